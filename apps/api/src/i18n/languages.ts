import { languageCodes } from '@civicng/contracts';
import Negotiator from 'negotiator';

/** The languages CivicNG speaks: English first, the one the spec's messages are written in. */
export const languages = languageCodes;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** An account's stored language, English if it holds anything else. */
export const accountLanguage = (account: { language: string }): Language =>
  isLanguage(account.language) ? account.language : 'en';

/**
 * The language an Accept-Language header asks for among ours (`ha-NG` is Hausa), or English
 * when it names none of them or there is no header.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  if (header === undefined || header === '' || header === 'en') return 'en';
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...languages]);
  return isLanguage(best) ? best : 'en';
}
