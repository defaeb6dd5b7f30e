import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { englishWords } from './english-words.js';
import { apiRoot } from '../paths.js';

const Variants = z.object({
  rules: z.array(z.object({ british: z.string(), american: z.string(), stem: z.number().int() })),
  pairs: z.record(z.string(), z.string()),
});

let loaded: z.infer<typeof Variants> | undefined;

/**
 * A word in one spelling convention, British or American (armoured → armored, sulphur →
 * sulfur), so that a query and a record written in different conventions meet. Rules and pairs
 * are data: apps/api/data/search/spelling-variants.json.
 */
export function americanSpelling(word: string): string {
  loaded ??= Variants.parse(
    JSON.parse(
      readFileSync(path.join(apiRoot, 'data', 'search', 'spelling-variants.json'), 'utf8'),
    ),
  );
  const pair = loaded.pairs[word];
  if (pair) return pair;
  const words = englishWords();
  if (!words.has(word)) return word;
  for (const rule of loaded.rules) {
    if (!word.endsWith(rule.british) || word.length - rule.british.length < rule.stem) continue;
    const candidate = word.slice(0, -rule.british.length) + rule.american;
    if (words.has(candidate)) return candidate;
  }
  return word;
}

/** Every word of a text in one spelling convention, the text otherwise as it was. */
export const foldSpelling = (text: string): string =>
  text.replace(/[A-Za-z]+/g, (w) => {
    const lower = w.toLowerCase();
    const folded = americanSpelling(lower);
    return folded === lower ? w : folded;
  });
