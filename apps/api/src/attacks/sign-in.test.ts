import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestApp } from '../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../test/databases.js';
import {
  bearer,
  codeIn,
  createUser,
  lastSmsTo,
  mailsTo,
  randomEmail,
  registerPerson,
} from '../test/factories.js';
import { signInAtIssuer, startSignInProviders } from '../test/oidc-issuer.js';

type Provider = 'google' | 'apple';
const refused = 'Failed to login user, please try again.';

/** One browser's cookies for our origin: sent with each request, updated from each answer. */
function browser(app: App, address = '203.0.113.10') {
  const jar = new Map<string, string>();
  return {
    jar,
    async inject(request: InjectOptions | string): Promise<LightMyRequestResponse> {
      const options = typeof request === 'string' ? { url: request } : request;
      const headers: Record<string, string> = {
        'x-forwarded-for': address,
        ...(options.headers as Record<string, string> | undefined),
      };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await app.inject({ ...options, headers });
      const lines = res.headers['set-cookie'] ?? [];
      for (const line of Array.isArray(lines) ? lines : [lines]) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
        else jar.set(name, pair.slice(at + 1).trim());
      }
      return res;
    },
  };
}
type Browser = ReturnType<typeof browser>;

/** A sign-in started in `who` and taken through the issuer: the request that lands on our callback. */
async function throughIssuer(
  who: Browser,
  provider: Provider,
  login: string,
  issuer: string,
): Promise<InjectOptions> {
  const start = await who.inject(`/api/${provider}`);
  expect(start.statusCode).toBe(200);
  const authUrl: string = start.json().auth_url;
  expect(authUrl.startsWith(issuer)).toBe(true);
  const back = await signInAtIssuer(authUrl, login);
  if (back.status === 200) {
    // form_post: the issuer's self-submitting form, a cross-site POST to our callback.
    const html = await back.text();
    const fields = new URLSearchParams(
      [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    return {
      method: 'POST',
      url: `/api/auth/${provider}/callback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
    };
  }
  const location = new URL(back.headers.get('location') ?? '');
  return { method: 'GET', url: `${location.pathname}${location.search}` };
}

/** Our callback's answer: the ticket in the /redirection link it sends the browser to. */
function ticketOf(callback: LightMyRequestResponse): string {
  expect(callback.statusCode).toBe(303);
  const landing = new URL(callback.headers.location as string);
  expect(landing.pathname).toBe('/redirection');
  const ticket = landing.searchParams.get('param');
  if (!ticket) throw new Error('no ticket in the redirect');
  return ticket;
}

const redeem = (who: Browser, ticket: string) =>
  who.inject({ url: '/api/verify/login/token', headers: bearer(ticket) });

describe.each(dbKinds)('sign-in attacks on %s', (kind) => {
  const publicUrl = 'http://civicng.test';
  let database: TestDatabase;
  let app: App;
  let issuer: Awaited<ReturnType<typeof startSignInProviders>>;

  beforeAll(async () => {
    issuer = await startSignInProviders(publicUrl);
    database = await createTestDatabase(kind);
    app = await createTestApp(database, { ...issuer.env, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await issuer.close();
  });

  /** The whole flow in one browser, as a person signing in would; answers the session token. */
  async function signIn(who: Browser, provider: Provider, login: string): Promise<string> {
    const callback = await throughIssuer(who, provider, login, issuer.issuer);
    // Lax cookies go with Google's top-level GET back to us, not with Apple's cross-site POST.
    const answer =
      callback.method === 'POST' ? await app.inject(callback) : await who.inject(callback);
    const redeemed = await redeem(who, ticketOf(answer));
    expect(redeemed.statusCode).toBe(200);
    return redeemed.json<{ access_token: string }>().access_token;
  }

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login/email', payload: { email, password } });
  const profile = (token: string) =>
    app.inject({ url: '/api/user/profile', headers: bearer(token) });
  const userRow = async (email: string) => {
    const [row] = await database.rows<Record<string, unknown>>(
      sql`select * from users where lower(email) = lower(${email})`,
    );
    return row;
  };

  describe('account pre-takeover (finding 3)', () => {
    it("the e-mail's owner signing in with Google takes the account back from a squatter", async () => {
      const victim = randomEmail('victim');
      const squatterPassword = 'the squatter chose this';
      // The squatter signs up with the victim's address, his own password, phone and NIN.
      const { phone, nin } = await registerPerson(app);
      const body = {
        name: 'Mallory',
        email: victim,
        password: squatterPassword,
        phone_number: phone.local,
        nin,
      };
      const asked = await app.inject({ method: 'POST', url: '/api/signup', payload: body });
      expect(asked.statusCode).toBe(202);
      const code = codeIn(await lastSmsTo(app, phone.e164));
      const created = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { ...body, two_factor_code: code },
      });
      expect(created.statusCode).toBe(201);
      const squatterSession = await login(victim, squatterPassword);
      expect(squatterSession.statusCode).toBe(200);
      const squatterToken = squatterSession.json<{ access_token: string }>().access_token;
      expect((await userRow(victim))?.email_verified_at).toBeNull();

      const ownerToken = await signIn(browser(app), 'google', victim);

      // The squatter is out: his password and his session no longer work.
      expect((await login(victim, squatterPassword)).statusCode).toBe(401);
      expect((await profile(squatterToken)).statusCode).toBe(401);
      // The owner is in, without the squatter's phone and NIN, and has been told by mail.
      const own = await profile(ownerToken);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        email: victim,
        sso: ['Google'],
        phoneNumber: null,
        nin: null,
      });
      const row = await userRow(victim);
      expect(row).toMatchObject({
        password_hash: null,
        phone_e164: null,
        nin_hash: null,
        nin_encrypted: null,
        identity_verified_at: null,
      });
      expect(row?.email_verified_at).not.toBeNull();
      const notices = (await mailsTo(app, victim)).filter((m) =>
        m.subject.includes('signed in with Google'),
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toMatch(/password/i);
    });

    it('still links Google or Apple to an account whose e-mail is verified', async () => {
      for (const provider of ['google', 'apple'] as const) {
        const owner = await createUser(app, { email: randomEmail('owner') });
        const token = await signIn(browser(app), provider, owner.email);
        expect((await profile(token)).json()).toMatchObject({
          email: owner.email,
          sso: [provider === 'google' ? 'Google' : 'Apple'],
        });
        // Nothing of the account was taken away.
        expect((await profile(owner.token)).statusCode).toBe(200);
        expect((await login(owner.email, owner.password)).statusCode).toBe(200);
        expect(await mailsTo(app, owner.email)).toHaveLength(0);
      }
    });
  });

  describe('sign-in CSRF (finding 4)', () => {
    for (const provider of ['google', 'apple'] as const) {
      it(`a ${provider} callback started in the attacker's browser does not sign the victim in`, async () => {
        const attacker = browser(app);
        const callback = await throughIssuer(
          attacker,
          provider,
          randomEmail('attacker'),
          issuer.issuer,
        );
        // The victim has a binding of her own: she once started a sign-in herself.
        const victim = browser(app, '198.51.100.7');
        await victim.inject(`/api/${provider}`);
        const ticket = ticketOf(await victim.inject(callback));
        const redeemed = await redeem(victim, ticket);
        expect(redeemed.statusCode).toBe(401);
        expect(redeemed.json()).toEqual({ message: refused, code: 'UNAUTHENTICATED' });
      });
    }

    it("a ticket link handed over from the attacker's browser is refused in a fresh one", async () => {
      const attacker = browser(app);
      const callback = await throughIssuer(
        attacker,
        'google',
        randomEmail('attacker'),
        issuer.issuer,
      );
      const ticket = ticketOf(await attacker.inject(callback));
      const victim = browser(app, '198.51.100.7');
      const redeemed = await redeem(victim, ticket);
      expect(redeemed.statusCode).toBe(401);
      expect(redeemed.json().message).toBe(refused);
      expect(redeemed.json()).not.toHaveProperty('access_token');
    });

    it('signs in the browser that started it, with Google (query) and Apple (form_post)', async () => {
      for (const provider of ['google', 'apple'] as const) {
        const email = randomEmail('citizen');
        const who = browser(app);
        const token = await signIn(who, provider, email);
        expect((await profile(token)).json().email).toBe(email);
      }
    });
  });
});

