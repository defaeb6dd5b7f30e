import { type Message, type MessageKey, accountLanguage } from '../../i18n/index.js';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import {
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  requireUser,
} from '../accounts/index.js';
import { emailChangeAttemptNotice, verificationEmail } from './emails.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';

export const emailChangeMessages = {
  emailLinkSent: 'messages.emailChangeSent',
  sameEmail: 'messages.alreadyEmailAddress',
  emailTaken: 'messages.emailAddressAlreadyUsed',
  emailChanged: 'messages.newEmailAddressConfirmed',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

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
  const user = await requireUser(ctx.db, userId);
  const email = normalizeEmail(newEmail);
  if (email === normalizeEmail(user.email)) throw badRequest(emailChangeMessages.sameEmail);
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
  const user = await requireUser(ctx.db, userId);
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
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', emailChangeMessages.emailTaken);
    throw error;
  }
  return true;
}
