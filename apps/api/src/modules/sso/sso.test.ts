import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser } from '../../test/factories.js';
import { signInAtIssuer, startSignInProviders } from '../../test/oidc-issuer.js';

describe.each(dbKinds)('Google and Apple sign-in on %s', (kind) => {
  const publicUrl = 'http://civicng.test';
  let database: TestDatabase;
  let app: App;
  let issuer: Awaited<ReturnType<typeof startSignInProviders>>;

  beforeAll(async () => {
    issuer = await startSignInProviders(publicUrl);
    database = await createTestDatabase(kind);
    app = await createTestApp(database, issuer.env);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await issuer.close();
  });

  /**
   * Runs the whole flow and returns the URL our callback redirected the browser to, and the
   * browser's binding cookie that redeeming the ticket takes.
   */
  async function signIn(provider: 'google' | 'apple', login: string, redirectUri?: string) {
    const query = redirectUri ? `?redirect_uri=${encodeURIComponent(redirectUri)}` : '';
    const start = await app.inject(`/api/${provider}${query}`);
    expect(start.statusCode).toBe(200);
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(/; Path=\/api(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);
    const cookie = setCookie.split(';')[0] ?? '';
    const authUrl: string = start.json().auth_url;
    expect(authUrl.startsWith(issuer.issuer)).toBe(true);
    expect(new URL(authUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const back = await signInAtIssuer(authUrl, login);
    let callback;
    if (back.status === 200) {
      // form_post: the issuer answers with a self-submitting form aimed at our callback.
      const html = await back.text();
      const fields = new URLSearchParams(
        [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      callback = await app.inject({
        method: 'POST',
        url: `/api/auth/${provider}/callback`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields.toString(),
      });
    } else {
      const location = new URL(back.headers.get('location') ?? '');
      callback = await app.inject({
        url: `${location.pathname}${location.search}`,
        headers: { cookie },
      });
    }
    expect(callback.statusCode).toBe(303);
    return { landing: new URL(callback.headers.location as string), cookie };
  }

  const redeem = (ticket: string, cookie?: string) =>
    app.inject({
      url: '/api/verify/login/token',
      headers: { ...bearer(ticket), ...(cookie ? { cookie } : {}) },
    });

  it('creates an account on first Google sign-in and lands with a one-time ticket', async () => {
    const { landing, cookie } = await signIn('google', 'ngozi.eze@example.ng');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${publicUrl}/redirection`);
    const ticket = landing.searchParams.get('param') ?? '';
    expect(ticket.length).toBeGreaterThan(20);

    // Only the browser that started the sign-in can redeem the ticket.
    expect((await redeem(ticket)).statusCode).toBe(401);
    const verified = await redeem(ticket, cookie);
    expect(verified.statusCode).toBe(200);
    const { access_token: accessToken, role } = verified.json();
    expect(role).toBe('user');
    const profile = await app.inject({ url: '/api/user/profile', headers: bearer(accessToken) });
    expect(profile.json()).toMatchObject({ email: 'ngozi.eze@example.ng', sso: ['Google'] });

    // The ticket is single use.
    const again = await redeem(ticket, cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Failed to login user, please try again.');
  });

  it('links the provider to an existing account with the same verified email', async () => {
    const existing = await createUser(app, { email: 'tunde@example.ng' });
    const { landing, cookie } = await signIn('apple', 'tunde@example.ng');
    const ticket = landing.searchParams.get('param') ?? '';
    const verified = await redeem(ticket, cookie);
    const profile = await app.inject({
      url: '/api/user/profile',
      headers: bearer(verified.json().access_token),
    });
    expect(profile.json()).toMatchObject({ email: 'tunde@example.ng', sso: ['Apple'] });
    const own = await app.inject({ url: '/api/user/profile', headers: bearer(existing.token) });
    expect(own.json().sso).toEqual(['Apple']);
  });

  it('sends the mobile app its ticket through the app scheme', async () => {
    const { landing } = await signIn('google', 'amina@example.ng', 'civicng://redirection');
    expect(landing.protocol).toBe('civicng:');
    expect(landing.searchParams.get('param')).toBeTruthy();
  });

  it('marks the binding cookie Secure over TLS or when the site is https', async () => {
    expect(String((await app.inject('/api/google')).headers['set-cookie'])).not.toMatch(/Secure/);
    const behindProxy = await createTestApp(database, { ...issuer.env, TRUST_PROXY: 'true' });
    const https = await createTestApp(database, {
      ...issuer.env,
      PUBLIC_URL: 'https://civicng.test',
    });
    try {
      const tls = await behindProxy.inject({
        url: '/api/apple',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(tls.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
      const site = await https.inject('/api/apple');
      expect(String(site.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
    } finally {
      await behindProxy.close();
      await https.close();
    }
  });

  it('refuses a redirect_uri outside the allow-list', async () => {
    const res = await app.inject(
      `/api/google?redirect_uri=${encodeURIComponent('https://evil.example/redirection')}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This redirect_uri is not allowed.');
  });

  it('sends a forged or replayed callback to the error page', async () => {
    const res = await app.inject('/api/auth/google/callback?code=forged&state=unknown');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${publicUrl}/error`);
  });

  it('refuses an unknown, expired or missing ticket', async () => {
    const none = await app.inject('/api/verify/login/token');
    expect(none.statusCode).toBe(401);
    const forged = await app.inject({ url: '/api/verify/login/token', headers: bearer('nope') });
    expect(forged.statusCode).toBe(401);
  });
});

describe('sign-in without configuration', () => {
  it('answers 503 with a message', async () => {
    const database = await createTestDatabase('pglite');
    const app = await createTestApp(database);
    const res = await app.inject('/api/google');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Google sign-in is not configured.');
    await app.close();
    await database.destroy();
  });
});