describe.each(dbKinds)('password guessing (finding 10b) on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database, { RATE_LIMIT: 'on', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const randomIp = () => `10.${Array.from(randomBytes(3)).join('.')}`;
  const attempt = (who: Browser, email: string, password: string) =>
    who.inject({ method: 'POST', url: '/api/login/email', payload: { email, password } });

  it("an attacker's failed log-ins do not lock the owner out", async () => {
    const owner = await createUser(app);
    // The owner's own phone: logged in before, so it holds a device cookie.
    const ownerPhone = browser(app, randomIp());
    expect((await attempt(ownerPhone, owner.email, owner.password)).statusCode).toBe(200);

    const attackerAddress = randomIp();
    const attacker = browser(app, attackerAddress);
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push((await attempt(attacker, owner.email, `guess number ${i}`)).statusCode);
    }
    // Soft: a failing run shows every consequence, not just the first.
    expect.soft(answers).toEqual([...Array<number>(10).fill(401), 429, 429]);

    // The owner on another network, without a device cookie, gets in.
    const ownerLaptop = browser(app, randomIp());
    expect.soft((await attempt(ownerLaptop, owner.email, owner.password)).statusCode).toBe(200);
    // The owner's phone gets in even from the attacker's address (a shared NAT).
    const phoneOnSameNat = browser(app, attackerAddress);
    for (const [name, value] of ownerPhone.jar) phoneOnSameNat.jar.set(name, value);
    expect.soft((await attempt(phoneOnSameNat, owner.email, owner.password)).statusCode).toBe(200);
    // The attacker is still held back, even with the right password.
    expect((await attempt(attacker, owner.email, owner.password)).statusCode).toBe(429);
  });
});

