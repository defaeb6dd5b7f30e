import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp } from '../test/app.js';
import { readCatalogues } from '../i18n/catalogues.js';
import { redisAnswers } from '../test/redis.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../test/databases.js';
import { bearer, createUser, randomEmail, registerPerson } from '../test/factories.js';

const redisUrl = 'redis://127.0.0.1:6379';

/** Whether something answers on the Redis port; the shared-limit test needs it. */
const redisReachable = await redisAnswers();

/** An address no other test (or earlier run against the same Redis) has used. */
const randomIp = () => `10.${Array.from(randomBytes(3)).join('.')}`;

const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

describe.each(dbKinds)('rate limits on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database, {
      RATE_LIMIT: 'on',
      RATE_LIMITS:
        'login=3/1m,login_account=2/1m,login_untrusted_account=3/1m,signup=2/1m,forgot_password=3/1m,forgot_password_account=2/1m,code_send=3/1m,code_send_account=2/1m',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const login = (email: string, ip: string, password = 'not the password') =>
    app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('answers 429 with a message once an address goes over the login limit', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(randomEmail(), ip)).statusCode).toBe(401);
    }
    const over = await login(randomEmail(), ip);
    expect(over.statusCode).toBe(429);
    expect(message(over)).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    // Another address is not held back.
    expect((await login(randomEmail(), randomIp())).statusCode).toBe(401);
  });

  it("says the whole wait in the asker's language, its unit too", async () => {
    const ip = randomIp();
    const inHausa = () =>
      app.inject({
        method: 'POST',
        url: '/api/login/email',
        headers: { 'accept-language': 'ha' },
        payload: { email: randomEmail(), password: 'not the password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i += 1) expect((await inHausa()).statusCode).toBe(401);
    const over = await inHausa();
    expect(over.statusCode).toBe(429);
    const seconds = Number(over.headers['retry-after']);
    const hausa = readCatalogues().ha.messages;
    const wait = (hausa.seconds ?? '').replace('{{count}}', String(seconds));
    expect(message(over)).toBe((hausa.tooManyAttempts ?? '').replace('{{wait}}', wait));
    expect(message(over)).not.toMatch(/seconds|minutes/);
  });

  it('counts one limit once across every route it guards, without Redis', async () => {
    // An attacker who spreads tries over the routes that share the login limit gets no more.
    const ip = randomIp();
    await login(randomEmail(), ip);
    const viaGoogle = await app.inject({ url: '/api/google', remoteAddress: ip });
    expect(viaGoogle.statusCode).not.toBe(429);
    const viaApple = await app.inject({ url: '/api/apple', remoteAddress: ip });
    expect(viaApple.statusCode).not.toBe(429);
    const viaTicket = await app.inject({ url: '/api/verify/login/token', remoteAddress: ip });
    expect(viaTicket.statusCode).toBe(429);
    expect((await login(randomEmail(), ip)).statusCode).toBe(429);
  });

  it('holds back even the right password once over the limit', async () => {
    const user = await createUser(app);
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) await login(randomEmail(), ip);
    const res = await login(user.email, ip, user.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).not.toHaveProperty('access_token');
  });

  it('limits login attempts per account, across different addresses', async () => {
    const user = await createUser(app);
    expect((await login(user.email, randomIp())).statusCode).toBe(401);
    expect((await login(user.email.toUpperCase(), randomIp())).statusCode).toBe(401);
    expect((await login(user.email, randomIp())).statusCode).toBe(401);
    const over = await login(user.email, randomIp(), user.password);
    expect(over.statusCode).toBe(429);
    expect(message(over)).toContain('Too many attempts');
  });

  it("limits login attempts per account from one address, but not the owner's device", async () => {
    const user = await createUser(app);
    const owner = await login(user.email, randomIp(), user.password);
    expect(owner.statusCode).toBe(200);
    const deviceCookie = String(owner.headers['set-cookie']).split(';')[0] ?? '';
    expect(String(owner.headers['set-cookie'])).toMatch(/; HttpOnly(;|$)/);

    const ip = randomIp();
    expect((await login(user.email, ip)).statusCode).toBe(401);
    expect((await login(user.email, ip)).statusCode).toBe(401);
    const over = await login(user.email, ip, user.password);
    expect(over.statusCode).toBe(429);
    expect(message(over)).toContain('Too many attempts');
    // The account-wide allowance is spent too (1 + 2 of 3): only a known device gets in.
    expect((await login(user.email, randomIp(), user.password)).statusCode).toBe(429);
    const withDevice = await app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: user.email, password: user.password },
      headers: { cookie: deviceCookie },
      remoteAddress: randomIp(),
    });
    expect(withDevice.statusCode).toBe(200);
  });

  it('limits signups per address', async () => {
    const ip = randomIp();
    const signup = () =>
      app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { name: 'Bola Ade', email: randomEmail(), password: 'a long password' },
        remoteAddress: ip,
      });
    expect((await signup()).statusCode).toBe(201);
    expect((await signup()).statusCode).toBe(201);
    const over = await signup();
    expect(over.statusCode).toBe(429);
    expect(message(over)).toContain('Too many attempts');
  });

  it('limits reset mails per account, across different addresses', async () => {
    const user = await createUser(app);
    const forgot = () =>
      app.inject({
        method: 'POST',
        url: '/api/forget-password-email',
        payload: { email: user.email },
        remoteAddress: randomIp(),
      });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    const over = await forgot();
    expect(over.statusCode).toBe(429);
    expect(message(over)).toContain('Too many attempts');
  });

  it('limits SMS codes per account, across different addresses', async () => {
    const user = await createUser(app);
    const verify = async () => {
      const { phone, nin } = await registerPerson(app);
      return app.inject({
        method: 'POST',
        url: '/api/verify/user',
        payload: { phone_number: phone.local, nin },
        headers: bearer(user.token),
        remoteAddress: randomIp(),
      });
    };
    expect((await verify()).statusCode).toBe(202);
    expect((await verify()).statusCode).toBe(202);
    const over = await verify();
    expect(over.statusCode).toBe(429);
    expect(message(over)).toContain('Too many attempts');
  });

  it('refuses to start when RATE_LIMITS cannot be read, naming the variable', async () => {
    for (const value of ['login=lots', 'login=3/1d', 'no_such_limit=3/1m', 'login:3/1m']) {
      const config = loadConfig({
        NODE_ENV: 'test',
        VAR_DIR: mkdtempSync(path.join(tmpdir(), 'civicng-test-')),
        RATE_LIMIT: 'on',
        RATE_LIMITS: value,
      });
      const started = buildApp(config, { logger: false, webDist: '/nonexistent', database });
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(/RATE_LIMITS/);
    }
  });

  it('keeps serving while Redis does not answer, and still shuts down cleanly', async () => {
    // A port that accepts connections and never answers: a hung Redis. It stays open (unref'd)
    // so the client never sees a refused connection.
    const silent = createServer((socket) => socket.unref());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silent.unref();
    const { port } = silent.address() as AddressInfo;
    const instance = await createTestApp(database, {
      RATE_LIMIT: 'on',
      RATE_LIMITS: 'login=1/1m',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    const ip = randomIp();
    // Answered, and still limited: without Redis the limit is counted in this process.
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await instance.inject({
        method: 'POST',
        url: '/api/login/email',
        payload: { email: randomEmail(), password: 'not the password' },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 429]);
    // Shutting down must neither fail nor wait forever on the Redis that does not answer.
    const closed = await Promise.race([
      instance.close().then(
        () => 'closed',
        (error: unknown) => `failed: ${String(error)}`,
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('still closing after 1 s'), 1_000)),
    ]);
    expect(closed).toBe('closed');
  });

  it.skipIf(!redisReachable)(
    `shares a limit between two app instances through Redis (skipped when no Redis answers at ${redisUrl})`,
    async () => {
      const env = { RATE_LIMIT: 'on', RATE_LIMITS: 'login=3/1m', REDIS_URL: redisUrl };
      const first = await createTestApp(database, env);
      const second = await createTestApp(database, env);
      try {
        const attempt = (instance: App, ip: string) =>
          instance.inject({
            method: 'POST',
            url: '/api/login/email',
            payload: { email: randomEmail(), password: 'not the password' },
            remoteAddress: ip,
          });
        // Until an instance's Redis connection is up, its requests pass uncounted: wait for it.
        for (const instance of [first, second]) {
          for (let i = 0; ; i += 1) {
            const probe = await attempt(instance, randomIp());
            if (probe.headers['x-ratelimit-remaining'] === '2') break;
            if (i > 100) throw new Error('the app never counted a request in Redis');
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }

        const ip = randomIp();
        expect((await attempt(first, ip)).statusCode).toBe(401);
        expect((await attempt(second, ip)).statusCode).toBe(401);
        expect((await attempt(first, ip)).statusCode).toBe(401);
        const over = await attempt(second, ip);
        expect(over.statusCode).toBe(429);
        expect(message(over)).toContain('Too many attempts');
        expect((await attempt(first, ip)).statusCode).toBe(429);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
