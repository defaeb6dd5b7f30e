import { isLanguageCode, type LanguageCode } from './languages';

const storageKey = 'civicng.language';
/**
 * The same choice in a cookie, which the server reads to send the page in this language with
 * this language's words for its first screen (apps/api/src/plugins/first-screen.ts).
 */
const cookieName = 'civicng_lang';

/** `ha-NG` and `HA` are Hausa; a language we do not speak is nothing. */
const spoken = (value: string | null | undefined): LanguageCode | undefined => {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(primary) ? primary : undefined;
};

const keptLanguage = () => {
  const cookie = document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  try {
    return [cookie, localStorage.getItem(storageKey)];
  } catch {
    return [cookie]; // Storage refused (a private window): the cookie still says.
  }
};

/**
 * The language to show: `?lang=` in the address, then the choice kept on this device, then the
 * browser's languages in order, then English. The server finds the same one for the page.
 */
export const detectLanguage = (): LanguageCode =>
  [
    new URLSearchParams(window.location.search).get('lang'),
    ...keptLanguage(),
    ...navigator.languages,
  ]
    .map(spoken)
    .find((code) => code !== undefined) ?? 'en';

/** Keeps the language on this device, for the next visit and for the server's first page. */
export function keepLanguage(language: string): void {
  document.cookie = `${cookieName}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Storage refused: the cookie keeps it.
  }
}
