import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

export interface Readability {
  /** Flesch-Kincaid grade: about the years of school a reader needs. */
  grade: number;
  words: number;
  sentences: number;
}

// A sentence ends at . ! or ? before a capital, a quote or a bracket; "s. 35" and "e.g. the" go on.
const sentenceEnd = /(?<=[.!?])\s+(?=[A-Z“"'‘(])/;
const wordPattern = /[A-Za-z][A-Za-z'’-]*|\d+/g;

/** How hard an English text is to read, by the Flesch-Kincaid grade formula. */
export function readability(text: string): Readability {
  const sentences = text.split(sentenceEnd).filter((s) => /\w/.test(s)).length;
  const words = text.match(wordPattern) ?? [];
  // A number is read as one word of one syllable, as the formula's authors counted them.
  const syllables = words.reduce((n, w) => n + (/^\d+$/.test(w) ? 1 : syllable(w)), 0);
  const grade =
    words.length === 0
      ? 0
      : fleschKincaid({ sentence: sentences, word: words.length, syllable: syllables });
  return { grade, words: words.length, sentences };
}
