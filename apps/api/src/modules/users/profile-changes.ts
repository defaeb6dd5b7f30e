import { type Message, type MessageKey, accountLanguage } from '../../i18n/index.js';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import { decrypt } from '../../security/crypto.js';
import { checkIdentity, consumeTwoFactorCode, sendTwoFactorCode } from '../identity/index.js';
import { notVerifiedMessage } from '../../plugins/auth.js';
import { requireUser } from '../accounts/index.js';

export const profileChangeMessages = {
  nameSaved: 'messages.nameSaved',
  phoneCodeSent: 'messages.codeSentForNewPhone',
  phoneSaved: 'messages.newPhoneNumberSaved',
  samePhone: 'messages.alreadyPhoneNumber',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

export async function changeName(ctx: AppContext, userId: string, name: string): Promise<void> {
  await ctx.db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
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
  const user = await requireUser(ctx.db, userId);
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
