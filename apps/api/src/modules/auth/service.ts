import {
  type Message,
  type MessageKey,
  accountLanguage,
  type Language,
  textIn,
} from '../../i18n/index.js';
import { currentPrivacyPolicy, type SignupRequest } from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import { decoyPasswordHash, encrypt, hashPassword, verifyPassword } from '../../security/crypto.js';
import {
  lookUpIdentity,
  type CheckedIdentity,
  consumeTwoFactorCode,
  incorrectCodeError,
  sendTwoFactorCode,
  withholdTwoFactorCode,
} from '../identity/index.js';
import {
  consentFields,
  constraintOf,
  findUserByEmail,
  findUserByNinHash,
  isUniqueViolation,
  normalizeEmail,
  recordConsent,
} from '../accounts/index.js';
import { passwordResetEmail, signupAttemptNotice, verificationEmail } from './emails.js';
import { confirmEmailChange } from './email-change.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import { revokeAllSessions, startSession } from '../../sessions/index.js';

export const messages = {
  codeSent: 'messages.codeSentForSignup',
  created: 'messages.userCreated',
  badLogin: 'messages.invalidEmailPassword',
  loggedIn: 'messages.loginSuccessful',
  resetSent: 'messages.passwordResetSent',
  resetDone: 'messages.passwordResetSuccessful',
  badResetLink: 'messages.passwordResetLinkInvalid',
  emailVerified: 'messages.emailVerifiedSuccessfully',
  badVerifyLink: 'messages.verificationLinkInvalidExpired',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

export type SignupOutcome = 'code_sent' | 'created';

/**
 * Creates an account. With phone and NIN, the first call sends a code to the phone on record and
 * the second uses it. The answer never tells whether the e-mail or the NIN already has an account:
 * that account's owner is told by mail instead, and nothing is created.
 */
export async function signUp(
  ctx: AppContext,
  input: SignupRequest,
  language: Language = 'en',
): Promise<SignupOutcome> {
  const email = normalizeEmail(input.email);

  let identity: CheckedIdentity | undefined;
  if (input.phone_number || input.nin) {
    if (!input.phone_number || !input.nin) {
      throw badRequest('messages.enterBothPhoneNumber');
    }
    const lookup = await lookUpIdentity(ctx, {
      phone_number: input.phone_number,
      nin: input.nin,
    });
    // Until the code is proven, a NIN the register lacks, or a phone not on record for it, is
    // answered as a good pair is (the code is withheld): an anonymous caller cannot probe the
    // register. The signed-in verification screen says exactly what is wrong.
    const subject =
      'found' in lookup
        ? `signup|${email}|${lookup.found.phoneE164}|${lookup.found.nin}`
        : `signup|${email}|${lookup.phoneTyped}|${lookup.numberTyped}`;
    if (!input.two_factor_code) {
      if ('found' in lookup) {
        await sendTwoFactorCode(ctx, {
          purpose: 'signup',
          subject,
          phoneE164: lookup.found.phoneE164,
          language,
        });
      } else {
        const onRecord = lookup.phoneOnRecord;
        await withholdTwoFactorCode(ctx, {
          purpose: 'signup',
          subject,
          notice: onRecord
            ? {
                phoneE164: onRecord,
                text: textIn(language)('sms.ninOtherPhone', { appName: ctx.config.APP_NAME }),
              }
            : undefined,
        });
      }
      return 'code_sent';
    }
    await consumeTwoFactorCode(ctx, { purpose: 'signup', subject, code: input.two_factor_code });
    if (!('found' in lookup)) throw incorrectCodeError();
    identity = lookup.found;
  }

  // Hashed before any look-up, so an existing account does not answer faster.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    await noticeToOwner(ctx, existing, 'email');
    return 'created';
  }
  const ninOwner = identity && (await findUserByNinHash(ctx.db, identity.ninHash));
  if (ninOwner) {
    await noticeToOwner(ctx, ninOwner, 'nin');
    return 'created';
  }
  try {
    // The account, its verification link and the mail succeed or fail together.
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email,
          passwordHash,
          phoneE164: identity?.phoneE164,
          ninEncrypted: identity ? encrypt(ctx.secrets.dataKey, identity.nin) : undefined,
          ninHash: identity?.ninHash,
          identityVerifiedAt: identity ? new Date() : undefined,
          language,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      // The policy version the sign-up form showed. A client that names none (the spec's form,
      // which links the policy beside its button) showed the current one.
      await recordConsent(tx, user.id, input.policy_version ?? currentPrivacyPolicy.version);
      const token = await issueOneTimeToken(tx, user.id, 'email_verify');
      await ctx.mailer.send(
        verificationEmail({
          to: email,
          name: input.name,
          appName: ctx.config.APP_NAME,
          link: `${ctx.config.publicUrl}/verify-email/${token}`,
          language,
        }),
      );
    });
  } catch (error) {
    // Another sign-up with the same e-mail or NIN won the race: the same answer as above.
    if (!isUniqueViolation(error)) throw error;
    const ninOwner =
      constraintOf(error) === 'users_nin_hash_key' && identity
        ? await findUserByNinHash(ctx.db, identity.ninHash)
        : undefined;
    const owner = ninOwner ?? (await findUserByEmail(ctx.db, email));
    if (owner) await noticeToOwner(ctx, owner, ninOwner ? 'nin' : 'email');
  }
  return 'created';
}

async function noticeToOwner(
  ctx: AppContext,
  owner: { email: string; language: string },
  reason: 'email' | 'nin',
) {
  await ctx.mailer.send(
    signupAttemptNotice({
      to: owner.email,
      reason,
      language: accountLanguage(owner),
      appName: ctx.config.APP_NAME,
      loginLink: `${ctx.config.publicUrl}/login`,
    }),
  );
}

export async function logIn(
  ctx: AppContext,
  input: { email: string; password: string },
  device?: string | null,
) {
  const user = await findUserByEmail(ctx.db, input.email);
  // Same work and same answer whether or not the account exists.
  const ok = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', messages.badLogin);
  const accessToken = await startSession(
    ctx.db,
    ctx.secrets,
    user.id,
    ctx.config.SESSION_TTL_HOURS,
    device,
  );
  return {
    access_token: accessToken,
    message: messages.loggedIn,
    role: user.role,
    ...(await consentFields(ctx.db, user.id)),
  };
}

/** Opens a verification link: of a new account's address, or of an address it is changing to. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const userId = await consumeOneTimeToken(ctx.db, token, 'email_verify');
  if (!userId) {
    if (await confirmEmailChange(ctx, token)) return;
    throw badRequest(messages.badVerifyLink);
  }
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueOneTimeToken(ctx.db, user.id, 'password_reset');
  await ctx.mailer.send(
    passwordResetEmail({
      to: user.email,
      name: user.name,
      appName: ctx.config.APP_NAME,
      link: `${ctx.config.publicUrl}/reset-password/${token}`,
      language: accountLanguage(user),
    }),
  );
}

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; new_password: string; confirm_new_password: string },
): Promise<void> {
  if (input.new_password !== input.confirm_new_password) {
    throw badRequest('messages.twoPasswordsDoNot');
  }
  const passwordHash = await hashPassword(input.new_password);
  const userId = await consumeOneTimeToken(ctx.db, input.token, 'password_reset');
  if (!userId) throw badRequest(messages.badResetLink);
  await ctx.db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAllSessions(ctx.db, userId);
  await ctx.sessions.forgetUser(userId);
  ctx.streams.closeStreamsOf({ userId });
}
