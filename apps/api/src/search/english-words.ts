import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let dictionary: Set<string> | undefined;

/** The English word list (lower case; the word-list package), loaded once on first use. */
export function englishWords(): Set<string> {
  if (!dictionary) {
    const words = readFileSync(wordListPath, 'utf8').split('\n');
    // The list leaves out the one-letter words.
    dictionary = new Set([...words, 'a', 'i']);
  }
  return dictionary;
}
