import type { Message, MessageKey } from '../../i18n/index.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { IdentityRegisterUnavailable } from '../../providers/identity/identity-register.js';
import { keyedHash } from '../../security/crypto.js';
import { normalizeNigerianPhone, parseIdentityNumber } from './phone-and-nin.js';

export const identityCheckMessages = {
  notFound: 'messages.couldNotFindNin',
  noPhone: 'messages.identityRegisterHoldsNo',
  otherPhone: 'messages.phoneNumberNotOne',
  unavailable: 'messages.identityRegisterCannotReached',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

export interface CheckedIdentity {
  /** The phone on record, which is also the phone the citizen typed: the SMS code goes there. */
  phoneE164: string;
  nin: string;
  /** Keyed hash of the NIN: one account per NIN, and the voter's key in every poll. */
  ninHash: string;
}

/** What the register said: the identity, or why not, with the phone on record when there is one. */
export type IdentityLookup =
  | { found: CheckedIdentity }
  | { refused: AppError; phoneTyped: string; numberTyped: string; phoneOnRecord?: string };

/**
 * Looks the NIN (or virtual NIN) up in the identity register and checks that the phone typed is
 * the phone on record, so that the SMS code proves the citizen holds that person's phone. Throws
 * only for what the register is not asked about: a malformed number (400) or an unreachable
 * register (503).
 */
export async function lookUpIdentity(
  ctx: AppContext,
  input: { phone_number: string; nin: string },
): Promise<IdentityLookup> {
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
  const refused = (error: AppError) => ({
    refused: error,
    phoneTyped: phoneE164,
    numberTyped: query.value,
    phoneOnRecord: record?.phoneE164 ?? undefined,
  });
  if (!record) return refused(new AppError('IDENTITY_NOT_FOUND', identityCheckMessages.notFound));
  if (!record.phoneE164) {
    return refused(new AppError('PHONE_NOT_ON_RECORD', identityCheckMessages.noPhone));
  }
  if (record.phoneE164 !== phoneE164) {
    return refused(new AppError('PHONE_NOT_ON_RECORD', identityCheckMessages.otherPhone));
  }
  return {
    found: {
      phoneE164,
      nin: record.nin,
      ninHash: keyedHash(ctx.secrets.lookupKey, `nin:${record.nin}`),
    },
  };
}

/** lookUpIdentity for a caller who may be told why (a signed-in citizen): refusals are thrown. */
export async function checkIdentity(
  ctx: AppContext,
  input: { phone_number: string; nin: string },
): Promise<CheckedIdentity> {
  const lookup = await lookUpIdentity(ctx, input);
  if ('refused' in lookup) throw lookup.refused;
  return lookup.found;
}
