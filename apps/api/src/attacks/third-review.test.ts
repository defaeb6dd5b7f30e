import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { privacyPolicyVersions } from '@civicng/contracts';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestApp } from '../test/app.js';
import { createTestDatabase, dbKinds } from '../test/databases.js';
import {
  bearer,
  codeIn,
  createUser,
  lastSmsTo,
  mailsTo,
  randomEmail,
  randomNin,
  randomPhone,
  registerPerson,
  useTestApp,
} from '../test/factories.js';
import { pollPayload } from '../test/polls.js';

// The third hostile review's findings on identity and accounts, each written as the attack.

const answer = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  ...res.json<{ message: string; code?: string }>(),
});

const post = (app: App, url: string, payload: object, token?: string, ip?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe.each(dbKinds)('third hostile review, identity, on %s', (kind) => {
  const t = useTestApp(kind);

  it('Medium 3: verifying with a NIN another account holds answers as for a free NIN', async () => {
    // The NIN's owner verified it long ago, with the phone on record.
    const owner = await registerPerson(t.app);
    const ownerAccount = await createUser(t.app);
    const details = { phone_number: owner.phone.local, nin: owner.nin };
    expect((await post(t.app, '/api/verify/user', details, ownerAccount.token)).statusCode).toBe(
      202,
    );
    const ownerCode = codeIn(await lastSmsTo(t.app, owner.phone.e164));
    const ownerVerified = await post(
      t.app,
      '/api/verify/user',
      { ...details, two_factor_code: ownerCode },
      ownerAccount.token,
    );
    expect(ownerVerified.statusCode).toBe(200);

    // A free NIN, for comparison.
    const free = await registerPerson(t.app);
    const someone = await createUser(t.app);
    const freeAnswer = await post(
      t.app,
      '/api/verify/user',
      { phone_number: free.phone.local, nin: free.nin },
      someone.token,
    );

    // The attacker, with only an e-mail account, tries the held NIN (phone and NIN leaked).
    const attacker = await createUser(t.app);
    const held = await post(t.app, '/api/verify/user', details, attacker.token);
    expect(answer(held)).toEqual(answer(freeAnswer));
    expect(answer(held)).toMatchObject({ status: 202, code: 'TWO_FACTOR_SENT' });

    // The phone on record is told, and is sent no code.
    const notice = await lastSmsTo(t.app, owner.phone.e164);
    expect(notice).toContain('tried to link your NIN to another');
    expect(codeIn(notice)).toBeUndefined();

    // A guessed code gets what any wrong code gets, and the NIN never moves.
    const guess = await post(
      t.app,
      '/api/verify/user',
      { ...details, two_factor_code: '123456' },
      attacker.token,
    );
    const wrongForFree = await post(
      t.app,
      '/api/verify/user',
      { phone_number: free.phone.local, nin: free.nin, two_factor_code: '123456' },
      someone.token,
    );
    expect(answer(guess)).toEqual(answer(wrongForFree));
    const rows = await t.database.rows<{ id: string; verified: boolean }>(
      sql`select id, identity_verified_at is not null as verified from users
          where id in (${ownerAccount.id}, ${attacker.id}) order by identity_verified_at nulls last`,
    );
    expect(rows).toEqual([
      { id: ownerAccount.id, verified: true },
      { id: attacker.id, verified: false },
    ]);
  });

  it('Low: sign-up answers the same for a NIN the register lacks, a wrong phone and a good pair', async () => {
    const person = await registerPerson(t.app);
    const signup = (nin: string, phone: string, code?: string) =>
      post(t.app, '/api/signup', {
        name: 'Ada Obi',
        email: randomEmail('probe'),
        password: 'a long enough password',
        phone_number: phone,
        nin,
        ...(code ? { two_factor_code: code } : {}),
      });
    const stranger = randomPhone();
    const good = await signup(person.nin, person.phone.local);
    const absent = await signup(randomNin(), stranger.local);
    const otherPhone = await signup(person.nin, stranger.local);
    expect(answer(absent)).toEqual(answer(good));
    expect(answer(otherPhone)).toEqual(answer(good));
    expect(answer(good)).toMatchObject({ status: 202, code: 'TWO_FACTOR_SENT' });
    // Nothing reaches the phone typed unless it is the one on record.
    expect(await lastSmsTo(t.app, stranger.e164)).toBeUndefined();

    // With a guessed code the register still says nothing: the answer of any wrong code.
    const guesses = await Promise.all([
      signup(randomNin(), stranger.local, '123456'),
      signup(person.nin, stranger.local, '123456'),
    ]);
    for (const guess of guesses) {
      expect(answer(guess)).toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE' });
      expect(guess.json<{ code: string }>().code).not.toMatch(/IDENTITY|PHONE/);
    }
  });

  it('Low: tries per NIN are counted across addresses and accounts', async () => {
    const database = await createTestDatabase(kind);
    const app = await createTestApp(database, {
      RATE_LIMIT: 'on',
      RATE_LIMITS: 'signup=100/1h,code_send=100/1h,code_send_account=100/1h,code_send_nin=3/1h',
    });
    try {
      const person = await registerPerson(app);
      const randomIp = () => `10.${Array.from(randomBytes(3)).join('.')}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await post(
          app,
          '/api/signup',
          {
            name: 'Ada Obi',
            email: randomEmail('spread'),
            password: 'a long enough password',
            phone_number: person.phone.local,
            nin: person.nin,
          },
          undefined,
          randomIp(),
        );
        statuses.push(res.statusCode);
      }
      // The same NIN through the signed-in verification, from yet another address, counts too.
      const account = await createUser(app);
      const verify = await post(
        app,
        '/api/verify/user',
        {
          phone_number: person.phone.local,
          nin: ` ${person.nin.slice(0, 5)}-${person.nin.slice(5)}`,
        },
        account.token,
        randomIp(),
      );
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect(verify.statusCode).toBe(429);
      // Another NIN is not held back.
      const other = await registerPerson(app);
      const free = await post(
        app,
        '/api/verify/user',
        { phone_number: other.phone.local, nin: other.nin },
        account.token,
        randomIp(),
      );
      expect(free.statusCode).toBe(202);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it("Low: erasing one's own questions never waits for the new privacy policy", async () => {
    const older = privacyPolicyVersions[0].version;
    const citizen = await createUser(t.app, { policyVersion: older });
    const ask = (question: string) =>
      t.database.rows<{ id: number }>(
        sql`insert into chat_entries (user_id, user_query, ai_response)
            values (${citizen.id}, ${question}, 'An answer.') returning id`,
      );
    const [first] = await ask('Can my landlord lock me out?');
    await ask('Who pays for a lost SIM?');
    const remove = (url: string) =>
      t.app.inject({ method: 'DELETE', url, headers: bearer(citizen.token) });
    // Reading still waits for the policy; erasing does not.
    expect(
      (await t.app.inject({ url: '/api/user/chat-history', headers: bearer(citizen.token) }))
        .statusCode,
    ).toBe(403);
    expect((await remove(`/api/user/chat-history/${first!.id}`)).statusCode).toBe(200);
    const all = await remove('/api/user/chat-history');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ deleted: 1 });
    const left = await t.database.rows(
      sql`select id from chat_entries where user_id = ${citizen.id}`,
    );
    expect(left).toEqual([]);
  });

  it('Low: every month parameter is a real month: 4xx with a message, never a 500', async () => {
    const admin = await createUser(t.app, { admin: true, verified: true });
    const list = (month: string) =>
      t.app.inject({ url: `/api/admin/faqs?month=${month}`, headers: bearer(admin.token) });
    for (const month of ['0000-01', '1899-12', '2026-13', '2026-00', '99999-01', '2026-1']) {
      const res = await list(month);
      expect(res.statusCode, month).toBe(400);
      expect(res.json<{ message: string }>().message, month).toMatch(/month/i);
    }
    expect((await list('2026-11')).statusCode).toBe(200);
  });

  it("Low: asking for another account's e-mail address does the same work as a free one", async () => {
    const asker = await createUser(t.app);
    const owner = await createUser(t.app);
    const change = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/email',
        headers: bearer(asker.token),
        payload: { email },
      });
    const free = randomEmail('free');
    const toFree = await change(free);
    const toTaken = await change(owner.email);
    expect(answer(toTaken)).toEqual(answer(toFree));
    // One mail each way, to the address typed: a link to the free one, a notice to the owner.
    const [link, ...noMoreLinks] = await mailsTo(t.app, free);
    const [notice, ...noMoreNotices] = await mailsTo(t.app, owner.email);
    expect([noMoreLinks, noMoreNotices]).toEqual([[], []]);
    expect(link?.text).toContain('/verify-email/');
    expect(notice?.text).not.toContain('/verify-email/');
    // And one link each way stored: the refused one leads nowhere (no address is pending).
    const [row] = await t.database.rows<{ pending: string | null; links: number }>(
      sql`select pending_email as pending, (select count(*)::int from one_time_tokens
            where user_id = ${asker.id} and purpose = 'email_change') as links
          from users where id = ${asker.id}`,
    );
    expect(row).toEqual({ pending: null, links: 2 });
  });

  it('Low: a date that does not exist is a 400, never a day rolled into the next month', async () => {
    const admin = await createUser(t.app, { admin: true, verified: true });
    const create = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/poll/create',
        headers: bearer(admin.token),
        payload: pollPayload({ start_date: start, end_date: '2027-03-31T10:00:00Z' }),
      });
    for (const start of ['2027-02-31T10:00:00Z', '2027-13-01T10:00:00Z', '0000-01-01T10:00:00Z']) {
      const res = await create(start);
      expect(res.statusCode, start).toBe(400);
      expect(res.json<{ message: string }>().message, start).toBeTruthy();
    }
    expect((await create('2027-02-28T10:00:00Z')).statusCode).toBe(201);
    const sms = await t.app.inject({
      method: 'POST',
      url: `/api/sms?key=${t.app.ctx.secrets.callbackKey}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'from=%2B2348031234567&text=HELP&date=2026-02-31+10%3A00%3A00',
    });
    expect(sms.statusCode).toBe(400);
  });
});
