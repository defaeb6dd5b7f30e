import i18next, { type TOptions } from 'i18next';
import { readCatalogues } from './catalogues.js';
import { languages, type Language } from './languages.js';

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

interface Template {
  english: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A message with {{placeholders}} is recognised by its fixed words, its values captured.
const templates: Template[] = Object.keys(catalogues.en.messages)
  .filter((english) => english.includes('{{'))
  .map((english) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { english, pattern: new RegExp(`^${source}$`, 'u'), names };
  });

function lookUp(language: Language, english: string): string | undefined {
  const exact = catalogues[language].messages[english];
  if (exact !== undefined) return exact;
  for (const template of templates) {
    const match = template.pattern.exec(english);
    const translated = catalogues[language].messages[template.english];
    if (!match || translated === undefined) continue;
    // A value may itself be a message ("30 seconds" in "Please wait 30 seconds").
    const values = Object.fromEntries(
      template.names.map((name, i) => {
        const value = match[i + 1] ?? '';
        return [name, lookUp(language, value) ?? value];
      }),
    );
    return translated.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  }
  return undefined;
}

/**
 * An API message in the asker's language. English is returned word for word (mobile clients
 * match on it); a message the catalogue lacks stays English. A validation message prefixed with
 * its field ("email: Enter a valid email address") keeps the field name.
 */
export function localiseMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const whole = lookUp(language, message);
  if (whole !== undefined) return whole;
  const field = /^([\w.[\]]+): (.+)$/s.exec(message);
  const rest = field?.[2] === undefined ? undefined : lookUp(language, field[2]);
  return field && rest !== undefined ? `${field[1]}: ${rest}` : message;
}