describe('password guessing from many addresses (finding 10b)', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, {
      RATE_LIMIT: 'on',
      TRUST_PROXY: 'true',
      RATE_LIMITS: 'login_untrusted_account=5/15m',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const randomIp = () => `10.${Array.from(randomBytes(3)).join('.')}`;
  const attempt = (who: Browser, email: string, password: string) =>
    who.inject({ method: 'POST', url: '/api/login/email', payload: { email, password } });

  it('holds back attempts without a device cookie account-wide; the owner’s device still gets in', async () => {
    const owner = await createUser(app);
    const ownerPhone = browser(app, randomIp());
    expect((await attempt(ownerPhone, owner.email, owner.password)).statusCode).toBe(200);

    // The attacker's own account gives him a device cookie, worth nothing for another account.
    const mallory = await createUser(app);
    const attacker = browser(app, randomIp());
    expect((await attempt(attacker, mallory.email, mallory.password)).statusCode).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const fromBotnet = browser(app, randomIp());
      for (const [name, value] of attacker.jar) fromBotnet.jar.set(name, value);
      answers.push((await attempt(fromBotnet, owner.email, `guess ${i}`)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);

    expect((await attempt(ownerPhone, owner.email, owner.password)).statusCode).toBe(200);
    // A device cookie that was tampered with counts for nothing.
    const forged = browser(app, randomIp());
    for (const [name, value] of ownerPhone.jar) forged.jar.set(name, `${value}x`);
    expect((await attempt(forged, owner.email, owner.password)).statusCode).toBe(429);
  });
});
