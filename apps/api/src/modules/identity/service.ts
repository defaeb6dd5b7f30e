import type { VerifyUserRequest } from '@civicng/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { encrypt, keyedHash } from '../../security/crypto.js';
import { findUserById, isUniqueViolation, ninIsTaken } from '../users/repo.js';
import { normalizeNigerianPhone, normalizeNin } from './phone-and-nin.js';
import { consumeTwoFactorCode, sendTwoFactorCode } from './two-factor.js';

export const identityMessages = {
  codeSent: 'Two factor code sent to your phone. Enter it to verify your account.',
  verified: 'User verified successfully',
  already: 'Your account is already verified.',
  ninTaken: 'This NIN is already linked to another account.',
};

export type VerifyOutcome =
  { status: 'code_sent' } | { status: 'verified' } | { status: 'redirect'; url: string };

/** Phone + NIN verification of a signed-in citizen: one NIN per account, proven by SMS code. */
export async function verifyIdentity(
  ctx: AppContext,
  userId: string,
  input: VerifyUserRequest,
): Promise<VerifyOutcome> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  if (user.identityVerifiedAt) throw new AppError('CONFLICT', identityMessages.already);
  const phoneE164 = normalizeNigerianPhone(input.phone_number);
  const nin = normalizeNin(input.nin);
  const ninHash = keyedHash(ctx.secrets.lookupKey, `nin:${nin}`);
  if (await ninIsTaken(ctx.db, ninHash, userId)) {
    throw new AppError('CONFLICT', identityMessages.ninTaken);
  }

  const next = await ctx.identity.begin({ userId, phoneE164, nin });
  if (next.kind === 'redirect') return { status: 'redirect', url: next.url };

  const subject = `verify|${userId}|${phoneE164}|${nin}`;
  if (!input.two_factor_code) {
    await sendTwoFactorCode(ctx, { purpose: 'verify', subject, phoneE164 });
    return { status: 'code_sent' };
  }
  await consumeTwoFactorCode(ctx, { purpose: 'verify', subject, code: input.two_factor_code });
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
  return { status: 'verified' };
}
