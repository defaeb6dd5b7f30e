import { randomBytes } from 'node:crypto';
import { currentPrivacyPolicy, privacyPolicyVersions } from '@civicng/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { chatEntries } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import {
  bearer,
  codeIn,
  createUser,
  lastSmsTo,
  linkToken,
  mailsTo,
  randomEmail,
  randomPhone,
  registerPerson,
  type TestUser,
  useTestApp,
} from '../../test/factories.js';
import { redisAnswers } from '../../test/redis.js';
import { sleep, waitFor } from '../../test/wait.js';
import { verifySessionToken } from '../../sessions/index.js';

const redisReachable = await redisAnswers();

async function askedBy(app: App, user: TestUser, question: string): Promise<number> {
  const [row] = await app.ctx.db
    .insert(chatEntries)
    .values({ userId: user.id, userQuery: question, aiResponse: 'An answer.' })
    .returning({ id: chatEntries.id });
  if (!row) throw new Error('no entry');
  return row.id;
}

async function logIn(app: App, user: { email: string; password: string }, agent?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/email',
    payload: { email: user.email, password: user.password },
    headers: agent ? { 'user-agent': agent } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string; consent_required: boolean; policy_version: string }>();
}

describe.each(dbKinds)('control over one’s data on %s', (kind) => {
  const t = useTestApp(kind);
  const call = (
    token: string,
    method: 'GET' | 'DELETE' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const questionsOf = async (user: TestUser) =>
    (
      await t.database.rows<{ q: string }>(
        sql`select user_query as q from chat_entries where user_id = ${user.id} order by id`,
      )
    ).map((r) => r.q);

  it("deletes one of the citizen's own questions; another's is a 404 and stays", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const mine = await askedBy(t.app, a, 'Mine to delete');
    await askedBy(t.app, a, 'Mine to keep');
    const theirs = await askedBy(t.app, b, 'Theirs');

    const stolen = await call(a.token, 'DELETE', `/api/user/chat-history/${theirs}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({
      message: 'There is no such question in your chat history.',
      code: 'NOT_FOUND',
    });
    // Exactly the answer to an entry that does not exist: nothing tells the two apart.
    const missing = await call(a.token, 'DELETE', '/api/user/chat-history/2147483647');
    expect(missing.json()).toEqual(stolen.json());
    expect(await questionsOf(b)).toEqual(['Theirs']);

    const res = await call(a.token, 'DELETE', `/api/user/chat-history/${mine}`);
    expect(res.statusCode).toBe(200);
    expect(await questionsOf(a)).toEqual(['Mine to keep']);
    expect((await call(a.token, 'DELETE', `/api/user/chat-history/${mine}`)).statusCode).toBe(404);
  });

  it('erases the whole history of the caller only', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await askedBy(t.app, a, 'One');
    await askedBy(t.app, a, 'Two');
    await askedBy(t.app, b, 'Kept');
    const res = await call(a.token, 'DELETE', '/api/user/chat-history');
    expect(res.json()).toEqual({ message: 'Your chat history is deleted.', deleted: 2 });
    expect(await questionsOf(a)).toEqual([]);
    expect(await questionsOf(b)).toEqual(['Kept']);
  });

  it('lists only the account’s own sessions, the current one marked, with a device summary', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const phone = await logIn(
      t.app,
      a,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const res = await call(phone.access_token, 'GET', '/api/user/sessions');
    const { sessions } = res.json<{
      sessions: { id: string; current: boolean; device: string | null }[];
    }>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Safari on iOS']);
    const bSessions = await t.database.rows<{ id: string }>(
      sql`select id from sessions where user_id = ${b.id}`,
    );
    for (const { id } of bSessions) expect(res.body).not.toContain(id);
  });

  it('logs out every other device and keeps this one; another account is untouched', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const second = (await logIn(t.app, a)).access_token;
    const third = (await logIn(t.app, a)).access_token;
    // Each session remembered by this node first: the revocation must reach the memory too.
    for (const token of [a.token, second, third, b.token]) {
      expect((await call(token, 'GET', '/api/user/profile')).statusCode).toBe(200);
    }
    const res = await call(second, 'POST', '/api/user/sessions/revoke-others');
    expect(res.json()).toEqual({ message: 'Every other device is logged out.', revoked: 2 });
    expect((await call(a.token, 'GET', '/api/user/profile')).statusCode).toBe(401);
    expect((await call(third, 'GET', '/api/user/profile')).statusCode).toBe(401);
    expect((await call(second, 'GET', '/api/user/profile')).statusCode).toBe(200);
    expect((await call(b.token, 'GET', '/api/user/profile')).statusCode).toBe(200);
  });

  it('changes the name, refusing one that is not a name', async () => {
    const a = await createUser(t.app);
    expect(
      (await call(a.token, 'PUT', '/api/user/name', { name: 'Ifeoma Nwankwo' })).statusCode,
    ).toBe(200);
    expect((await call(a.token, 'GET', '/api/user/profile')).json<{ name: string }>().name).toBe(
      'Ifeoma Nwankwo',
    );
    const bad = await call(a.token, 'PUT', '/api/user/name', { name: 'call 0803 now' });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the e-mail only once the link sent to the new address is opened', async () => {
    const a = await createUser(t.app);
    const newEmail = randomEmail('moved');
    const res = await call(a.token, 'PUT', '/api/user/email', { email: newEmail });
    expect(res.statusCode).toBe(202);
    const emailOf = async () =>
      (await call(a.token, 'GET', '/api/user/profile')).json<{ email: string }>().email;
    // Until the link is opened the old address stays, and logs in.
    expect(await emailOf()).toBe(a.email);
    await logIn(t.app, a);
    const [mail] = await mailsTo(t.app, newEmail);
    if (!mail) throw new Error('no mail to the new address');
    const token = linkToken(t.app, mail.text, 'verify-email');
    const opened = await t.app.inject({ url: `/api/verify-email/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(await emailOf()).toBe(newEmail);
    await logIn(t.app, { email: newEmail, password: a.password });
    // The link works once.
    expect((await t.app.inject({ url: `/api/verify-email/${token}` })).statusCode).toBe(400);
  });

  it("answers the same for another account's address, and sends it a notice, no link", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const res = await call(a.token, 'PUT', '/api/user/email', { email: b.email.toUpperCase() });
    expect(res.statusCode).toBe(202);
    const [notice, ...more] = await mailsTo(t.app, b.email);
    expect(more).toEqual([]);
    expect(notice?.text).toContain('nothing was changed');
    expect(notice?.text).not.toContain('/verify-email/');
    expect((await call(a.token, 'GET', '/api/user/profile')).json<{ email: string }>().email).toBe(
      a.email,
    );
    expect((await call(a.token, 'PUT', '/api/user/email', { email: a.email })).statusCode).toBe(
      400,
    );
  });

  it('changes the phone to the one on record for the NIN, after the SMS code sent to it', async () => {
    const a = await createUser(t.app, { verified: true });
    const moved = await registerPerson(t.app, { nin: a.nin });
    const sent = await call(a.token, 'PUT', '/api/user/phone', { phone_number: moved.phone.local });
    expect(sent.statusCode).toBe(202);
    const code = codeIn(await lastSmsTo(t.app, moved.phone.e164)) ?? '';
    // Another citizen cannot use that code for their own account.
    const b = await createUser(t.app, { verified: true });
    await registerPerson(t.app, { nin: b.nin, phone: moved.phone });
    const stolen = await call(b.token, 'PUT', '/api/user/phone', {
      phone_number: moved.phone.local,
      two_factor_code: code,
    });
    expect(stolen.statusCode).toBe(400);
    const saved = await call(a.token, 'PUT', '/api/user/phone', {
      phone_number: moved.phone.local,
      two_factor_code: code,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await call(a.token, 'GET', '/api/user/profile')).json<{ phoneNumber: string }>().phoneNumber,
    ).toBe(moved.phone.e164);
  });

  it('refuses a phone that is not on record for the NIN, and an unverified account', async () => {
    const a = await createUser(t.app, { verified: true });
    await registerPerson(t.app, { nin: a.nin });
    const other = randomPhone();
    const res = await call(a.token, 'PUT', '/api/user/phone', { phone_number: other.local });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('PHONE_NOT_ON_RECORD');
    expect(await lastSmsTo(t.app, other.e164)).toBeUndefined();
    const unverified = await createUser(t.app);
    const refused = await call(unverified.token, 'PUT', '/api/user/phone', {
      phone_number: other.local,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('NOT_VERIFIED');
  });
});

describe.each(dbKinds)('consent to a changed privacy policy on %s', (kind) => {
  const t = useTestApp(kind);
  const older = privacyPolicyVersions[0].version;

  it('says so at log-in and lets nothing but reading, leaving and accepting through', async () => {
    expect(older).not.toBe(currentPrivacyPolicy.version);
    const a = await createUser(t.app, { policyVersion: older });
    const login = await logIn(t.app, a);
    // The spec's fields stay as they are; two are added.
    expect(Object.keys(login).sort()).toEqual(
      ['access_token', 'consent_required', 'message', 'policy_version', 'role'].sort(),
    );
    expect(login).toMatchObject({
      consent_required: true,
      policy_version: currentPrivacyPolicy.version,
      message: 'Login successful',
    });
    const token = login.access_token;
    const get = (url: string) => t.app.inject({ url, headers: bearer(token) });
    for (const url of ['/api/user/profile', '/api/user/chat-history', '/api/faqs/current-month']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        message: 'The privacy policy has changed. Please read it and accept it to continue.',
        code: 'CONSENT_REQUIRED',
      });
    }
    // The rights that never wait on consent: downloading one's data.
    expect((await get('/api/user/data-export')).statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/consent',
      headers: bearer(token),
      payload: { policy_version: older },
    });
    expect(wrong.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/user/consent',
      headers: bearer(token),
      payload: { policy_version: currentPrivacyPolicy.version },
    });
    expect(accepted.statusCode).toBe(200);
    // At once, though the session was remembered refused a moment ago.
    expect((await get('/api/user/profile')).statusCode).toBe(200);
    expect((await logIn(t.app, a)).consent_required).toBe(false);
    const versions = await t.database.rows<{ v: string }>(
      sql`select policy_version as v from consents where user_id = ${a.id} order by accepted_at`,
    );
    expect(versions.map((r) => r.v)).toEqual([older, currentPrivacyPolicy.version]);
  });

  it('records the version the sign-up form showed, and logs out before consent', async () => {
    const email = randomEmail('signup');
    const password = 'a long enough password';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Musa Bello', email, password, policy_version: older },
    });
    expect(signup.statusCode).toBe(201);
    const login = await logIn(t.app, { email, password });
    expect(login.consent_required).toBe(true);
    const out = await t.app.inject({ url: '/api/logout', headers: bearer(login.access_token) });
    expect(out.statusCode).toBe(200);
  });
});

