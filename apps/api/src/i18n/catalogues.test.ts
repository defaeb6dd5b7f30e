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
      // Messages are keyed by their English words, dots and all.
      const name =
        prefix === 'messages' ? `messages\u0000${key}` : prefix ? `${prefix}.${key}` : key;
      for (const [k, v] of flatten(child, name)) out.set(k, v);
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

describe('the API catalogues', () => {
  it('English messages are their own words', () => {
    const wrong = Object.entries(catalogues.en.messages).filter(([key, text]) => key !== text);
    expect(wrong).toEqual([]);
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
      expect(
        missing.map((k) => k.replace('\u0000', ': ')),
        'missing',
      ).toEqual([]);
      expect(
        extra.map((k) => k.replace('\u0000', ': ')),
        'not in English',
      ).toEqual([]);
      expect(
        differing.map(([k]) => k.replace('\u0000', ': ')),
        'placeholders',
      ).toEqual([]);
    },
  );

  it('every text is one the code uses', () => {
    const code = [
      path.join(repoRoot, 'apps/api/src'),
      path.join(repoRoot, 'packages/contracts/src'),
    ]
      .flatMap(sources)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = [...english.keys()].filter((key) => {
      if (key.startsWith('messages\u0000')) {
        // A message's fixed words, between its placeholders, are written in the code.
        const message = key.slice('messages\u0000'.length);
        return !message
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/^[\s:,.]+|[\s:,.]+$/g, ''))
          .filter(Boolean)
          .every((part) => code.includes(part));
      }
      return !code.includes(`'${key}'`);
    });
    expect(unused.map((k) => k.replace('\u0000', ': '))).toEqual([]);
  });
});
