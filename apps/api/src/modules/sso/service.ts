import { and, eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.js';
import { ssoRequests, userIdentities, users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import { consumeOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens.js';
import { startSession } from '../auth/sessions.js';
import { findUserByEmail, findUserById, normalizeEmail } from '../users/repo.js';
import type { createSsoClients, SsoProvider } from './clients.js';

const requestLifetimeMs = 10 * 60_000;

type ClientFor = ReturnType<typeof createSsoClients>;

export const callbackPath = (provider: SsoProvider) => `/api/auth/${provider}/callback`;

/** Where the sign-in may send its ticket: the web app's /redirection or the mobile app's. */
export function allowedReturnUris(ctx: AppContext): string[] {
  return [`${ctx.config.publicUrl}/redirection`, `${ctx.config.APP_SCHEME}://redirection`];
}

/** Builds the provider's authorization URL; state, nonce and PKCE verifier stay in our database. */
export async function startSignIn(
  ctx: AppContext,
  clientFor: ClientFor,
  provider: SsoProvider,
  returnUri: string | undefined,
): Promise<string> {
  const target = returnUri ?? `${ctx.config.publicUrl}/redirection`;
  if (!allowedReturnUris(ctx).includes(target)) {
    throw badRequest('This redirect_uri is not allowed.');
  }
  const client = await clientFor(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await ctx.db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, new Date()));
  await ctx.db.insert(ssoRequests).values({
    state,
    provider,
    codeVerifier,
    nonce,
    redirectUri: target,
    expiresAt: new Date(Date.now() + requestLifetimeMs),
  });
  const params: Record<string, string> = {
    redirect_uri: `${ctx.config.publicUrl}${callbackPath(provider)}`,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  };
  // Apple returns the name and email only with a form POST to the callback.
  if (provider === 'apple') params.response_mode = 'form_post';
  return oidc.buildAuthorizationUrl(client, params).href;
}

interface Claims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/**
 * Completes the code exchange and returns where to send the browser: the allowed return URI with
 * a single-use, two-minute ticket as `param` (never a session token in a URL).
 */
export async function finishSignIn(
  ctx: AppContext,
  clientFor: ClientFor,
  provider: SsoProvider,
  callbackUrl: URL,
  state: string | undefined,
): Promise<string> {
  if (!state) throw badRequest('The sign-in answer has no state.');
  const [pending] = await ctx.db
    .delete(ssoRequests)
    .where(and(eq(ssoRequests.state, state), eq(ssoRequests.provider, provider)))
    .returning();
  if (!pending || pending.expiresAt < new Date()) {
    throw badRequest('This sign-in has expired. Please start again.');
  }
  const client = await clientFor(provider);
  const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  let raw: Record<string, unknown> | undefined = tokens.claims();
  if (!raw) throw badRequest('The identity provider sent no identity.');
  // Some issuers keep email out of the ID token; their userinfo endpoint has it.
  if (raw.email === undefined && client.serverMetadata().userinfo_endpoint) {
    raw = { ...raw, ...(await oidc.fetchUserInfo(client, tokens.access_token, raw.sub as string)) };
  }
  const sub = raw.sub;
  if (typeof sub !== 'string') throw badRequest('The identity provider sent no identity.');
  const claims: Claims = {
    sub,
    email: typeof raw.email === 'string' ? raw.email : undefined,
    // Apple sends "true" as a string.
    emailVerified: raw.email_verified === true || raw.email_verified === 'true',
    name: typeof raw.name === 'string' ? raw.name : undefined,
  };
  const userId = await findOrCreateUser(ctx, provider, claims);
  const ticket = await issueOneTimeToken(ctx.db, userId, 'login_ticket');
  const target = new URL(pending.redirectUri);
  target.searchParams.set('param', ticket);
  return target.toString();
}

async function findOrCreateUser(ctx: AppContext, provider: SsoProvider, claims: Claims) {
  const [linked] = await ctx.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, claims.sub)))
    .limit(1);
  if (linked) return linked.userId;

  if (!claims.email || !claims.emailVerified) {
    throw badRequest('Your account with this provider has no verified email address.');
  }
  const email = normalizeEmail(claims.email);
  return ctx.db.transaction(async (tx) => {
    // An account with the same email is the same person once the provider has verified it.
    let userId = (await findUserByEmail(tx, email))?.id;
    if (!userId) {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name: claims.name ?? email.split('@')[0] ?? email,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned nothing');
      userId = created.id;
    } else {
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
    }
    await tx.insert(userIdentities).values({ userId, provider, subject: claims.sub });
    return userId;
  });
}

/** Exchanges a sign-in ticket for a session token. */
export async function redeemLoginTicket(ctx: AppContext, ticket: string) {
  const userId = await consumeOneTimeToken(ctx.db, ticket, 'login_ticket');
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Failed to login user, please try again.');
  const accessToken = await startSession(
    ctx.db,
    ctx.secrets,
    user.id,
    ctx.config.SESSION_TTL_HOURS,
  );
  return { access_token: accessToken, message: 'Login successful', role: user.role };
}
