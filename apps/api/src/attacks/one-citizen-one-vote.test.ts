import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { dbKinds } from '../test/databases.js';
import {
  bearer,
  codeIn,
  createUser,
  lastSmsTo,
  mailsTo,
  randomEmail,
  randomPhone,
  registerPerson,
  type RegisteredPerson,
  type TestUser,
  useTestApp,
} from '../test/factories.js';
import { closePoll, createPoll, vote } from '../test/polls.js';

// A hostile review's findings 1, 2, 10a, 11 (drafts, admins) and 12, each written as the attack.

const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

async function post(app: App, url: string, payload: object, token?: string) {
  return app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
}

/** Signs up with e-mail and password only, and logs in. */
async function signUpPlain(app: App, email = randomEmail('attack')): Promise<TestUser> {
  const password = 'a long enough password';
  expect((await post(app, '/api/signup', { name: 'Ada Obi', email, password })).statusCode).toBe(
    201,
  );
  const login = await post(app, '/api/login/email', { email, password });
  expect(login.statusCode).toBe(200);
  return { id: '', email, password, token: login.json<{ access_token: string }>().access_token };
}

/** Verifies an account as the holder of the person's phone would: both steps, code from the SMS. */
async function verifyAs(app: App, user: TestUser, person: RegisteredPerson, nin = person.nin) {
  const details = { phone_number: person.phone.local, nin };
  const first = await post(app, '/api/verify/user', details, user.token);
  if (first.statusCode !== 202) return first;
  const code = codeIn(await lastSmsTo(app, person.phone.e164));
  return post(app, '/api/verify/user', { ...details, two_factor_code: code }, user.token);
}

