/** The languages CivicNG speaks, by code: English, Nigerian Pidgin, Hausa, Yoruba, Igbo. */
export const languageCodes = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/**
 * The cookie the web app keeps its language in beside localStorage, so the server can send the
 * page in that language with that language's words for the first screen.
 */
export const languageCookie = 'civicng_lang';

/** `ha-NG` and `HA` are Hausa; a language we do not speak is nothing. */
export function spokenLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (languageCodes as readonly string[]).includes(primary ?? '')
    ? (primary as LanguageCode)
    : undefined;
}
