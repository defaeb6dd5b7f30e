import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import { accountLanguage } from '../../i18n/languages.js';
import { decrypt } from '../../security/crypto.js';
import { emailChangeAttemptNotice, verificationEmail } from '../auth/emails.js';
import { consumeOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens.js';
import { checkIdentity } from '../identity/identity-check.js';
import { consumeTwoFactorCode, sendTwoFactorCode } from '../identity/two-factor.js';
import { notVerifiedMessage } from '../../plugins/auth.js';
import { findUserByEmail, findUserById, isUniqueViolation, normalizeEmail } from './repo.js';

export const profileChangeMessages = {
  nameSaved: 'Your name is saved.',
  emailLinkSent:
    'We sent a link to the new address. Your email changes once you open it; until then the old one stays.',
  sameEmail: 'This is already your email address.',
  emailTaken: 'This email address is already used by another account.',
  emailChanged: 'Your new email address is confirmed.',
  phoneCodeSent: 'Two factor code sent to your new phone. Enter it to save the number.',
  phoneSaved: 'Your new phone number is saved.',
  samePhone: 'This is already your phone number.',
};

async function existingUser(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return user;
}

export async function changeName(ctx: AppContext, userId: string, name: string): Promise<void> {
  await ctx.db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Asks for a new e-mail address: a link goes to it, and the account keeps its old address until
 * the link is opened (GET /api/verify-email/:token). An address another account uses gets the
 * same answer and no link: its owner is told of the attempt instead. Both paths run the same
 * statements and send one mail, so the answer takes as long either way and reveals no account.
 */
export async function requestEmailChange(
  ctx: AppContext,
  userId: string,
  newEmail: string,
): Promise<void> {
  const user = await existingUser(ctx, userId);
  const email = normalizeEmail(newEmail);
  if (email === normalizeEmail(user.email)) throw badRequest(profileChangeMessages.sameEmail);
  const owner = await findUserByEmail(ctx.db, email);
  await ctx.db.transaction(async (tx) => {
    // A refused address also clears an earlier pending one: the newest request is the one kept.
    await tx
      .update(users)
      .set({ pendingEmail: owner ? null : email, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const token = await issueOneTimeToken(tx, userId, 'email_change');
    await ctx.mailer.send(
      owner
        ? emailChangeAttemptNotice({
            to: email,
            appName: ctx.config.APP_NAME,
            language: accountLanguage(owner),
          })
        : verificationEmail({
            to: email,
            name: user.name,
            appName: ctx.config.APP_NAME,
            link: `${ctx.config.publicUrl}/verify-email/${token}`,
            language: accountLanguage(user),
          }),
    );
  });
}

/** Opens an e-mail change link: the pending address becomes the account's. Null: no such link. */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<boolean> {
  const userId = await consumeOneTimeToken(ctx.db, token, 'email_change');
  if (!userId) return false;
  const user = await existingUser(ctx, userId);
  if (!user.pendingEmail) return false;
  try {
    await ctx.db
      .update(users)
      .set({
        email: user.pendingEmail,
        pendingEmail: null,
        emailVerifiedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), isNotNull(users.pendingEmail)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', profileChangeMessages.emailTaken);
    throw error;
  }
  return true;
}

export type PhoneChangeOutcome = 'code_sent' | 'saved';

/**
 * A verified citizen's new phone: it must be the one the identity register holds for their NIN,
 * and the SMS code sent to it proves they hold it (the identity module's two-factor flow).
 */
export async function changePhone(
  ctx: AppContext,
  userId: string,
  input: { phone_number: string; two_factor_code?: string },
): Promise<PhoneChangeOutcome> {
  const user = await existingUser(ctx, userId);
  if (!user.ninEncrypted || !user.identityVerifiedAt) {
    throw new AppError('NOT_VERIFIED', notVerifiedMessage);
  }
  const nin = decrypt(ctx.secrets.dataKey, user.ninEncrypted);
  const identity = await checkIdentity(ctx, { phone_number: input.phone_number, nin });
  if (identity.phoneE164 === user.phoneE164) throw badRequest(profileChangeMessages.samePhone);
  const subject = `phone|${userId}|${identity.phoneE164}`;
  if (!input.two_factor_code) {
    await sendTwoFactorCode(ctx, {
      purpose: 'phone_change',
      subject,
      phoneE164: identity.phoneE164,
      language: accountLanguage(user),
    });
    return 'code_sent';
  }
  await consumeTwoFactorCode(ctx, {
    purpose: 'phone_change',
    subject,
    code: input.two_factor_code,
  });
  await ctx.db
    .update(users)
    .set({ phoneE164: identity.phoneE164, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return 'saved';
}
