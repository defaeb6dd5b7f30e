import {
  languageCookie as cookieName,
  spokenLanguage,
  type LanguageCode,
} from '@civicng/contracts/language';

const storageKey = 'civicng.language';

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
    .map(spokenLanguage)
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
