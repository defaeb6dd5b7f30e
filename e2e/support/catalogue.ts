import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}

/**
 * The words a citizen reading this language sees, from the product's own catalogues: the web
 * app's and the API's (each by key), so a story can be played in Hausa
 * without the test restating any translation.
 */
export function catalogue(language: string) {
  const dir = path.join(root, 'apps/web/src/locales', language);
  const web = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '', web);
  }
  const api = JSON.parse(
    readFileSync(path.join(root, 'apps/api/locales', `${language}.json`), 'utf8'),
  ) as Record<string, unknown>;
  const apiTexts = flatten(api);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return {
    /** A web text by key, its {{values}} filled; plural keys take `count`. */
    t: (key: string, values: Record<string, string | number> = {}): string => {
      const text = web.get(key) ?? web.get(`${key}_other`);
      if (text === undefined) throw new Error(`no ${key} in the ${language} catalogue`);
      return fill(text, values);
    },
    /** An API message by its key (`messages.loggedOut`), as the server answers it here. */
    message: (key: string, values: Record<string, string | number> = {}): string => {
      const text = apiTexts.get(key);
      if (text === undefined) throw new Error(`no message ${key} in ${language}`);
      return fill(text, values);
    },
    /** One of the API's own texts (chat sentences, mail), by key. */
    apiText: (key: string): string => {
      const text = apiTexts.get(key);
      if (text === undefined) throw new Error(`no API text ${key} in ${language}`);
      return text;
    },
  };
}
