import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { IdentityRegisterUnavailable } from '../../providers/identity/identity-register.js';
import { keyedHash } from '../../security/crypto.js';
import { normalizeNigerianPhone, parseIdentityNumber } from './phone-and-nin.js';

export const identityCheckMessages = {
  notFound:
    'We could not find this NIN in the national identity register. Check the number and try again.',
  noPhone:
    'The identity register holds no phone number for this NIN. Link a phone number to your NIN with NIMC, then try again.',
  otherPhone:
    'This phone number is not the one on record for this NIN. Enter the phone number your NIN is registered with.',
  unavailable:
    'The identity register cannot be reached right now. Please try again in a few minutes.',
};

export interface CheckedIdentity {
  /** The phone on record, which is also the phone the citizen typed: the SMS code goes there. */
  phoneE164: string;
  nin: string;
  /** Keyed hash of the NIN: one account per NIN, and the voter's key in every poll. */
  ninHash: string;
}

/**
 * Looks the NIN (or virtual NIN) up in the identity register and checks that the phone typed is
 * the phone on record, so that the SMS code proves the citizen holds that person's phone.
 */
export async function checkIdentity(
  ctx: AppContext,
  input: { phone_number: string; nin: string },
): Promise<CheckedIdentity> {
  const phoneE164 = normalizeNigerianPhone(input.phone_number);
  const query = parseIdentityNumber(input.nin);
  let record;
  try {
    record = await ctx.identity.lookup(query);
  } catch (error) {
    if (error instanceof IdentityRegisterUnavailable) {
      ctx.log.warn({ reason: error.message }, 'identity register unavailable');
      throw new AppError('UNAVAILABLE', identityCheckMessages.unavailable);
    }
    throw error;
  }
  if (!record) throw new AppError('IDENTITY_NOT_FOUND', identityCheckMessages.notFound);
  if (!record.phoneE164) throw new AppError('PHONE_NOT_ON_RECORD', identityCheckMessages.noPhone);
  if (record.phoneE164 !== phoneE164) {
    throw new AppError('PHONE_NOT_ON_RECORD', identityCheckMessages.otherPhone);
  }
  return {
    phoneE164,
    nin: record.nin,
    ninHash: keyedHash(ctx.secrets.lookupKey, `nin:${record.nin}`),
  };
}
