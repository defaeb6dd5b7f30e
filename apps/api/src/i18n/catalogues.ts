import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../paths.js';
import { languages, type Language } from './languages.js';

export type Catalogue = {
  /** The API's messages, keyed by their English words (the spec's contract). */
  messages: Record<string, string>;
} & Record<string, unknown>;

export const cataloguesDir = path.join(apiRoot, 'locales');

/** Every language's catalogue, read once: apps/api/locales/<language>.json. */
export function readCatalogues(dir = cataloguesDir): Record<Language, Catalogue> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Catalogue,
    ]),
  ) as Record<Language, Catalogue>;
}
