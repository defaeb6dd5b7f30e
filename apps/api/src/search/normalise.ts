import { pidgin } from './pidgin.js';

/** Lower case, apostrophes unified, everything but letters, digits and apostrophes to spaces. */
export function simplify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz';

function edits1(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (right) out.add(left + right.slice(1));
    if (right.length > 1) out.add(left + right.charAt(1) + right.charAt(0) + right.slice(2));
    for (const ch of alphabet) {
      if (right) out.add(left + ch + right.slice(1));
      out.add(left + ch + right);
    }
  }
  return out;
}

/**
 * Maps Pidgin words to English and mends misspellings against the corpus vocabulary: one edit
 * away (the most frequent candidate wins), or two words run together ("atleast").
 */
export function normaliseQuery(
  question: string,
  vocabulary: ReadonlyMap<string, number>,
  protectedWords: ReadonlySet<string>,
): string {
  return simplify(question)
    .split(' ')
    .map((word) => {
      if (word in pidgin) return pidgin[word] ?? word;
      if (word.length < 4 || /\d/.test(word) || vocabulary.has(word) || protectedWords.has(word)) {
        return word;
      }
      for (let i = 2; i < word.length - 1; i += 1) {
        const a = word.slice(0, i);
        const b = word.slice(i);
        if ((vocabulary.get(a) ?? 0) > 50 && (vocabulary.get(b) ?? 0) > 50) return `${a} ${b}`;
      }
      let best = word;
      let bestCount = 0;
      for (const candidate of edits1(word)) {
        const count = vocabulary.get(candidate) ?? 0;
        if (count > bestCount) {
          best = candidate;
          bestCount = count;
        }
      }
      return best;
    })
    .filter(Boolean)
    .join(' ');
}
