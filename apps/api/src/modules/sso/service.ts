import {
  consentFields,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  recordConsent,
} from '../accounts/index.js';
import { accountLanguage } from '../../i18n/index.js';
import { currentPrivacyPolicy, personNameFrom } from '@civicng/contracts';
import { and, eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.js';
import { ssoRequests, userIdentities, users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import { sha256 } from '../../security/crypto.js';
import { accountReclaimedEmail, consumeOneTimeToken, issueOneTimeToken } from '../auth/index.js';
import { revokeAllSessions, startSession } from '../../sessions/index.js';
import { providerLabels, type createSsoClients, type SsoProvider } from './clients.js';

const requestLifetimeMs = 10 * 60_000;

type ClientFor = ReturnType<typeof createSsoClients>;

export const callbackPath = (provider: SsoProvider) => `/api/auth/${provider}/callback`;

/** Where the sign-in may send its ticket: the web app's /redirection or the mobile app's. */
export function allowedReturnUris(ctx: AppContext): string[] {
  return [`${ctx.config.publicUrl}/redirection`, `${ctx.config.APP_SCHEME}://redirection`];
}

/**
 * Builds the provider's authorization URL; state, nonce, PKCE verifier and the hash of the
 * browser's binding secret stay in our database.
 */
export async function startSignIn(
  ctx: AppContext,
  clientFor: ClientFor,
  provider: SsoProvider,
  returnUri: string | undefined,
  binding: string,
): Promise<string> {
  const target = returnUri ?? `${ctx.config.publicUrl}/redirection`;
  if (!allowedReturnUris(ctx).includes(target)) {
    throw badRequest('messages.redirectUriNotAllowed');
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
    bindingHash: sha256(binding),
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
 * a single-use, two-minute ticket as `param` (never a session token in a URL). The ticket is bound
 * to the browser that started the sign-in, not to whoever opens this callback: Apple's form_post
 * arrives cross-site without our cookies, so the binding is checked when the ticket is redeemed.
 */
export async function finishSignIn(
  ctx: AppContext,
  clientFor: ClientFor,
  provider: SsoProvider,
  callbackUrl: URL,
  state: string | undefined,
): Promise<string> {
  if (!state) throw badRequest('messages.signAnswerNoState');
  const [pending] = await ctx.db
    .delete(ssoRequests)
    .where(and(eq(ssoRequests.state, state), eq(ssoRequests.provider, provider)))
    .returning();
  if (!pending || pending.expiresAt < new Date()) {
    throw badRequest('messages.signExpiredStartAgain');
  }
  const client = await clientFor(provider);
  const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  let raw: Record<string, unknown> | undefined = tokens.claims();
  if (!raw) throw badRequest('messages.identityProviderSentNo');
  // Some issuers keep email out of the ID token; their userinfo endpoint has it.
  if (raw.email === undefined && client.serverMetadata().userinfo_endpoint) {
    raw = { ...raw, ...(await oidc.fetchUserInfo(client, tokens.access_token, raw.sub as string)) };
  }
  const sub = raw.sub;
  if (typeof sub !== 'string') throw badRequest('messages.identityProviderSentNo');
  const claims: Claims = {
    sub,
    email: typeof raw.email === 'string' ? raw.email : undefined,
    // Apple sends "true" as a string.
    emailVerified: raw.email_verified === true || raw.email_verified === 'true',
    name: typeof raw.name === 'string' ? raw.name : undefined,
  };
  const userId = await findOrCreateUser(ctx, provider, claims);
  const ticket = await issueOneTimeToken(ctx.db, userId, 'login_ticket', {
    bindingHash: pending.bindingHash,
  });
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
    throw badRequest('messages.accountProviderNoVerified');
  }
  const email = normalizeEmail(claims.email);
  const { userId, reclaimed } = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    let reclaimed: { name: string; language: string } | undefined;
    let userId = existing?.id;
    if (!existing) {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name: personNameFrom(claims.name) ?? email.split('@')[0] ?? email,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned nothing');
      userId = created.id;
      // Signed up with a provider button, beside which the sign-up screen links the policy.
      await recordConsent(tx, userId, currentPrivacyPolicy.version);
    } else if (!existing.emailVerifiedAt) {
      // Nobody ever proved this address, so whoever opened the account may not own it (account
      // pre-takeover). The provider has proved it now: its owner gets the account, and nothing
      // the opener set up to get back in, or to vote as someone, survives.
      await revokeAllSessions(tx, existing.id);
      await tx.delete(userIdentities).where(eq(userIdentities.userId, existing.id));
      const name = personNameFrom(claims.name) ?? existing.name;
      await tx
        .update(users)
        .set({
          name,
          passwordHash: null,
          phoneE164: null,
          ninHash: null,
          ninEncrypted: null,
          identityVerifiedAt: null,
          emailVerifiedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
      reclaimed = { name, language: existing.language };
    }
    if (!userId) throw new Error('no account to link');
    await tx.insert(userIdentities).values({ userId, provider, subject: claims.sub });
    return { userId, reclaimed };
  });
  if (reclaimed) {
    await ctx.sessions.forgetUser(userId);
    // After the commit, and not fatal: a mail outage must not leave the opener in the account.
    await ctx.mailer
      .send(
        accountReclaimedEmail({
          to: email,
          name: reclaimed.name,
          appName: ctx.config.APP_NAME,
          provider: providerLabels[provider],
          link: `${ctx.config.publicUrl}/login`,
          language: accountLanguage(reclaimed),
        }),
      )
      .catch((error: unknown) => ctx.log.error({ err: error }, 'account reclaimed mail failed'));
  }
  return userId;
}

/** Exchanges a sign-in ticket for a session token, only in the browser that started the sign-in. */
export async function redeemLoginTicket(
  ctx: AppContext,
  ticket: string,
  binding: string | undefined,
  device?: string | null,
) {
  const userId = binding
    ? await consumeOneTimeToken(ctx.db, ticket, 'login_ticket', { binding })
    : null;
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', 'messages.failedLoginUserTry');
  const accessToken = await startSession(
    ctx.db,
    ctx.secrets,
    user.id,
    ctx.config.SESSION_TTL_HOURS,
    device,
  );
  return {
    access_token: accessToken,
    message: 'messages.loginSuccessful',
    role: user.role,
    ...(await consentFields(ctx.db, user.id)),
  };
}
