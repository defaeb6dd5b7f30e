import { detectLanguage, statuteEnglishMeanings, toStatuteEnglish } from './language-glossary.js';
import { lemmaCandidates } from './wordnet.js';

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

const trigrams = (word: string) => {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i < padded.length - 2; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
};

/**
 * Mends a query's words against a corpus vocabulary: a question in Pidgin, Hausa, Yoruba or Igbo
 * put in the statutes' English through the language glossary, words run
 * together split ("atleast"), one-edit typos mended (most frequent candidate wins) and, when
 * `fuzzy` is on, longer misspellings (names especially) matched by trigram similarity, as pg_trgm
 * does.
 */
export class QueryNormaliser {
  private readonly byTrigram = new Map<string, string[]>();

  constructor(
    private readonly vocabulary: ReadonlyMap<string, number>,
    private readonly protectedWords: ReadonlySet<string> = new Set(),
    private readonly options: {
      fuzzy?: boolean;
      /**
       * Keep a word of another language as it is when the corpus uses it: claims are written in
       * everyday English ("WhatsApp", "scam"), so the statutes' words the glossary gives
       * ("social media internet") would only lose them. Statutes want the glossary's words.
       */
      keepCorpusWords?: boolean;
    } = {},
  ) {
    if (options.fuzzy) {
      for (const word of vocabulary.keys()) {
        if (word.length < 4 || /\d/.test(word)) continue;
        for (const gram of trigrams(word)) {
          const list = this.byTrigram.get(gram);
          if (list) list.push(word);
          else this.byTrigram.set(gram, [word]);
        }
      }
    }
  }

  normalise(query: string): string {
    return this.read(query).text;
  }

  /**
   * The query as `normalise` gives it, and the words in it that were only guessed: a misspelling
   * more than one edit from any word, matched by shared trigrams ("plorf" → plot), may be
   * another word altogether.
   */
  read(query: string): { text: string; guessed: string[]; meanings?: string[] } {
    const language = detectLanguage(query);
    const keep = this.options.keepCorpusWords
      ? (word: string) => (this.vocabulary.get(simplify(word)) ?? 0) > 0
      : undefined;
    if (language === 'ha' || language === 'yo' || language === 'ig') {
      // What the glossary did not put in English is a word of the question's own language,
      // unless the corpus uses it (a loan word, a name): spelling repair would only turn it
      // into some English word, and kept, it would lower the answer's confidence.
      const meanings = statuteEnglishMeanings(query, language, keep)
        .map((meaning) =>
          simplify(meaning)
            .split(' ')
            .filter((word) => (this.vocabulary.get(word) ?? 0) > 0)
            .join(' '),
        )
        .filter(Boolean);
      return { text: meanings.join(' '), guessed: [], meanings };
    }
    const words = simplify(toStatuteEnglish(query, language, keep)).split(' ');
    const guessed: string[] = [];
    const mended = words.map((word) => {
      const guess = this.mend(word);
      if (typeof guess === 'string') return guess;
      guessed.push(guess.guessed);
      return guess.guessed;
    });
    return { text: mended.filter(Boolean).join(' '), guessed };
  }

  private mend(word: string): string | { guessed: string } {
    const known = (w: string) => this.vocabulary.get(w) ?? 0;
    if (word.length < 4 || /\d/.test(word) || known(word) > 0 || this.protectedWords.has(word)) {
      return word;
    }
    // An inflection of a known word (suvs, crowds) is left to stemming, not "mended".
    if (lemmaCandidates(word).some((w) => known(w) > 0)) return word;
    for (let i = 2; i < word.length - 1; i += 1) {
      const a = word.slice(0, i);
      const b = word.slice(i);
      if (known(a) > 50 && known(b) > 50) return `${a} ${b}`;
    }
    let best = word;
    let bestCount = 0;
    for (const candidate of edits1(word)) {
      const count = known(candidate);
      if (count > bestCount) {
        best = candidate;
        bestCount = count;
      }
    }
    if (bestCount > 0 || !this.options.fuzzy || word.length < 5) return best;
    const guess = this.closestByTrigrams(word);
    return guess ? { guessed: guess } : word;
  }

  private closestByTrigrams(word: string): string | undefined {
    const grams = trigrams(word);
    const shared = new Map<string, number>();
    for (const gram of grams) {
      for (const candidate of this.byTrigram.get(gram) ?? []) {
        shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
      }
    }
    let best: string | undefined;
    let bestScore = 0.5;
    for (const [candidate, count] of shared) {
      const dice = (2 * count) / (grams.size + trigrams(candidate).size);
      const score = dice + Math.log10(1 + (this.vocabulary.get(candidate) ?? 0)) / 100;
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    return best;
  }
}

/** One-off normalisation without a reusable normaliser (no fuzzy name matching). */
export function normaliseQuery(
  query: string,
  vocabulary: ReadonlyMap<string, number>,
  protectedWords: ReadonlySet<string> = new Set(),
): string {
  return new QueryNormaliser(vocabulary, protectedWords).normalise(query);
}
