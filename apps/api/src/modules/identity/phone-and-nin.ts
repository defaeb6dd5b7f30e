import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { badRequest } from '../../errors.js';
import type { IdentityQuery } from '../../providers/identity/identity-register.js';

/** A Nigerian mobile number in any usual form (080…, +234…, 234…) as E.164, or a 400. */
export function normalizeNigerianPhone(input: string): string {
  const compact = input.replace(/[\s().-]/g, '');
  const phone = parsePhoneNumberFromString(compact, 'NG');
  const type = phone?.getType();
  if (!phone || phone.country !== 'NG' || !phone.isValid() || (type && type !== 'MOBILE')) {
    throw badRequest('messages.enterValidNigerianMobile');
  }
  return phone.number;
}

/**
 * What the citizen typed in the NIN field: an 11-digit NIN, or the 16-character virtual NIN
 * (letters and digits) that NIMC's app issues for sharing with third parties.
 */
export function parseIdentityNumber(input: string): IdentityQuery {
  const compact = input.replace(/[\s-]/g, '');
  if (/^\d{11}$/.test(compact)) return { kind: 'nin', value: compact };
  if (/^[A-Za-z0-9]{16}$/.test(compact) && /[A-Za-z]/.test(compact)) {
    return { kind: 'vnin', value: compact.toUpperCase() };
  }
  throw badRequest('messages.ninMustExactly11');
}

/** Shows only the last four digits. */
export const maskNin = (nin: string) =>
  `${'*'.repeat(Math.max(0, nin.length - 4))}${nin.slice(-4)}`;
