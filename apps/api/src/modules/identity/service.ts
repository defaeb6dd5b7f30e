import { type Message, type MessageKey, accountLanguage, translate } from '../../i18n/index.js';
import type { VerifyUserRequest } from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { encrypt } from '../../security/crypto.js';
import { findUserById, findUserByNinHash, isUniqueViolation } from '../accounts/index.js';
import { checkIdentity } from './identity-check.js';
import { consumeTwoFactorCode, sendTwoFactorCode, withholdTwoFactorCode } from './two-factor.js';

export const identityMessages = {
  codeSent: 'messages.codeSentForVerification',
  verified: 'messages.userVerifiedSuccessfully',
  already: 'messages.accountAlreadyVerified',
  ninTaken: 'messages.ninAlreadyLinkedAnother',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

/** Phone + NIN verification of a signed-in citizen against the identity register, by SMS code. */
export async function verifyIdentity(
  ctx: AppContext,
  userId: string,
  input: VerifyUserRequest,
): Promise<'code_sent' | 'verified'> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'messages.logInToContinue');
  if (user.identityVerifiedAt) throw new AppError('CONFLICT', identityMessages.already);
  const { phoneE164, nin, ninHash } = await checkIdentity(ctx, input);
  // A NIN another account holds is answered as a free one (the answer must not reveal it): no
  // code goes out, and the phone on record is told that someone tried to link its NIN.
  const owner = await findUserByNinHash(ctx.db, ninHash);
  const taken = owner !== undefined && owner.id !== userId;
  const subject = `verify|${userId}|${phoneE164}|${nin}`;
  if (!input.two_factor_code) {
    if (taken) {
      const text = translate(accountLanguage(owner), 'sms.ninLinkAttempt', {
        appName: ctx.config.APP_NAME,
      });
      await withholdTwoFactorCode(ctx, {
        purpose: 'verify',
        subject,
        notice: { phoneE164, text },
      });
      return 'code_sent';
    }
    await sendTwoFactorCode(ctx, {
      purpose: 'verify',
      subject,
      phoneE164,
      language: accountLanguage(user),
    });
    return 'code_sent';
  }
  await consumeTwoFactorCode(ctx, { purpose: 'verify', subject, code: input.two_factor_code });
  // Only the holder of the phone on record can get here with a taken NIN: they may be told.
  if (taken) throw new AppError('CONFLICT', identityMessages.ninTaken);
  try {
    await ctx.db
      .update(users)
      .set({
        phoneE164,
        ninEncrypted: encrypt(ctx.secrets.dataKey, nin),
        ninHash,
        identityVerifiedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', identityMessages.ninTaken);
    throw error;
  }
  // Sessions remembered as unverified would keep refusing the citizen's ballot.
  await ctx.sessions.forgetUser(userId);
  return 'verified';
}
