import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './ports.js';

export interface IssuerClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/**
 * A real OpenID provider on loopback standing in for Google's or Apple's issuer. Its development
 * login form takes any login: an email typed there becomes the account's verified email.
 */
export async function startOidcIssuer(
  port: number,
  clients: IssuerClient[],
): Promise<{ issuer: string; close(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: () => ({
          sub: `sub-${id}`,
          email: id.includes('@') ? id : undefined,
          email_verified: id.includes('@'),
          name: id.split('@')[0]?.replace(/[._-]/g, ' ') ?? id,
        }),
      };
    },
  });
  const server: Server = provider.listen(port);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Drives the issuer's login and consent forms over HTTP, as a browser would. */
export async function signInAtIssuer(authUrl: string, login: string): Promise<Response> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return res;
  };
  const origin = new URL(authUrl).origin;
  let res = await send(authUrl);
  for (let step = 0; step < 10; step += 1) {
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, origin);
      if (next.origin !== origin) return res; // back to the relying party's callback
      res = await send(next.href);
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected page at the issuer: ${html.slice(0, 200)}`);
    // form_post: a self-submitting form aimed at the relying party; hand it to the caller.
    if (new URL(action, origin).origin !== origin) return new Response(html, { status: 200 });
    const form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
    res = await send(new URL(action, origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
  throw new Error('the issuer never redirected back');
}

/**
 * One issuer standing in for both Google and Apple, with the app's callbacks registered, and the
 * app settings that point at it.
 */
export async function startSignInProviders(publicUrl: string, port?: number) {
  const client = (provider: 'google' | 'apple') => ({
    clientId: `civicng-${provider}`,
    clientSecret: `${provider}-secret`,
    redirectUris: [`${publicUrl}/api/auth/${provider}/callback`],
  });
  const [google, apple] = [client('google'), client('apple')];
  const issuer = await startOidcIssuer(port ?? (await freePort()), [google, apple]);
  const env = {
    PUBLIC_URL: publicUrl,
    GOOGLE_ISSUER: issuer.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    APPLE_ISSUER: issuer.issuer,
    APPLE_CLIENT_ID: apple.clientId,
    APPLE_CLIENT_SECRET: apple.clientSecret,
  };
  return { ...issuer, env };
}
