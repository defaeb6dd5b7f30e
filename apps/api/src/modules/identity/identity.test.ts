import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/databases.js';
import {
  bearer,
  codeIn,
  createUser,
  lastSmsTo,
  randomEmail,
  randomNin,
  randomPhone,
  registerPerson,
  type TestUser,
  useTestApp,
} from '../../test/factories.js';

interface Answer {
  message: string;
  redirect?: string;
}
const answer = (res: LightMyRequestResponse) => res.json<Answer>();

describe.each(dbKinds)('identity verification on %s', (kind) => {
  const t = useTestApp(kind);

  const verify = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verify/user',
      payload,
      headers: token ? bearer(token) : {},
    });
  const profile = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) })).json<{
      phoneNumber: string | null;
      nin: string | null;
    }>();
  const userRow = async (id: string) => {
    const [row] = await t.database.rows<{ identity_verified_at: unknown; json: string }>(
      sql`select u.identity_verified_at, row_to_json(u)::text as json from users u where id = ${id}`,
    );
    return row;
  };

  async function requestCode(user: TestUser, details: { phone_number: string; nin: string }) {
    const res = await verify(user.token, details);
    expect(res.statusCode).toBe(202);
    expect(answer(res).message).toContain('Two factor');
    return res;
  }

  it('needs a valid session: 401 without a token or with a bad one', async () => {
    const details = { phone_number: '08031234567', nin: '12345678901' };
    for (const token of [undefined, 'not-a-token']) {
      const res = await verify(token, details);
      expect(res.statusCode).toBe(401);
      expect(answer(res).message).toBe('Please log in to continue.');
    }
  });

  it('sends an SMS code, then verifies the account with it', async () => {
    const user = await createUser(t.app);
    const { phone, nin } = await registerPerson(t.app);
    await requestCode(user, { phone_number: phone.local, nin });
    const code = codeIn(await lastSmsTo(t.app, phone.e164));
    expect(code).toMatch(/^\d{6}$/);
    expect((await userRow(user.id))?.identity_verified_at).toBeNull();
    expect((await profile(user)).nin).toBeNull();

    const res = await verify(user.token, { phone_number: phone.local, nin, two_factor_code: code });
    expect(res.statusCode).toBe(200);
    expect(answer(res).message).toBe('User verified successfully');
    expect(answer(res).redirect).toBeUndefined();

    const row = await userRow(user.id);
    expect(row?.identity_verified_at).not.toBeNull();
    expect(row?.json).not.toContain(nin);
    expect(await profile(user)).toMatchObject({
      phoneNumber: phone.e164,
      nin: `*******${nin.slice(-4)}`,
    });
  });

  it('refuses a wrong code and leaves the account unverified', async () => {
    const user = await createUser(t.app);
    const { phone, nin } = await registerPerson(t.app);
    const details = { phone_number: `+234${phone.local.slice(1)}`, nin };
    await requestCode(user, details);
    const code = codeIn(await lastSmsTo(t.app, phone.e164)) ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await verify(user.token, { ...details, two_factor_code: wrong });
    expect(res.statusCode).toBe(400);
    expect(answer(res).message).toBe('Two factor code is incorrect. Check the SMS and try again.');
    expect((await userRow(user.id))?.identity_verified_at).toBeNull();
    // The code of one account does not verify another.
    const other = await createUser(t.app);
    const stolen = await verify(other.token, { ...details, two_factor_code: code });
    expect(stolen.statusCode).toBe(400);
    expect((await userRow(other.id))?.identity_verified_at).toBeNull();
  });

  it('answers 409 to an account that is already verified', async () => {
    const user = await createUser(t.app, { verified: true });
    const phone = randomPhone();
    const res = await verify(user.token, { phone_number: phone.local, nin: randomNin() });
    expect(res.statusCode).toBe(409);
    expect(answer(res).message).toBe('Your account is already verified.');
    expect(await lastSmsTo(t.app, phone.e164)).toBeUndefined();
  });

  it('answers a NIN linked to another account as a free one: no code, a notice to the phone', async () => {
    const owner = await createUser(t.app, { verified: true });
    const user = await createUser(t.app);
    const { phone } = await registerPerson(t.app, { nin: owner.nin });
    const res = await verify(user.token, { phone_number: phone.local, nin: owner.nin ?? '' });
    expect(res.statusCode).toBe(202);
    expect(answer(res).message).toBe(
      'Two factor code sent to your phone. Enter it to verify your account.',
    );
    const notice = await lastSmsTo(t.app, phone.e164);
    expect(notice).toContain('tried to link your NIN to another');
    expect(codeIn(notice)).toBeUndefined();
  });

  it('answers 409 when the NIN was linked to someone else while the code was on its way', async () => {
    const user = await createUser(t.app);
    const { phone, nin } = await registerPerson(t.app);
    await requestCode(user, { phone_number: phone.local, nin });
    const code = codeIn(await lastSmsTo(t.app, phone.e164));

    // The same person signs up afresh with the same NIN first.
    const otherPhone = phone;
    const signup = {
      name: 'Other Person',
      email: randomEmail(),
      password: 'a long password',
      phone_number: otherPhone.local,
      nin,
    };
    await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
    const signupCode = codeIn(await lastSmsTo(t.app, otherPhone.e164));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...signup, two_factor_code: signupCode },
    });
    expect(created.statusCode).toBe(201);

    const res = await verify(user.token, { phone_number: phone.local, nin, two_factor_code: code });
    expect(res.statusCode).toBe(409);
    expect(answer(res).message).toBe('This NIN is already linked to another account.');
    expect((await userRow(user.id))?.identity_verified_at).toBeNull();
  });

  it('refuses a NIN that is not in the identity register, sending no code', async () => {
    const user = await createUser(t.app);
    const phone = randomPhone();
    const res = await verify(user.token, { phone_number: phone.local, nin: randomNin() });
    expect(res.statusCode).toBe(400);
    expect(answer(res).message).toBe(
      'We could not find this NIN in the national identity register. Check the number and try again.',
    );
    expect(await lastSmsTo(t.app, phone.e164)).toBeUndefined();
  });

  it('sends the code only to the phone on record: another phone is refused', async () => {
    const user = await createUser(t.app);
    const { phone, nin } = await registerPerson(t.app);
    const mine = randomPhone();
    const res = await verify(user.token, { phone_number: mine.local, nin });
    expect(res.statusCode).toBe(400);
    expect(answer(res).message).toContain('not the one on record for this NIN');
    expect(await lastSmsTo(t.app, mine.e164)).toBeUndefined();
    expect(await lastSmsTo(t.app, phone.e164)).toBeUndefined();
  });

  it('verifies with a virtual NIN, keyed by the NIN on record', async () => {
    const user = await createUser(t.app);
    const vnin = `AB${randomNin()}CDE`;
    const { phone, nin } = await registerPerson(t.app, { vnin });
    await requestCode(user, { phone_number: phone.local, nin: vnin.toLowerCase() });
    const code = codeIn(await lastSmsTo(t.app, phone.e164));
    const res = await verify(user.token, {
      phone_number: phone.local,
      nin: vnin,
      two_factor_code: code,
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(user)).nin).toBe(`*******${nin.slice(-4)}`);
  });

  it.each([
    [
      'a phone number too short',
      { phone_number: '0803123', nin: '12345678901' },
      'Nigerian mobile',
    ],
    [
      'a foreign phone number',
      { phone_number: '+14155552671', nin: '12345678901' },
      'Nigerian mobile',
    ],
    ['a NIN of 10 digits', { phone_number: '08031234567', nin: '1234567890' }, '11 digits'],
    ['a NIN of 12 digits', { phone_number: '08031234567', nin: '123456789012' }, '11 digits'],
    ['a NIN with letters', { phone_number: '08031234567', nin: '12345x78901' }, '11 digits'],
    ['no phone number', { nin: '12345678901' }, 'phone_number'],
    ['no NIN', { phone_number: '08031234567' }, 'nin'],
    ['a blank NIN', { phone_number: '08031234567', nin: '  ' }, 'NIN is required'],
  ])('refuses %s with 400 and says why', async (_case, payload, reason) => {
    const user = await createUser(t.app);
    const res = await verify(user.token, payload);
    expect(res.statusCode).toBe(400);
    expect(answer(res).message).toContain(reason);
    expect((await userRow(user.id))?.identity_verified_at).toBeNull();
  });
});
