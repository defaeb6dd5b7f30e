import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { numberOf, openPoll, usePhoneChannelApp } from '../../test/ussd.js';
import { UssdPhone } from '../../cli/ussd-phone.js';
import { ussdSessions, votingPins } from '../../db/schema.js';
import { sharedDataPath } from '../../paths.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, lastSmsTo, randomPhone, type TestUser } from '../../test/factories.js';
import { createPoll, vote } from '../../test/polls.js';
import { ingestLaws } from '../laws/ingest/ingest.js';
import { overlongScreens, screenLimit, smsMaxParts, smsParts } from './screen.js';

const lawsDir = sharedDataPath('laws');
const withPoliceAct = it.skipIf(!lawsDir);

describe.each(dbKinds)('USSD channel on %s', (kind) => {
  const channel = usePhoneChannelApp(kind);
  let database: TestDatabase;
  let app: App;
  let baseUrl: string;
  let key: string;
  let admin: TestUser;
  let sent: Promise<void>[];

  beforeAll(async () => {
    ({ app, database, baseUrl, key, sent } = channel);
    admin = await createUser(app, { admin: true });
  });

  const phoneFor = (number: string) => channel.phoneFor(number);

  /** A verified citizen with their own number and a voting PIN set on the web. */
  async function citizen(pin: string | null = '4826', language = 'en') {
    const phone = randomPhone();
    const user = await createUser(app, { verified: true, phone: phone.e164, language });
    if (pin) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/voting-pin',
        headers: bearer(user.token),
        payload: { pin },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The network reports numbers as +234…; citizens' own apps may send 0803….
    return { user, phone: phoneFor(phone.e164), e164: phone.e164 };
  }

  const counts = async (pollId: number) => {
    const poll = (await app.inject({ url: '/api/polls', headers: bearer(admin.token) }))
      .json<{ id: number; total_ballots: number; options: { title: string; voters: number }[] }[]>()
      .find((p) => p.id === pollId);
    return {
      total: poll?.total_ballots,
      byTitle: Object.fromEntries(poll?.options.map((o) => [o.title, o.voters]) ?? []),
    };
  };

  it('refuses a callback without the operator key with 403, before reading the body', async () => {
    for (const url of [
      '/api/ussd',
      '/api/ussd?key=',
      `/api/ussd?key=${key.slice(0, -1)}x`,
      `/api/ussd?key=${key}${key}`,
      '/api/sms',
      '/api/sms?key=wrong',
    ]) {
      const res = await fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'sessionId=1&serviceCode=*384*246%23&phoneNumber=%2B2348031234567&text=',
      });
      expect(res.status, url).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(
        'This callback needs the operator key.',
      );
    }
  });

  it('sends an unknown or unverified number to the web to sign up and verify', async () => {
    const unknown = await phoneFor(randomPhone().e164).dial();
    expect(unknown.status).toBe(200);
    expect(unknown.ended).toBe(true);
    expect(unknown.text).toContain('Sign up at http://civicng.test');
    // An account whose phone is on record but not yet verified gets the same screen.
    const phone = randomPhone();
    const user = await createUser(app);
    await database.db.execute(
      sql`update users set phone_e164 = ${phone.e164} where id = ${user.id}`,
    );
    const unverified = await phoneFor(phone.e164).dial();
    expect(unverified.ended).toBe(true);
    expect(unverified.text).toContain('verify your phone and NIN');
    // A number that is not a Nigerian mobile is no one's.
    expect((await phoneFor('+15551234567').dial()).ended).toBe(true);
  });

  it('takes a whole vote by phone: menu, poll, option, PIN, receipt', async () => {
    const title = `Should councils publish budgets ${Date.now()}?`;
    const pollId = await createPoll(app, admin, { title, type: 'vote' });
    const { phone } = await citizen();
    const menu = await phone.dial();
    expect(menu.text).toContain('1. Live votes and polls');
    const options = await openPoll(phone, title.slice(0, 20));
    expect(options.text).toContain('Choose one:');
    const confirm = await phone.press(numberOf(options, 'No'));
    expect(confirm.text).toContain('You chose: No');
    const done = await phone.press('4826');
    expect(done.ended).toBe(true);
    const receipt = /Receipt: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(done.text)?.[1];
    expect(receipt, done.text).toBeDefined();
    // The receipt checks as counted, as a web ballot's does, and the count moved by one.
    const check = await app.inject({
      method: 'POST',
      url: `/api/polls/${pollId}/receipts/check`,
      payload: { receipt_code: receipt },
    });
    expect(check.json()).toEqual({ counted: true });
    expect(await counts(pollId)).toEqual({ total: 1, byTitle: { Yes: 0, No: 1, 'Not sure': 0 } });
    // Dialling again to vote again is refused at once, before an option or the PIN is asked for.
    const again = phoneFor(phone.phoneNumber);
    const refused = await openPoll(again, title.slice(0, 20));
    expect(refused.ended).toBe(true);
    expect(refused.text).toBe('You have already voted in this poll');
    expect((await counts(pollId)).total).toBe(1);
  });

  it('takes several choices where the poll allows them, and at least one', async () => {
    const title = `Which services matter most ${Date.now()}?`;
    const pollId = await createPoll(app, admin, {
      title,
      allow_multiple_votes: true,
      options: [{ title: 'Roads' }, { title: 'Water' }, { title: 'Schools' }],
    });
    const { phone } = await citizen();
    const options = await openPoll(phone, title.slice(0, 20));
    expect((await phone.press('0')).text).toContain('Choose at least one option.');
    await phone.press('1');
    await phone.press('3');
    await phone.press('1');
    const picked = await phone.press('2');
    expect(picked.text).toContain('Water (x)');
    expect(picked.text).toContain('Schools (x)');
    expect(picked.text).not.toContain('Roads (x)');
    expect(options.text).toContain('0. Done');
    expect((await phone.press('0')).text).toContain('You chose: Water, Schools');
    expect((await phone.press('4826')).text).toContain('Vote recorded');
    expect(await counts(pollId)).toEqual({ total: 1, byTitle: { Roads: 0, Water: 1, Schools: 1 } });
  });

  it('counts one ballot when a citizen votes on the web and by phone at the same moment', async () => {
    for (let round = 0; round < 6; round += 1) {
      const title = `Race ${round} ${Date.now()}`;
      const pollId = await createPoll(app, admin, { title });
      const { user, phone } = await citizen();
      await openPoll(phone, title);
      await phone.press('2');
      const [web, ussd] = await Promise.all([vote(app, user, pollId, 'Yes'), phone.press('4826')]);
      const webCounted = web.statusCode === 200;
      const ussdCounted = ussd.text.includes('Vote recorded');
      expect([webCounted, ussdCounted].filter(Boolean), `${web.body} | ${ussd.text}`).toHaveLength(
        1,
      );
      if (!webCounted) expect(web.json().message).toBe('You have already voted in this poll');
      else expect(ussd.text).toBe('You have already voted in this poll');
      expect((await counts(pollId)).total).toBe(1);
    }
  });

  it('locks voting by phone after five wrong PINs, also across sessions and accounts', async () => {
    const pollId = await createPoll(app, admin, { title: `Lock ${Date.now()}` });
    const { user, phone } = await citizen();
    const open = async (p: UssdPhone) => {
      await openPoll(p, 'Lock');
      return p.press('1');
    };
    await open(phone);
    expect((await phone.press('1111')).text).toContain('Wrong PIN. Tries left: 4.');
    expect((await phone.press('2222')).text).toContain('Tries left: 3.');
    // A new session does not start the count again.
    const second = phoneFor(phone.phoneNumber);
    await open(second);
    expect((await second.press('3333')).text).toContain('Tries left: 2.');
    expect((await second.press('abcd')).text).toContain('Tries left: 1.');
    const locked = await second.press('5555');
    expect(locked.ended).toBe(true);
    expect(locked.text).toMatch(/locked until \d\d:\d\d/);
    // Now even the right PIN is refused, and nothing was counted.
    const third = phoneFor(phone.phoneNumber);
    await open(third);
    expect((await third.press('4826')).text).toMatch(/locked until/);
    expect((await counts(pollId)).total).toBe(0);
    // The web still takes the citizen's ballot.
    expect((await vote(app, user, pollId, 'Yes')).statusCode).toBe(200);
    // Once the lock has run out (moved into the past here), the right PIN works again.
    await database.db
      .update(votingPins)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(votingPins.userId, user.id));
    const poll2 = await createPoll(app, admin, { title: `Unlocked ${Date.now()}` });
    await openPoll(phone, 'Unlocked');
    await phone.press('1');
    expect((await phone.press('4826')).text).toContain('Vote recorded');
    expect((await counts(poll2)).total).toBe(1);
  });

  it('says where to set a PIN when none is set, and records nothing', async () => {
    const pollId = await createPoll(app, admin, { title: `No PIN ${Date.now()}` });
    const { phone } = await citizen(null);
    await openPoll(phone, 'No PIN');
    await phone.press('1');
    const screen = await phone.press('1234');
    expect(screen.ended).toBe(true);
    expect(screen.text).toContain('set a 4-digit voting PIN on your profile');
    expect((await counts(pollId)).total).toBe(0);
  });

  it('refuses guessable and malformed PINs on the web', async () => {
    const { user } = await citizen(null);
    for (const [pin, message] of [
      ['1234', 'Choose a PIN that is harder to guess than 1234 or 0000.'],
      ['0000', 'Choose a PIN that is harder to guess than 1234 or 0000.'],
      ['9876', 'Choose a PIN that is harder to guess than 1234 or 0000.'],
      ['12345', 'pin: The voting PIN is exactly 4 digits.'],
      ['12a4', 'pin: The voting PIN is exactly 4 digits.'],
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/voting-pin',
        headers: bearer(user.token),
        payload: { pin },
      });
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().message, pin).toBe(message);
    }
    const profile = await app.inject({ url: '/api/user/profile', headers: bearer(user.token) });
    expect(profile.json().votingPin).toBe(false);
    // Stored hashed, never as typed.
    await app.inject({
      method: 'PUT',
      url: '/api/user/voting-pin',
      headers: bearer(user.token),
      payload: { pin: '5071' },
    });
    const [row] = await database.db.select().from(votingPins).where(eq(votingPins.userId, user.id));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(
      (await app.inject({ url: '/api/user/profile', headers: bearer(user.token) })).json()
        .votingPin,
    ).toBe(true);
  });

  it('ends a session that was quiet for 180 s, as the telco does', async () => {
    const { phone } = await citizen();
    await phone.dial();
    await phone.press('1');
    // Three minutes pass: the session's expiry is moved into the past.
    await database.db
      .update(ussdSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`true`);
    const late = await phone.press('1');
    expect(late.ended).toBe(true);
    expect(late.text).toBe('Your session has ended. Please dial again.');
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ussdSessions);
    expect(row?.n).toBeGreaterThanOrEqual(0);
  });

  it('shows the results of finished polls', async () => {
    const title = `Finished ${Date.now()}`;
    const pollId = await createPoll(app, admin, { title, results_visibility: 'after_close' });
    for (const choice of ['Yes', 'Yes', 'No']) {
      await vote(app, await createUser(app, { verified: true }), pollId, choice);
    }
    await app.inject({
      method: 'PUT',
      url: `/api/poll/${pollId}/edit`,
      headers: bearer(admin.token),
      payload: {
        title,
        description: 'A question for every citizen',
        start_date: new Date(Date.now() - 3_600_000).toISOString(),
        end_date: new Date(Date.now() + 86_400_000).toISOString(),
        status: 'closed',
        type: 'poll',
        allow_multiple_votes: false,
        results_visibility: 'after_close',
        options: [{ title: 'Yes' }, { title: 'No' }, { title: 'Not sure' }],
      },
    });
    const { phone } = await citizen();
    await phone.dial();
    const list = await phone.press('2');
    expect(list.text).toContain('Results of finished polls:');
    const result = await phone.press(numberOf(list, title));
    expect(result.ended).toBe(true);
    expect(result.text).toContain(title);
    expect(result.text).toContain('Yes 67% (2)');
    expect(result.text).toContain('No 33% (1)');
    expect(result.text).toContain('Ballots: 3');
  });

  withPoliceAct(
    'asks the law: a cited short answer on screen, the full answer by SMS',
    async () => {
      const { phone, e164, user } = await citizen();
      await phone.dial();
      expect((await phone.press('3')).text).toBe('Type your question about the law:');
      const answer = await phone.press('Can police arrest me without a warrant?');
      expect(answer.ended).toBe(true);
      expect(answer.text).toMatch(/^Police Act 2020 s\. \d+\w*: /);
      expect(answer.text).toContain('Full answer by SMS.');
      await Promise.all(sent);
      const sms = await lastSmsTo(app, e164);
      expect(sms).toMatch(/Police Act 2020, s\. \d+/);
      expect(sms).not.toMatch(/\]\(|\*\*/);
      expect(smsParts(sms ?? '')).toBeLessThanOrEqual(smsMaxParts);
      // The question is in the citizen's chat history, as a question asked on the web.
      const history = await app.inject({
        url: '/api/user/chat-history',
        headers: bearer(user.token),
      });
      expect(history.json().user_conversation.at(-1).user_query).toBe(
        'Can police arrest me without a warrant?',
      );
    },
  );

  withPoliceAct('sends no SMS after STOP, and says how to have full answers again', async () => {
    const { phone, e164 } = await citizen();
    const stop = await app.inject({
      method: 'POST',
      url: `/api/sms?key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ from: e164, text: 'STOP' }).toString(),
    });
    expect(stop.statusCode).toBe(200);
    const confirmation = await lastSmsTo(app, e164);
    await phone.dial();
    await phone.press('3');
    const answer = await phone.press('Can police arrest me without a warrant?');
    expect(answer.text).toContain('You sent STOP, so no SMS follows. Send START');
    await Promise.all(sent);
    // The last message to the number is still the STOP confirmation.
    expect(await lastSmsTo(app, e164)).toBe(confirmation);
  });

  it('checks a rumour against published checks, and says when none is found', async () => {
    const claim = `The Niger bridge at Onitsha collapsed ${Date.now() % 1000} times`;
    await app.inject({
      method: 'POST',
      url: '/api/admin/fact-checks',
      headers: bearer(admin.token),
      payload: {
        claim,
        fact_check_rating: 'False',
        review_date: '2026-11-20',
        source_url: 'https://factcheck.example.ng/onitsha-bridge',
      },
    });
    const { phone } = await citizen();
    await phone.dial();
    expect((await phone.press('4')).text).toBe('Type the rumour or claim to check:');
    const found = await phone.press('onitsha niger bridge collapsed');
    expect(found.ended).toBe(true);
    expect(found.text).toMatch(/^FALSE: The Niger bridge at Onitsha/);
    const other = phoneFor(phone.phoneNumber);
    await other.dial();
    await other.press('4');
    expect((await other.press('xqzv plorf')).text).toBe(
      'No published check found for this. Be careful before you share it.',
    );
  });

  it('switches the menu language and keeps it on the account', async () => {
    const { phone, user } = await citizen();
    await phone.dial();
    expect((await phone.press('5')).text).toContain('3. Hausa');
    const saved = await phone.press('3');
    expect(saved.ended).toBe(true);
    const menu = await phoneFor(phone.phoneNumber).dial();
    expect(menu.text).not.toContain('Live votes and polls');
    expect(menu.text).toMatch(/ƙ|ɗ|ɓ|Kuri/i);
    const profile = await app.inject({ url: '/api/user/profile', headers: bearer(user.token) });
    expect(profile.json().language).toBe('ha');
  });

  it('never shows a screen over 182 characters, on any path the menu can take', async () => {
    // The longest things an administrator can write: 200-character titles, many options.
    const long = (n: number) =>
      'Constitutional amendment on the devolution of powers '
        .repeat(4)
        .slice(0, 200 - String(n).length) + n;
    for (let i = 0; i < 7; i += 1) {
      await createPoll(app, admin, {
        title: long(i),
        allow_multiple_votes: i % 2 === 0,
        options: Array.from({ length: 8 }, (_, k) => ({ title: `${k} ${long(k)}`.slice(0, 120) })),
      });
    }
    const seen = new Set<string>();
    let screens = 0;
    overlongScreens.count = 0;
    for (const language of ['en', 'pcm', 'ha', 'yo', 'ig']) {
      const { phone } = await citizen('4826', language);
      // Breadth-first over every input sequence up to five presses deep.
      let frontier: string[][] = [[]];
      for (let depth = 0; depth <= 5; depth += 1) {
        const next: string[][] = [];
        for (const inputs of frontier) {
          const p = phoneFor(phone.phoneNumber);
          let screen = await p.dial();
          for (const input of inputs) screen = await p.press(input);
          screens += 1;
          // Fitted as written: the last guard did not have to cut it.
          expect(overlongScreens.count, `${language} ${inputs.join('*')}: ${screen.body}`).toBe(0);
          expect(
            screen.body.length,
            `${language} ${inputs.join('*')}: ${screen.body}`,
          ).toBeLessThanOrEqual(screenLimit);
          expect(screen.body).toMatch(/^(CON|END) \S/);
          const key = `${language}:${screen.body}`;
          if (screen.ended || seen.has(key)) continue;
          seen.add(key);
          // A prompt for a PIN takes a wrong and a right one; a list, the first two numbers it
          // shows and its fixed ones (More, Back, Done); a question prompt, a question.
          const shown = [...screen.text.matchAll(/^(\d+)\. /gm)].map((m) => m[1] ?? '');
          const presses = screen.text.includes('5. Igbo')
            ? ['0'] // choosing a language is its own test; here each crawl keeps its language
            : screen.text.includes('PIN')
              ? ['1111', '4826', '0']
              : shown.length > 0
                ? [
                    ...shown.filter((n) => Number(n) <= 2 || n === '9' || n === '0'),
                    ...(inputs.length === 0 ? ['3', '4', '5'] : []),
                  ]
                : ['Can police arrest me?'];
          for (const press of presses) next.push([...inputs, press]);
        }
        frontier = next;
      }
    }
    expect(screens).toBeGreaterThan(100);
    // Each screen fitted as written: none needed the last guard's cut.
    expect(overlongScreens.count).toBe(0);
  }, 240_000);
});

describe.each(dbKinds)('SMS channel on %s', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (lawsDir) await ingestLaws(database.db, [path.join(lawsDir, 'police-act.md')]);
    app = await createTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const sms = (from: string, text: string, key = app.ctx.secrets.callbackKey) =>
    app.inject({
      method: 'POST',
      url: `/api/sms?key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        from,
        to: '32145',
        text,
        date: '2026-11-27 10:00:00',
        id: 'ATXid_1',
        linkId: 'SampleLinkId',
      }).toString(),
    });

  withPoliceAct('answers ASK with a cited answer in at most three messages', async () => {
    const { e164 } = randomPhone();
    await createUser(app, { verified: true, phone: e164 });
    expect((await sms(e164, 'ask Can police search my house without a warrant?')).statusCode).toBe(
      200,
    );
    // The reply is handed to the SMS provider before the callback is answered.
    const reply = await lastSmsTo(app, e164);
    expect(reply).toMatch(/Police Act 2020, s\. \d+/);
    expect(smsParts(reply ?? '')).toBeLessThanOrEqual(smsMaxParts);
  });

  it('tells an unknown number how to join, and keeps STOP for anyone', async () => {
    const { e164 } = randomPhone();
    await sms(e164, 'POLLS');
    expect(await lastSmsTo(app, e164)).toContain('Sign up at http://civicng.test');
    await sms(e164, 'STOP');
    expect(await lastSmsTo(app, e164)).toContain('no more messages you did not ask for');
  });

  it('lists live polls for POLLS and explains the commands for anything else', async () => {
    const { e164 } = randomPhone();
    await createUser(app, { verified: true, phone: e164 });
    const admin = await createUser(app, { admin: true });
    await createPoll(app, admin, { title: 'Should markets open on Sundays?' });
    await sms(e164, 'POLLS');
    const polls = await lastSmsTo(app, e164);
    expect(polls).toContain('Should markets open on Sundays?');
    expect(polls).toContain('Dial *384*246# to vote.');
    await sms(e164, 'hello');
    expect(await lastSmsTo(app, e164)).toContain('ASK and your question');
  });
});

