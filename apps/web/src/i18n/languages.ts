/** The languages CivicNG speaks, each named in itself for the language menu. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'pcm', name: 'Pidgin' },
  { code: 'ha', name: 'Hausa' },
  { code: 'yo', name: 'Yorùbá' },
  { code: 'ig', name: 'Igbo' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export const languageCodes: readonly string[] = languages.map((language) => language.code);

export const isLanguageCode = (code: unknown): code is LanguageCode =>
  typeof code === 'string' && languageCodes.includes(code);