describe.each(dbKinds)('one citizen, one vote, attacked on %s', (kind) => {
  const t = useTestApp(kind);

  it('finding 1: one phone cannot verify five accounts with invented NINs', async () => {
    const attackerPhone = randomPhone();
    let verified = 0;
    for (let i = 1; i <= 5; i += 1) {
      const account = await signUpPlain(t.app);
      const invented = `1111111111${i}`;
      const details = { phone_number: attackerPhone.local, nin: invented };
      const asked = await post(t.app, '/api/verify/user', details, account.token);
      expect(asked.statusCode).toBe(400);
      expect(message(asked)).toContain('could not find this NIN');
      // Even a guessed code gets nowhere: no code was ever sent.
      const guessed = await post(
        t.app,
        '/api/verify/user',
        { ...details, two_factor_code: '123456' },
        account.token,
      );
      if (guessed.statusCode === 200) verified += 1;
      const live = await t.app.inject({ url: '/api/polls/active', headers: bearer(account.token) });
      if (live.statusCode === 200) verified += 1;
    }
    expect(verified).toBe(0);
    expect(await lastSmsTo(t.app, attackerPhone.e164)).toBeUndefined();
  });

  it('finding 1: a real NIN cannot be squatted by someone without the phone on record', async () => {
    const owner = await registerPerson(t.app);
    const squatter = await signUpPlain(t.app);
    const attackerPhone = randomPhone();
    const squat = await post(
      t.app,
      '/api/verify/user',
      { phone_number: attackerPhone.local, nin: owner.nin },
      squatter.token,
    );
    expect(squat.statusCode).toBe(400);
    expect(message(squat)).toContain('not the one on record');
    expect(await lastSmsTo(t.app, attackerPhone.e164)).toBeUndefined();
    // The owner, holding the phone on record, still verifies.
    const ownerAccount = await signUpPlain(t.app);
    expect((await verifyAs(t.app, ownerAccount, owner)).statusCode).toBe(200);
  });

  it('finding 2: delete the account, sign up again with the same NIN: no second ballot', async () => {
    const admin = await createUser(t.app, { admin: true, verified: true });
    const pollId = await createPoll(t.app, admin);
    const person = await registerPerson(t.app);
    const email = randomEmail('revoter');

    const ballots: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const account = await signUpPlain(t.app, email);
      expect((await verifyAs(t.app, account, person)).statusCode).toBe(200);
      const ballot = await vote(t.app, account, pollId, 'Yes');
      ballots.push(ballot.statusCode);
      if (round > 0) expect(message(ballot)).toBe('You have already voted in this poll');
      expect(
        (await t.app.inject({ url: '/api/user/delete', headers: bearer(account.token) }))
          .statusCode,
      ).toBe(200);
    }
    expect(ballots).toEqual([200, 409, 409]);
    await closePoll(t.app, admin, pollId);
    const receipts = await t.app.inject(`/api/polls/${pollId}/receipts`);
    expect(receipts.json<{ ballots: unknown[] }>().ballots).toHaveLength(1);
  });

  it('finding 12: the public receipts show codes and totals, never a choice beside a code', async () => {
    const admin = await createUser(t.app, { admin: true, verified: true });
    const options = [{ title: 'Drainage first' }, { title: 'Roads first' }];
    const pollId = await createPoll(t.app, admin, { options });
    const voter = await createUser(t.app, { verified: true });
    const cast = await vote(t.app, voter, pollId, 'Roads first');
    expect(cast.statusCode).toBe(200);
    const { receipt_code: code, choices } = cast.json<{
      receipt_code: string;
      choices: string[];
    }>();
    // The voter sees their own choice once, as they cast it.
    expect(choices).toEqual(['Roads first']);

    await closePoll(t.app, admin, pollId, { options });
    const receipts = await t.app.inject(`/api/polls/${pollId}/receipts`);
    expect(receipts.statusCode).toBe(200);
    const body = receipts.json<{ ballots: Record<string, unknown>[] }>();
    const mine = body.ballots.find((b) => b.receipt_code === code);
    expect(mine).toEqual({ receipt_code: code });
    // Nothing in the list pairs the code with what it chose.
    expect(JSON.stringify(body.ballots)).not.toContain('Roads first');
  });

  it('finding 11: a draft is a 404 to a voter, exactly like a missing poll', async () => {
    const admin = await createUser(t.app, { admin: true, verified: true });
    const draft = await createPoll(t.app, admin, { status: 'draft' });
    const scheduled = await createPoll(t.app, admin, {
      start_date: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const voter = await createUser(t.app, { verified: true });
    const missing = await vote(t.app, voter, 999_999, 'Yes');
    for (const pollId of [draft, scheduled]) {
      const res = await vote(t.app, voter, pollId, 'Yes');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('finding 11: an administrator votes only once verified', async () => {
    const admin = await createUser(t.app, { admin: true });
    const pollId = await createPoll(t.app, admin);
    const res = await vote(t.app, admin, pollId, 'Yes');
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe('Please verify your account with your phone number and NIN.');
    const verifiedAdmin = await createUser(t.app, { admin: true, verified: true });
    expect((await vote(t.app, verifiedAdmin, pollId, 'Yes')).statusCode).toBe(200);
  });

  it('finding 10: sign-up does not tell whether an e-mail or a NIN is registered', async () => {
    const owner = await createUser(t.app, { verified: true });
    const ownerPerson = await registerPerson(t.app, { nin: owner.nin });
    const stranger = await registerPerson(t.app);
    const base = { name: 'Probe Person', password: 'a long enough password' };

    const taken = await post(t.app, '/api/signup', { ...base, email: owner.email });
    const fresh = await post(t.app, '/api/signup', { ...base, email: randomEmail('fresh') });
    expect([taken.statusCode, taken.json()]).toEqual([fresh.statusCode, fresh.json()]);

    const withNin = (person: RegisteredPerson) => ({
      ...base,
      email: randomEmail('probe'),
      phone_number: person.phone.local,
      nin: person.nin,
    });
    const ninTaken = await post(t.app, '/api/signup', withNin(ownerPerson));
    const ninFree = await post(t.app, '/api/signup', withNin(stranger));
    expect([ninTaken.statusCode, ninTaken.json()]).toEqual([ninFree.statusCode, ninFree.json()]);
    // The owner hears of it instead.
    const notices = (await mailsTo(t.app, owner.email)).map((m) => m.subject);
    expect(notices).toContainEqual(expect.stringContaining('Someone tried to sign up'));
  });
});
