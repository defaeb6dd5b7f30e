import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/databases.js';
import {
  bearer,
  codeIn,
  countUsers,
  createUser,
  lastSmsTo,
  linkToken,
  mailsTo,
  randomEmail,
  randomNin,
  registerPerson,
  useTestApp,
  waitForMailTo,
} from '../../test/factories.js';

interface Answer {
  message: string;
  code?: string;
}
interface LoginAnswer extends Answer {
  access_token: string;
  role: string;
}
const answer = (res: LightMyRequestResponse) => res.json<Answer>();

const password = 'a long password';
const signupBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Amaka Eze',
  email: randomEmail(),
  password,
  ...extra,
});

/** A different 6-digit code than the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(dbKinds)('accounts on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const signup = (payload: object) => post('/api/signup', payload);
  const login = (email: string, pass: string) =>
    post('/api/login/email', { email, password: pass });
  const profileStatus = async (token: string) =>
    (await t.app.inject({ url: '/api/user/profile', headers: bearer(token) })).statusCode;
  const userRow = async (email: string) => {
    const [row] = await t.database.rows<{
      id: string;
      email: string;
      phone_e164: string | null;
      nin_encrypted: string | null;
      email_verified_at: unknown;
      identity_verified_at: unknown;
      json: string;
    }>(
      sql`select u.*, row_to_json(u)::text as json from users u where lower(email) = lower(${email})`,
    );
    return row;
  };

  /** First signup call with phone and NIN; answers the code the SMS carried. */
  async function requestSignupCode(body: Record<string, unknown>, phoneE164: string) {
    const res = await signup(body);
    expect(res.statusCode).toBe(202);
    expect(answer(res).message).toContain('Two factor');
    const code = codeIn(await lastSmsTo(t.app, phoneE164));
    if (!code) throw new Error('no code in the SMS outbox');
    return code;
  }

  describe('signup', () => {
    it('creates an account without phone and NIN and mails a link that verifies the email once', async () => {
      const before = await countUsers(t.app);
      const body = signupBody();
      const res = await signup(body);
      expect(res.statusCode).toBe(201);
      expect(answer(res).message).toContain('User created successfully');
      expect(await countUsers(t.app)).toBe(before + 1);
      expect((await userRow(body.email))?.email_verified_at).toBeNull();

      const [mail, ...more] = await mailsTo(t.app, body.email);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe('Verify your email for CivicNG');
      expect(mail?.text).toContain('Hello Amaka Eze');
      const token = linkToken(t.app, mail?.text ?? '', 'verify-email');

      const first = await t.app.inject(`/api/verify-email/${token}`);
      expect(first.statusCode).toBe(200);
      expect(answer(first).message).toBe('Email verified successfully');
      expect((await userRow(body.email))?.email_verified_at).not.toBeNull();

      const again = await t.app.inject(`/api/verify-email/${token}`);
      expect(again.statusCode).toBe(400);
      expect(answer(again).message).toBe('This verification link is invalid or has expired.');

      const loggedIn = await login(body.email, password);
      expect(loggedIn.statusCode).toBe(200);
    });

    it('refuses an unknown or expired verification link', async () => {
      const unknown = await t.app.inject('/api/verify-email/not-a-real-token');
      expect(unknown.statusCode).toBe(400);
      expect(answer(unknown).message).toBe('This verification link is invalid or has expired.');

      const body = signupBody();
      expect((await signup(body)).statusCode).toBe(201);
      const [mail] = await mailsTo(t.app, body.email);
      const token = linkToken(t.app, mail?.text ?? '', 'verify-email');
      const user = await userRow(body.email);
      await t.database.rows(
        sql`update one_time_tokens set expires_at = now() - interval '1 minute' where user_id = ${user?.id ?? ''}`,
      );
      const expired = await t.app.inject(`/api/verify-email/${token}`);
      expect(expired.statusCode).toBe(400);
      expect(answer(expired).message).toBe('This verification link is invalid or has expired.');
      expect((await userRow(body.email))?.email_verified_at).toBeNull();
    });

    it('keeps emails unique whatever their case, answering as for a new account', async () => {
      const local = `ngozi.${randomNin()}`;
      const first = await signup(signupBody({ email: `${local}@Example.NG` }));
      expect(first.statusCode).toBe(201);
      expect((await userRow(`${local}@example.ng`))?.email).toBe(`${local}@example.ng`);
      const before = await countUsers(t.app);

      // The answer does not tell that the address is taken; its owner is told by mail.
      const again = await signup(signupBody({ email: `${local.toUpperCase()}@example.ng` }));
      expect(again.statusCode).toBe(201);
      expect(answer(again).message).toBe(answer(first).message);
      const notices = async () =>
        (await mailsTo(t.app, `${local}@example.ng`)).filter((m) =>
          m.subject.startsWith('Someone tried to sign up'),
        );
      expect(await notices()).toHaveLength(1);

      // Also when phone and NIN come along: the code goes to the phone on record, as for anyone.
      const { phone, nin } = await registerPerson(t.app);
      const withId = signupBody({ email: `${local}@example.ng`, phone_number: phone.local, nin });
      const code = await requestSignupCode(withId, phone.e164);
      const done = await signup({ ...withId, two_factor_code: code });
      expect(done.statusCode).toBe(201);
      expect(answer(done).message).toBe(answer(first).message);
      expect(await notices()).toHaveLength(2);
      expect(await countUsers(t.app)).toBe(before);
    });

    it.each([
      [
        'a password under 8 characters',
        { password: 'short' },
        'Password must be at least 8 characters',
      ],
      ['an email that is not one', { email: 'not-an-email' }, 'Enter a valid email address'],
      ['no name', { name: undefined }, 'name'],
      ['a blank name', { name: '   ' }, 'Name is required'],
      ['no password', { password: undefined }, 'password'],
      [
        'a phone number without NIN',
        { phone_number: '08031234567' },
        'Enter both your phone number and NIN, or leave both empty.',
      ],
      [
        'a NIN without phone number',
        { nin: '12345678901' },
        'Enter both your phone number and NIN, or leave both empty.',
      ],
      [
        'a phone number that is not a Nigerian mobile',
        { phone_number: '12345', nin: '12345678901' },
        'Enter a valid Nigerian mobile number',
      ],
      [
        'a foreign mobile number',
        { phone_number: '+447911123456', nin: '12345678901' },
        'Enter a valid Nigerian mobile number',
      ],
      [
        'a NIN of 10 digits',
        { phone_number: '08031234567', nin: '1234567890' },
        'NIN must be exactly 11 digits.',
      ],
      [
        'a NIN of 12 digits',
        { phone_number: '08031234567', nin: '123456789012' },
        'NIN must be exactly 11 digits.',
      ],
      [
        'a NIN with letters',
        { phone_number: '08031234567', nin: '1234567890A' },
        'NIN must be exactly 11 digits.',
      ],
    ])('refuses %s with 400 and says why, creating nothing', async (_case, change, reason) => {
      const before = await countUsers(t.app);
      const body = signupBody(change);
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(answer(res).message).toContain(reason);
      expect(await countUsers(t.app)).toBe(before);
      expect(await lastSmsTo(t.app, '+2348031234567')).toBeUndefined();
    });

    it.each([
      ['080…', (local: string) => local],
      [
        '080… with spaces and dashes',
        (l: string) => `${l.slice(0, 4)} ${l.slice(4, 7)}-${l.slice(7)}`,
      ],
      ['+234…', (local: string) => `+234${local.slice(1)}`],
      ['234…', (local: string) => `234${local.slice(1)}`],
    ])('accepts a phone number written %s and stores it as E.164', async (_form, write) => {
      const { phone, nin } = await registerPerson(t.app);
      const body = signupBody({ phone_number: write(phone.local), nin });
      const code = await requestSignupCode(body, phone.e164);
      const res = await signup({ ...body, two_factor_code: code });
      expect(res.statusCode).toBe(201);
      expect((await userRow(body.email))?.phone_e164).toBe(phone.e164);
    });

    it('with phone and NIN, creates a verified account once the SMS code is given', async () => {
      const before = await countUsers(t.app);
      const { phone, nin } = await registerPerson(t.app);
      const body = signupBody({ name: 'Chidi Okeke', phone_number: phone.local, nin });
      const code = await requestSignupCode(body, phone.e164);
      // Nothing exists until the code comes back, and the code is kept only as a keyed hash.
      expect(await countUsers(t.app)).toBe(before);
      const codes = await t.database.rows<{ code_hash: string; json: string }>(
        sql`select code_hash, row_to_json(c)::text as json from two_factor_codes c`,
      );
      expect(codes.length).toBeGreaterThan(0);
      for (const row of codes) {
        expect(row.code_hash).not.toBe(code);
        expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.json).not.toContain(phone.e164);
        expect(row.json).not.toContain(nin);
      }

      const res = await signup({ ...body, two_factor_code: code });
      expect(res.statusCode).toBe(201);
      expect(answer(res).message).toContain('User created successfully');
      expect(await countUsers(t.app)).toBe(before + 1);

      const row = await userRow(body.email);
      expect(row?.identity_verified_at).not.toBeNull();
      expect(row?.nin_encrypted).toBeTruthy();
      expect(row?.nin_encrypted).not.toBe(nin);
      expect(row?.json).not.toContain(nin);

      const loggedIn = await login(body.email, password);
      const token = loggedIn.json<LoginAnswer>().access_token;
      const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(token) });
      expect(profile.json()).toEqual({
        name: 'Chidi Okeke',
        email: body.email,
        phoneNumber: phone.e164,
        nin: `*******${nin.slice(-4)}`,
        sso: [],
        verified: true,
        language: 'en',
        votingPin: false,
      });
      // The verification mail goes out too.
      expect(await mailsTo(t.app, body.email)).toHaveLength(1);
    });

    it('refuses wrong codes, locks the code after five, and a new code then works', async () => {
      const before = await countUsers(t.app);
      const { phone, nin } = await registerPerson(t.app);
      const body = signupBody({ phone_number: phone.local, nin });
      const code = await requestSignupCode(body, phone.e164);

      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const res = await signup({ ...body, two_factor_code: wrongCode(code) });
        expect(res.statusCode).toBe(400);
        expect(answer(res).message).toBe(
          'Two factor code is incorrect. Check the SMS and try again.',
        );
      }
      const fifth = await signup({ ...body, two_factor_code: wrongCode(code) });
      expect(fifth.statusCode).toBe(400);
      expect(answer(fifth).message).toContain('too many attempts');
      // Locked: even the right code no longer works.
      const right = await signup({ ...body, two_factor_code: code });
      expect(right.statusCode).toBe(400);
      expect(answer(right).message).toContain('Two factor code');
      expect(await countUsers(t.app)).toBe(before);
      expect(await userRow(body.email)).toBeUndefined();

      const fresh = await requestSignupCode(body, phone.e164);
      const created = await signup({ ...body, two_factor_code: fresh });
      expect(created.statusCode).toBe(201);
      expect(await countUsers(t.app)).toBe(before + 1);
    });

    it('refuses a code that was never requested or has expired', async () => {
      const before = await countUsers(t.app);
      const { phone, nin } = await registerPerson(t.app);
      const body = signupBody({ phone_number: phone.local, nin });

      const never = await signup({ ...body, two_factor_code: '123456' });
      expect(never.statusCode).toBe(400);
      expect(answer(never).message).toContain('Two factor code has expired or was not requested');

      const code = await requestSignupCode(body, phone.e164);
      await t.database.rows(
        sql`update two_factor_codes set expires_at = now() - interval '1 second'
            where id = (select id from two_factor_codes order by created_at desc limit 1)`,
      );
      const expired = await signup({ ...body, two_factor_code: code });
      expect(expired.statusCode).toBe(400);
      expect(answer(expired).message).toContain('Two factor code has expired or was not requested');
      expect(await countUsers(t.app)).toBe(before);
    });

    it('binds the code to the details it was sent for', async () => {
      const before = await countUsers(t.app);
      const { phone, nin } = await registerPerson(t.app);
      const body = signupBody({ phone_number: phone.local, nin });
      const code = await requestSignupCode(body, phone.e164);
      // A second person whose NIN is registered with the same phone.
      const other = await registerPerson(t.app, { phone });
      const otherNin = await signup({ ...body, nin: other.nin, two_factor_code: code });
      expect(otherNin.statusCode).toBe(400);
      expect(answer(otherNin).message).toContain('Two factor code');
      const otherEmail = await signup({ ...body, email: randomEmail(), two_factor_code: code });
      expect(otherEmail.statusCode).toBe(400);
      expect(await countUsers(t.app)).toBe(before);
    });

    it('answers a NIN already linked to an account as a new sign-up, and mails its owner', async () => {
      const owner = await createUser(t.app, { verified: true });
      const { phone } = await registerPerson(t.app, { nin: owner.nin });
      const before = await countUsers(t.app);
      const body = signupBody({ phone_number: phone.local, nin: owner.nin });
      const code = await requestSignupCode(body, phone.e164);
      const res = await signup({ ...body, two_factor_code: code });
      expect(res.statusCode).toBe(201);
      expect(answer(res).message).toContain('User created successfully');
      expect(await countUsers(t.app)).toBe(before);
      expect(await userRow(body.email)).toBeUndefined();
      const [notice] = await mailsTo(t.app, owner.email);
      expect(notice?.subject).toContain('Someone tried to sign up');
      expect(notice?.text).toContain('the NIN linked to your account');
    });

    it('creates nothing when the NIN was taken by another sign-up meanwhile', async () => {
      const { phone, nin } = await registerPerson(t.app);
      const slow = signupBody({ phone_number: phone.local, nin });
      const slowCode = await requestSignupCode(slow, phone.e164);

      const fast = signupBody({ phone_number: phone.local, nin });
      const fastCode = await requestSignupCode(fast, phone.e164);
      expect((await signup({ ...fast, two_factor_code: fastCode })).statusCode).toBe(201);
      const before = await countUsers(t.app);

      const res = await signup({ ...slow, two_factor_code: slowCode });
      expect(res.statusCode).toBe(201);
      expect(await countUsers(t.app)).toBe(before);
      expect(await userRow(slow.email)).toBeUndefined();
      expect((await mailsTo(t.app, fast.email)).map((m) => m.subject)).toContainEqual(
        expect.stringContaining('Someone tried to sign up'),
      );
    });

    // Needs a second connection holding the row, which PGlite's single connection cannot give.
    it.runIf(kind === 'postgres')(
      'mails the owner, not the NIN, when the email is taken while the code is being checked',
      async () => {
        const { phone, nin } = await registerPerson(t.app);
        const body = signupBody({ phone_number: phone.local, nin });
        const code = await requestSignupCode(body, phone.e164);

        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        let holding = () => {};
        const held = new Promise<void>((resolve) => (holding = resolve));
        // Another signup with the same email, committed only once ours is waiting on it.
        const other = t.database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into users (name, email) values ('Other', ${body.email})`);
          holding();
          await released;
        });
        await held;
        const pending = signup({ ...body, two_factor_code: code });
        for (let i = 0; ; i += 1) {
          const waiting = await t.database.rows(
            sql`select 1 from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (waiting.length > 0) break;
          if (i > 200) throw new Error('the signup never waited on the other row');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        release();
        await other;

        const res = await pending;
        expect(res.statusCode).toBe(201);
        expect((await mailsTo(t.app, body.email)).map((m) => m.subject)).toEqual([
          expect.stringContaining('Someone tried to sign up'),
        ]);
      },
    );
  });

  describe('login and logout', () => {
    it('answers a token, a message and the role, whatever the case of the email', async () => {
      const user = await createUser(t.app);
      const res = await login(user.email.toUpperCase(), user.password);
      expect(res.statusCode).toBe(200);
      const body = res.json<LoginAnswer>();
      expect(body.message).toBe('Login successful');
      expect(body.role).toBe('user');
      expect(await profileStatus(body.access_token)).toBe(200);
    });

    it('answers role admin for an administrator', async () => {
      const admin = await createUser(t.app, { admin: true });
      const res = await login(admin.email, admin.password);
      expect(res.statusCode).toBe(200);
      expect(res.json<LoginAnswer>().role).toBe('admin');
    });

    it('answers a wrong password and an unknown email the same way: 401', async () => {
      const user = await createUser(t.app);
      const wrong = await login(user.email, 'not the password');
      const unknown = await login(randomEmail('nobody'), user.password);
      expect(wrong.statusCode).toBe(401);
      expect(answer(wrong).message).toBe('Invalid email or password');
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).not.toHaveProperty('access_token');
    });

    it.each([
      ['no email', { password: 'whatever it is' }, 'email'],
      ['no password', { email: 'ada@example.ng' }, 'password'],
      ['an empty password', { email: 'ada@example.ng', password: '' }, 'Password is required'],
      ['an empty email', { email: '', password: 'whatever it is' }, 'Email is required'],
    ])('needs email and password: %s gives 400', async (_case, payload, reason) => {
      const res = await post('/api/login/email', payload);
      expect(res.statusCode).toBe(400);
      expect(answer(res).message).toContain(reason);
    });

    it('logout ends that session at once, and only that one', async () => {
      const user = await createUser(t.app);
      const other = (await login(user.email, user.password)).json<LoginAnswer>().access_token;
      const res = await t.app.inject({ url: '/api/logout', headers: bearer(user.token) });
      expect(res.statusCode).toBe(200);
      expect(answer(res).message).toBe('Logged out');

      const after = await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) });
      expect(after.statusCode).toBe(401);
      expect(answer(after).message).toBe('Please log in to continue.');
      expect(await profileStatus(other)).toBe(200);
      const twice = await t.app.inject({ url: '/api/logout', headers: bearer(user.token) });
      expect(twice.statusCode).toBe(401);
    });

    it('logout without a token gives 401', async () => {
      const res = await t.app.inject('/api/logout');
      expect(res.statusCode).toBe(401);
      expect(answer(res).message).toBe('Please log in to continue.');
    });
  });

  describe('forgotten password', () => {
    const forgot = (email: string) => post('/api/forget-password-email', { email });
    const reset = (token: string, newPassword: string, confirm = newPassword) =>
      post('/api/reset-password', {
        token,
        new_password: newPassword,
        confirm_new_password: confirm,
      });
    async function resetToken(email: string, count = 1) {
      const mail = await waitForMailTo(t.app, email, count);
      return linkToken(t.app, mail.text, 'reset-password');
    }

    it('answers the same for a known and an unknown email, and mails only the known one', async () => {
      const user = await createUser(t.app);
      const nobody = randomEmail('nobody');
      const unknown = await forgot(nobody);
      const known = await forgot(user.email.toUpperCase());
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(answer(known).message).toContain('password reset link has been sent');

      const mail = await waitForMailTo(t.app, user.email);
      expect(mail.subject).toBe('Reset your CivicNG password');
      expect(mail.text).toContain(`${t.app.config.publicUrl}/reset-password/`);
      expect(await mailsTo(t.app, nobody)).toHaveLength(0);
    });

    it('sets the new password once, ends every session, and only the new password logs in', async () => {
      const user = await createUser(t.app);
      const second = (await login(user.email, user.password)).json<LoginAnswer>().access_token;
      expect((await forgot(user.email)).statusCode).toBe(200);
      const token = await resetToken(user.email);

      // Mistakes in the form do not use the link up.
      const mismatch = await reset(token, 'new password 1', 'new password 2');
      expect(mismatch.statusCode).toBe(400);
      expect(answer(mismatch).message).toBe('The two passwords do not match.');
      const short = await reset(token, 'short');
      expect(short.statusCode).toBe(400);
      expect(answer(short).message).toContain('Password must be at least 8 characters');
      expect(await profileStatus(user.token)).toBe(200);

      const done = await reset(token, 'my new password');
      expect(done.statusCode).toBe(200);
      expect(answer(done).message).toBe('Password Reset successful');
      expect(await profileStatus(user.token)).toBe(401);
      expect(await profileStatus(second)).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'my new password')).statusCode).toBe(200);

      const again = await reset(token, 'another password');
      expect(again.statusCode).toBe(400);
      expect(answer(again).message).toBe('This password reset link is invalid or has expired.');
      expect((await login(user.email, 'my new password')).statusCode).toBe(200);
    });

    it('refuses an expired link and leaves the password unchanged', async () => {
      const user = await createUser(t.app);
      await forgot(user.email);
      const token = await resetToken(user.email);
      await t.database.rows(
        sql`update one_time_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id} and purpose = 'password_reset'`,
      );
      const res = await reset(token, 'my new password');
      expect(res.statusCode).toBe(400);
      expect(answer(res).message).toBe('This password reset link is invalid or has expired.');
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      expect(await profileStatus(user.token)).toBe(200);
    });

    it('a newer link replaces the older one; an unknown token is refused', async () => {
      const user = await createUser(t.app);
      await forgot(user.email);
      const older = await resetToken(user.email, 1);
      await forgot(user.email);
      const newer = await resetToken(user.email, 2);
      expect((await reset(older, 'my new password')).statusCode).toBe(400);
      expect((await reset('no-such-token', 'my new password')).statusCode).toBe(400);
      expect((await reset(newer, 'my new password')).statusCode).toBe(200);
    });
  });
});
