import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages';

const src = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(src, 'locales');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

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

function catalogue(language: string): Map<string, string> {
  const dir = path.join(localesDir, language);
  const merged = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const feature = file.replace(/\.json$/, '');
    const content = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      unknown
    >;
    // Each file holds one top-level key named for its feature, so files never collide.
    expect(Object.keys(content), `${language}/${file}`).toEqual([feature]);
    for (const [k, v] of flatten(content)) merged.set(k, v);
  }
  return merged;
}

/** {{placeholders}} and <0>tags</0> a translation must keep. */
const tokens = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();

/** Plural forms each language needs, by CLDR (Intl.PluralRules). */
const pluralForms = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

const english = catalogue('en');
const baseKeys = new Set([...english.keys()].map((key) => key.replace(pluralSuffix, '')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(full);
    // screen-table.json names each screen's title key.
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('message catalogues', () => {
  it.each(languageCodes.filter((code) => code !== 'en'))(
    '%s has every English message, no others, and the same placeholders',
    (language) => {
      const messages = catalogue(language);
      const forms = pluralForms(language);
      const missing: string[] = [];
      const wrongTokens: string[] = [];
      for (const base of baseKeys) {
        const plural = english.has(`${base}_other`);
        const wanted = plural ? forms.map((form) => `${base}_${form}`) : [base];
        const englishText = english.get(plural ? `${base}_other` : base) ?? '';
        for (const key of wanted) {
          const text = messages.get(key);
          if (text === undefined || text.trim() === '') missing.push(key);
          else if (tokens(text).join() !== tokens(englishText).join()) wrongTokens.push(key);
        }
      }
      const extra = [...messages.keys()].filter(
        (key) => !baseKeys.has(key.replace(pluralSuffix, '')),
      );
      expect(missing, 'missing or empty').toEqual([]);
      expect(wrongTokens, 'placeholders differ from English').toEqual([]);
      expect(extra, 'keys English does not have').toEqual([]);
    },
  );

  it('uses every English key in the code', () => {
    const code = sourceFiles(src)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const literals = new Set([...code.matchAll(/(['"`])([\w.-]+)\1/g)].map((match) => match[2]));
    const unused = [...baseKeys].filter((key) => !literals.has(key));
    expect(unused).toEqual([]);
  });

  it('has no empty English message', () => {
    expect([...english].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
