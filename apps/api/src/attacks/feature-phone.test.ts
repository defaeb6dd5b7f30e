import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { openPoll, usePhoneChannelApp } from '../test/ussd.js';
import { dbKinds, type TestDatabase } from '../test/databases.js';
import { bearer, createUser, randomPhone, type TestUser } from '../test/factories.js';
import { createPoll } from '../test/polls.js';

// The third hostile review's findings on the USSD and SMS channels, each played over the real
// HTTP callbacks with the operator key: a family phone, parallel PIN guesses, emoji and long
// titles, and a 1,000-character session.

describe.each(dbKinds)('feature phones, attacked on %s', (kind) => {
  const channel = usePhoneChannelApp(kind);
  let database: TestDatabase;
  let app: App;
  let baseUrl: string;
  let key: string;
  let admin: TestUser;
  let sent: Promise<void>[];

  beforeAll(async () => {
    ({ app, database, baseUrl, key, sent } = channel);
    admin = await createUser(app, { admin: true, verified: true });
  });

  const phoneFor = (number: string) => channel.phoneFor(number);

  async function setPin(user: TestUser, pin: string) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/voting-pin',
      headers: bearer(user.token),
      payload: { pin },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Two verified people on one phone (two NINs, one number), each with a voting PIN. */
  async function family() {
    const phone = randomPhone();
    const mother = await createUser(app, {
      verified: true,
      phone: phone.e164,
      name: 'Amina Bello',
    });
    const son = await createUser(app, { verified: true, phone: phone.e164, name: 'Sani Bello' });
    await setPin(mother, '4826');
    await setPin(son, '7391');
    return { phone, mother, son };
  }

  const questionsOf = async (user: TestUser) =>
    (
      await database.rows<{ q: string }>(
        sql`select user_query as q from chat_entries where user_id = ${user.id}`,
      )
    ).map((r) => r.q);
  const languageOf = async (user: TestUser) =>
    (
      await database.rows<{ l: string }>(sql`select language as l from users where id = ${user.id}`)
    )[0]?.l;

  it("Medium 2: a shared phone writes no one's questions or language into another's account", async () => {
    const { phone, mother, son } = await family();
    const question = `Can a landlord lock out a tenant ${Date.now()}?`;

    // Asked on the menu, by whoever holds the phone.
    const menu = phoneFor(phone.e164);
    await menu.dial();
    await menu.press('3');
    const answered = await menu.press(question);
    expect(answered.ended).toBe(true);

    // Asked by SMS.
    const sms = await fetch(`${baseUrl}/api/sms?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: phone.e164, text: `ASK ${question} by SMS` }),
    });
    expect(sms.status).toBe(200);
    await Promise.allSettled(sent);

    // A language chosen on the phone.
    await menu.dial();
    await menu.press('5');
    const chosen = await menu.press('3');
    expect(chosen.ended).toBe(true);

    expect(await questionsOf(mother)).toEqual([]);
    expect(await questionsOf(son)).toEqual([]);
    expect([await languageOf(mother), await languageOf(son)]).toEqual(['en', 'en']);

    // The ballot goes to the account whose PIN was typed, and to no other.
    const title = `Family phone poll ${Date.now()}`;
    const pollId = await createPoll(app, admin, { title });
    const voting = phoneFor(phone.e164);
    await openPoll(voting, title.slice(0, 18));
    await voting.press('1');
    const done = await voting.press('7391');
    expect(done.text).toMatch(/Receipt: /);
    const voted = async (user: TestUser) =>
      (await app.inject({ url: '/api/polls/active', headers: bearer(user.token) }))
        .json<{ id: number; has_voted: boolean }[]>()
        .find((p) => p.id === pollId)?.has_voted;
    expect([await voted(mother), await voted(son)]).toEqual([false, true]);
  });

  it('Medium 2: a phone with one account still keeps its questions and language', async () => {
    const phone = randomPhone();
    const citizen = await createUser(app, { verified: true, phone: phone.e164 });
    const menu = phoneFor(phone.e164);
    await menu.dial();
    await menu.press('3');
    await menu.press('Can police arrest me without a warrant?');
    await menu.dial();
    await menu.press('5');
    await menu.press('3');
    expect(await questionsOf(citizen)).toEqual(['Can police arrest me without a warrant?']);
    expect(await languageOf(citizen)).toBe('ha');
  });

  it('Low: parallel sessions get no more PIN guesses than the five the rule allows', async () => {
    // Four wrong guesses leave one try. Then five more wrong guesses and the right PIN, sent last,
    // go at once from six sessions: the first to arrive takes the last try and the lock holds for
    // the rest, so the right PIN, behind five wrong ones, must not be judged.
    for (let round = 0; round < 3; round += 1) {
      const phone = randomPhone();
      const citizen = await createUser(app, { verified: true, phone: phone.e164 });
      await setPin(citizen, '4826');
      const title = `Parallel PIN poll ${round} ${Date.now()}`;
      const pollId = await createPoll(app, admin, { title });
      const atPin = async () => {
        const session = phoneFor(phone.e164);
        await openPoll(session, title.slice(0, 22));
        expect((await session.press('1')).text).toContain('PIN');
        return session;
      };
      for (let i = 0; i < 4; i += 1) {
        expect((await (await atPin()).press(`${1100 + i}`)).text).toContain('Tries left');
      }
      const phones = [];
      for (let i = 0; i < 6; i += 1) phones.push(await atPin());
      const guesses = await Promise.all(
        phones.map((session, i) => session.press(i === 5 ? '4826' : `${2200 + i}`)),
      );
      const texts = guesses.map((g) => g.text);
      expect(
        texts.filter((t) => t.startsWith('Vote recorded')),
        texts.join('\n'),
      ).toEqual([]);
      expect(
        texts.every((t) => t.startsWith('Too many wrong PINs')),
        texts.join('\n'),
      ).toBe(true);
      const ballots = await database.rows(sql`select 1 from ballots where poll_id = ${pollId}`);
      expect(ballots).toEqual([]);
    }
  });

  it('Low: emoji and long titles are cut whole, and what the voter picked is never hidden', async () => {
    const phone = randomPhone();
    const citizen = await createUser(app, { verified: true, phone: phone.e164 });
    await setPin(citizen, '4826');
    const long = (emoji: string, words: string) =>
      `${emoji} ${words} ${'and a great many more words besides '.repeat(3)}${emoji}`;
    const title = `Emoji poll 🇳🇬 ${Date.now()} ${'with a long title '.repeat(5)}`;
    const options = [
      long('🌍', 'Roads'),
      long('👨🏾‍🌾', 'Farms'),
      long('🏥', 'Clinics'),
      long('📚', 'Schools'),
    ];
    await createPoll(app, admin, {
      title,
      allow_multiple_votes: true,
      options: options.map((o) => ({ title: o })),
    });
    const session = phoneFor(phone.e164);
    const screens = [await openPoll(session, 'Emoji poll')];
    screens.push(await session.press('2'));
    screens.push(await session.press('4'));
    const picked = screens.at(-1)!;
    screens.push(await session.press('0'));
    const confirm = screens.at(-1)!;
    for (const screen of screens) {
      expect(screen.body.length).toBeLessThanOrEqual(182);
      expect(screen.body).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    // Both picks carry their mark, and the confirmation names every choice.
    expect(picked.text.split('\n').filter((l) => l.endsWith('(x)'))).toHaveLength(2);
    expect(picked.text).toMatch(/^2\. 👨🏾‍🌾 Farms.*\(x\)$/mu);
    expect(confirm.text).toContain('👨🏾‍🌾 Farms');
    expect(confirm.text).toContain('📚 Schools');
  });

  it('Low: a 1,000-character session is refused before any reading, with a clear screen', async () => {
    const phone = randomPhone();
    await createUser(app, { verified: true, phone: phone.e164 });
    const session = phoneFor(phone.e164);
    await session.dial();
    const res = await fetch(`${baseUrl}/api/ussd?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId: 'ATUid_long',
        serviceCode: '*384*246#',
        phoneNumber: phone.e164,
        text: '1*'.repeat(499) + '1',
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      'END This session is too long. Please dial again to start afresh.',
    );
  });
});
