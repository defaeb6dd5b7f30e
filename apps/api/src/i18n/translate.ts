import i18next, { type TOptions } from 'i18next';
import { readCatalogues } from './catalogues.js';
import { languages, type Language } from './languages.js';
import type { MessageKey, MessageValues } from './message-keys.js';

const catalogues = readCatalogues();

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: Object.fromEntries(
    languages.map((language) => [language, { translation: catalogues[language] }]),
  ),
  supportedLngs: [...languages],
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

/** A text of the catalogues (mail, SMS, chat) in one language; English where a key is missing. */
export const translate = (language: Language, key: string, options: TOptions = {}): string =>
  instance.t(key, { ...options, lng: language });

/** The catalogue's texts in one language, with their values filled in. */
export const textIn =
  (language: Language) =>
  (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);

/** Whether a text is a key of the catalogues' messages (the API's or the contracts'). */
export const isMessageKey = (text: string): text is MessageKey => {
  const [section, name, ...rest] = text.split('.');
  if (rest.length > 0 || name === undefined) return false;
  if (section !== 'messages' && section !== 'contracts') return false;
  return Object.hasOwn(catalogues.en[section], name);
};

/**
 * A message in one language, its values filled in. A value that is itself a message key (the
 * "30 seconds" of "Please wait 30 seconds") is said in the same language. English is the spec's
 * text word for word: mobile clients match on it.
 */
export function say(language: Language, key: MessageKey, values: MessageValues = {}): string {
  const said = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? say(language, value.key, value.values) : value,
    ]),
  );
  return translate(language, key, said);
}
