import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot, repoRoot } from '../paths.js';
import { languages, type Language } from './languages.js';

export type Catalogue = {
  /** The API's own messages (errors and successes), by key. */
  messages: Record<string, string>;
  /** The shared contracts' validation messages, by key: the web shows the same words. */
  contracts: Record<string, string>;
} & Record<string, unknown>;

export const cataloguesDir = path.join(apiRoot, 'locales');
export const contractCataloguesDir = path.join(repoRoot, 'packages/contracts/locales');

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/**
 * Every language's catalogue, read once: apps/api/locales/<language>.json, with the contracts'
 * messages (packages/contracts/locales/<language>.json) under `contracts`.
 */
export function readCatalogues(
  dir = cataloguesDir,
  contractsDir = contractCataloguesDir,
): Record<Language, Catalogue> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      {
        ...readJson(path.join(dir, `${language}.json`)),
        ...readJson(path.join(contractsDir, `${language}.json`)),
      } as Catalogue,
    ]),
  ) as Record<Language, Catalogue>;
}