describe.skipIf(!redisReachable).each(dbKinds)(
  'log out other devices across two API nodes on %s',
  (kind) => {
    let database: TestDatabase;
    let nodeA: App;
    let nodeB: App;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      const shared = {
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        REDIS_URL: 'redis://127.0.0.1:6379',
      };
      nodeA = await createTestApp(database, shared);
      nodeB = await createTestApp(database, shared);
    });
    afterAll(async () => {
      await nodeA.close();
      await nodeB.close();
      await database.destroy();
    });

    it('the other node forgets the revoked sessions at once', async () => {
      const a = await createUser(nodeA);
      const other = (await logIn(nodeA, a)).access_token;
      const claims = verifySessionToken(other, nodeB.ctx.secrets.jwtKey);
      if (!claims) throw new Error('bad token');
      // Node B trusts its memory only once Redis has answered its ping; then it remembers the session.
      const deadline = Date.now() + 5_000;
      for (;;) {
        await nodeB.inject({ url: '/api/user/profile', headers: bearer(other) });
        if (nodeB.ctx.sessions.get(claims.sid, claims.sub)) break;
        if (Date.now() > deadline) throw new Error('node B never remembered the session');
        await sleep(50);
      }
      const res = await nodeA.inject({
        method: 'POST',
        url: '/api/user/sessions/revoke-others',
        headers: bearer(a.token),
      });
      expect(res.json<{ revoked: number }>().revoked).toBe(1);
      await waitFor(
        () => nodeB.ctx.sessions.get(claims.sid, claims.sub) === undefined,
        1_000,
        'node B forgets the session',
      );
      const after = await nodeB.inject({ url: '/api/user/profile', headers: bearer(other) });
      expect(after.statusCode).toBe(401);
      expect(
        (await nodeB.inject({ url: '/api/user/profile', headers: bearer(a.token) })).statusCode,
      ).toBe(200);
    });
  },
);
