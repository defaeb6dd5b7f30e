import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, namespaces } from './catalogues';
import { detectLanguage, keepLanguage } from './detect-language';
import { isLanguageCode, languageCodes } from './languages';

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguageCode(language)) {
      callback(new Error(`No catalogue for ${language}`), false);
      return;
    }
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Keeps <html lang> true to the language on screen, and the choice on this device. */
function followLanguage(language: string) {
  document.documentElement.lang = language;
  keepLanguage(language);
}

let started: Promise<unknown> | undefined;

/**
 * Starts i18next, once: `?lang=` in the address wins, then the choice kept on this device, then
 * the browser's languages, then English. A language with no catalogue here falls to English.
 * Only the chosen language is fetched, and of it the shared words and `first`, the namespaces
 * of the screen being opened: a key missing from them is a defect the catalogue test and the
 * e2e screens catch, not something to patch with an English download.
 */
export function startI18n(first: readonly string[] = []): Promise<unknown> {
  if (started) return started;
  i18next.on('languageChanged', followLanguage);
  started = i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // English stands in for a language we do not speak; a language we do speak has no
      // fallback, so its catalogue is the only one fetched.
      fallbackLng: (code) => (isLanguageCode(code) ? [] : ['en']),
      ns: ['common', ...first],
      defaultNS: 'common',
      // A key is looked for in every feature's namespace that is loaded: `polls.card.vote` is
      // found in "polls" without each component naming it.
      fallbackNS: namespaces.filter((name) => name !== 'common'),
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (languages, _namespace, key) => {
        console.error(`i18n: missing key "${key}" in ${languages.join(', ')}`);
      },
      react: { useSuspense: true },
    });
  return started;
}

/** Loads the words of a screen (its feature's namespaces) in the language on screen. */
export const loadWords = (features: readonly string[]): Promise<unknown> =>
  startI18n().then(() => i18next.loadNamespaces([...features]));