describe.each(dbKinds)('feature phone limits on %s', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database, { RATE_LIMIT: 'on', RATE_LIMITS: 'ussd=4/1m,sms=2/1h' });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const post = (path: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}?key=${app.ctx.secrets.callbackKey}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('stops answering one number past its limit, and still answers another', async () => {
    const { e164 } = randomPhone();
    await createUser(app, { verified: true, phone: e164 });
    const screen = (phoneNumber: string, text: string) =>
      post('ussd', {
        sessionId: `ATUid_limit_${phoneNumber}`,
        serviceCode: '*384*246#',
        phoneNumber,
        text,
      });
    for (const text of ['', '5', '5*0', '5*0*9']) {
      expect((await screen(e164, text)).body).toMatch(/^CON /);
    }
    const fifth = await screen(e164, '5*0*9*5');
    expect(fifth.statusCode).toBe(200);
    expect(fifth.body).toBe(
      'END Too many requests from this number. Please wait a few minutes, then dial again.',
    );
    expect((await screen(randomPhone().e164, '')).body).toMatch(/^END .*Sign up/);
    // SMS: past the limit the number gets no reply at all (no SMS sent for it to pay for).
    for (let i = 0; i < 3; i += 1) await post('sms', { from: e164, text: `POLLS ${i}` });
    const replies = await readdir(path.join(app.config.varDir, 'outbox', 'sms'));
    expect(replies).toHaveLength(2);
  });
});
