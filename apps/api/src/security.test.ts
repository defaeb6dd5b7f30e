import { describe, expect, it } from 'vitest';
import type { App } from './app.js';
import { createTestApp } from './test/app.js';
import { createTestDatabase, dbKinds } from './test/databases.js';
import {
  bearer,
  codeIn,
  lastSmsTo,
  linkToken,
  randomEmail,
  registerPerson,
  waitForMailTo,
} from './test/factories.js';

describe.each(dbKinds)('security on %s', (kind) => {
  it('sends HSTS only over TLS, here through a trusted proxy', async () => {
    const database = await createTestDatabase(kind);
    const app = await createTestApp(database, { TRUST_PROXY: 'true' });
    try {
      const tls = await app.inject({
        url: '/api/config',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await app.inject('/api/config');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(plain.headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
      expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(plain.headers['referrer-policy']).toBe('no-referrer');
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('never writes a token, code, password, phone number or NIN to the log', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase(kind);
    const app = await createTestApp(
      database,
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const secrets = await walkThroughEveryCredential(app);
      const log = lines.join('');
      // The log is not empty: requests are logged, by route pattern.
      expect(log).toContain('"route":"/api/verify-email/:token"');
      expect(log).toContain('"route":"/api/login/email"');
      for (const [what, value] of Object.entries(secrets)) {
        expect(log.includes(value), `${what} appears in the log`).toBe(false);
      }
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

/** Signs a citizen up and through every step that carries a secret; returns the secrets seen. */
async function walkThroughEveryCredential(app: App): Promise<Record<string, string>> {
  const email = randomEmail('logs');
  const password = 'a secret passphrase 1';
  const newPassword = 'another secret passphrase 2';
  const { phone, nin } = await registerPerson(app);
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  expect((await post('/api/signup', { name: 'Ada Obi', email, password })).statusCode).toBe(201);
  const verifyToken = linkToken(app, (await waitForMailTo(app, email)).text, 'verify-email');
  expect((await app.inject(`/api/verify-email/${verifyToken}`)).statusCode).toBe(200);
  // A forged token in the path of a failing request is not logged either.
  const forged = `${verifyToken.slice(0, -6)}forged`;
  expect((await app.inject(`/api/verify-email/${forged}`)).statusCode).toBe(400);

  const login = await post('/api/login/email', { email, password });
  const accessToken = login.json<{ access_token: string }>().access_token;
  const identity = { phone_number: phone.local, nin };
  expect((await post('/api/verify/user', identity, accessToken)).statusCode).toBe(202);
  const code = codeIn(await lastSmsTo(app, phone.e164)) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const verified = await post(
    '/api/verify/user',
    { ...identity, two_factor_code: code },
    accessToken,
  );
  expect(verified.statusCode).toBe(200);
  // A citizen who types their NIN into a search keeps it out of the log too.
  await app.inject({ url: `/api/fact-check?query=${nin}`, headers: bearer(accessToken) });
  await app.inject({ url: '/api/user/profile', headers: bearer(`${accessToken}x`) });

  expect((await post('/api/forget-password-email', { email })).statusCode).toBe(200);
  const resetToken = linkToken(app, (await waitForMailTo(app, email, 2)).text, 'reset-password');
  const reset = await post('/api/reset-password', {
    token: resetToken,
    new_password: newPassword,
    confirm_new_password: newPassword,
  });
  expect(reset.statusCode).toBe(200);
  // Resetting the password ended the session.
  const after = await app.inject({ url: '/api/logout', headers: bearer(accessToken) });
  expect(after.statusCode).toBe(401);
  return {
    'the access token': accessToken,
    'the email verification token': verifyToken,
    'a forged token': forged,
    'the reset token': resetToken,
    'the SMS code': code,
    'the password': password,
    'the new password': newPassword,
    'the phone number as typed': phone.local,
    'the phone number': phone.e164.slice(1),
    'the NIN': nin,
  };
}
