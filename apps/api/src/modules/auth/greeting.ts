import { personNameFrom } from '@civicng/contracts';
import { type Language, translate } from '../../i18n/index.js';

/**
 * "Hello {name}," on one line. Control characters and line breaks become spaces, and a name that
 * is not a plain person's name (older accounts, provider names) is left out rather than quoted.
 */
export function greeting(name: string | null | undefined, language: Language = 'en'): string {
  const clean = personNameFrom((name ?? '').replace(/[\p{C}\p{Z}\s]+/gu, ' '));
  return clean
    ? translate(language, 'mail.hello', { name: clean })
    : translate(language, 'mail.helloNoName');
}
