import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';
import { readCatalogues } from './catalogues.js';
import { languages } from './languages.js';

const catalogues = readCatalogues();

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

const english = flatten(catalogues.en);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const code = [path.join(repoRoot, 'apps/api/src'), path.join(repoRoot, 'packages/contracts/src')]
  .flatMap(sources)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the API catalogues', () => {
  it('every message key the code names has English words', () => {
    const named = [...code.matchAll(/'((?:messages|contracts)\.\w+)'/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(150);
    expect([...new Set(named)].filter((key) => !english.get(key)?.trim())).toEqual([]);
  });

  it.each(languages.filter((l) => l !== 'en'))(
    '%s has every English text, no others, with the same placeholders',
    (language) => {
      const texts = flatten(catalogues[language]);
      const missing = [...english.keys()].filter((key) => !texts.get(key)?.trim());
      const extra = [...texts.keys()].filter((key) => !english.has(key));
      const differing = [...english].filter(
        ([key, text]) =>
          texts.has(key) && placeholders(texts.get(key) ?? '') !== placeholders(text),
      );
      expect(missing, 'missing').toEqual([]);
      expect(extra, 'not in English').toEqual([]);
      expect(
        differing.map(([k]) => k),
        'placeholders',
      ).toEqual([]);
    },
  );

  // A feature phone shows nothing but these words: a menu in the citizen's language with English
  // items in it ("0. Back", "TRUE" on the Pidgin menu) reads as half translated (issue 33 item 13).
  it.each(languages.filter((l) => l !== 'en'))(
    'the %s USSD menu has no English item',
    (language) => {
      const texts = flatten(catalogues[language]);
      const words = (text: string) =>
        text.replace(/\{\{[^}]*\}\}/g, '').replace(/[\d\s.:,()]/g, '');
      const untranslated = [...english]
        .filter(([key]) => key.startsWith('ussd.'))
        .filter(([key, text]) => words(text) !== '' && texts.get(key) === text)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    },
  );

  it('every text is one the code uses', () => {
    const unused = [...english.keys()].filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
