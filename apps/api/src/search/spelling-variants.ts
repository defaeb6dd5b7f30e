import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { englishWords } from '../modules/laws/ingest/ocr-repair.js';
import { apiRoot } from '../paths.js';

const Variants = z.object({
  rules: z.array(z.object({ british: z.string(), american: z.string(), stem: z.number().int() })),
  pairs: z.record(z.string(), z.string()),
});

let loaded: z.infer<typeof Variants> | undefined;
const folded = new Map<string, string>();

/**
 * A word in one spelling convention, British or American (armoured → armored, sulphur →
 * sulfur), so that a query and a record written in different conventions meet. Rules and pairs
 * are data: apps/api/data/search/spelling-variants.json.
 */
export function americanSpelling(word: string): string {
  const cached = folded.get(word);
  if (cached !== undefined) return cached;
  loaded ??= Variants.parse(
    JSON.parse(
      readFileSync(path.join(apiRoot, 'data', 'search', 'spelling-variants.json'), 'utf8'),
    ),
  );
  let result = loaded.pairs[word] ?? word;
  if (result === word) {
    const words = englishWords();
    for (const rule of loaded.rules) {
      if (!word.endsWith(rule.british) || word.length - rule.british.length < rule.stem) continue;
      const candidate = word.slice(0, -rule.british.length) + rule.american;
      if (words.has(word) && words.has(candidate)) {
        result = candidate;
        break;
      }
    }
  }
  folded.set(word, result);
  return result;
}

/** Every word of a simplified text (lower case, single spaces) in one spelling convention. */
export const foldSpelling = (text: string): string =>
  text
    .split(' ')
    .map((w) => (w ? americanSpelling(w) : w))
    .join(' ');
