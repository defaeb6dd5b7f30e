import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { badRequest } from '../../errors.js';

/** A Nigerian mobile number in any usual form (080…, +234…, 234…) as E.164, or a 400. */
export function normalizeNigerianPhone(input: string): string {
  const compact = input.replace(/[\s().-]/g, '');
  const phone = parsePhoneNumberFromString(compact, 'NG');
  const type = phone?.getType();
  if (!phone || phone.country !== 'NG' || !phone.isValid() || (type && type !== 'MOBILE')) {
    throw badRequest('Enter a valid Nigerian mobile number, like 08031234567 or +2348031234567.');
  }
  return phone.number;
}

/** A NIN is exactly 11 digits. */
export function normalizeNin(input: string): string {
  const nin = input.replace(/\s/g, '');
  if (!/^\d{11}$/.test(nin)) throw badRequest('NIN must be exactly 11 digits.');
  return nin;
}

/** Shows only the last four digits. */
export const maskNin = (nin: string) =>
  `${'*'.repeat(Math.max(0, nin.length - 4))}${nin.slice(-4)}`;
