import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Language } from '../i18n/index.js';
import { englishWords } from './english-words.js';
import { apiRoot } from '../paths.js';

type Spoken = Exclude<Language, 'en'>;
const spoken: readonly Spoken[] = ['pcm', 'ha', 'yo', 'ig'];

const Glossary = z.object({
  languages: z.record(
    z.enum(spoken),
    z.object({
      stopwords: z.array(z.string()),
      /** Verb prefixes a word may carry (Igbo's i-, e-, a-, o-): tried off when it is unknown. */
      prefixes: z.array(z.string()).optional(),
      /** The words that tell this language in a question (Pidgin's "dey", "wetin"). */
      markers: z.array(z.string()).optional(),
      terms: z.record(z.string(), z.string()),
    }),
  ),
});

/**
 * Folds a text for matching as people type it: lower case, tone marks and underdots dropped
 * (ọ́ → o), Hausa's hooked letters to their plain ones (ɗ → d), apostrophes unified; words kept
 * apart by single spaces.
 */
export function foldForGlossary(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ɓ/g, 'b')
    .replace(/ɗ/g, 'd')
    .replace(/ƙ/g, 'k')
    .replace(/[ƴƳ]/g, 'y')
    .replace(/[’‘`ʼ]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

interface Vocabulary {
  stopwords: Set<string>;
  /** Folded phrase → the statutes' English words. */
  terms: Map<string, string>;
  /** The most words any phrase has. */
  longest: number;
  prefixes: string[];
  markers: Set<string>;
}

let vocabularies: Map<Spoken, Vocabulary> | undefined;

function load(): Map<Spoken, Vocabulary> {
  const file = path.join(apiRoot, 'data', 'search', 'language-glossary.json');
  const parsed = Glossary.parse(JSON.parse(readFileSync(file, 'utf8')));
  const out = new Map<Spoken, Vocabulary>();
  for (const language of spoken) {
    const entry = parsed.languages[language] ?? { stopwords: [], terms: {} };
    const terms = new Map<string, string>();
    const markers = new Set((entry.markers ?? []).map(foldForGlossary));
    // Pidgin shares most words with English: only its own words are put in statute words, so a
    // Pidgin question and an English one in the same words read the same ("evict" stays).
    const ownPhrase = (folded: string) =>
      language !== 'pcm' ||
      folded.split(' ').some((word) => markers.has(word) || !englishWords().has(word));
    for (const [phrase, english] of Object.entries(entry.terms)) {
      const folded = foldForGlossary(phrase);
      if (folded && !terms.has(folded) && ownPhrase(folded)) terms.set(folded, english);
    }
    out.set(language, {
      stopwords: new Set(entry.stopwords.map(foldForGlossary).filter(Boolean)),
      terms,
      longest: Math.max(1, ...[...terms.keys()].map((k) => k.split(' ').length)),
      prefixes: (entry.prefixes ?? []).map(foldForGlossary),
      markers,
    });
  }
  return out;
}

const vocabulary = (language: Spoken) => {
  vocabularies ??= load();
  return vocabularies.get(language) as Vocabulary;
};

let pidgin: Set<string> | undefined;

/** Every single word Pidgin's glossary knows: its terms, function words and markers. */
function pidginWords(): Set<string> {
  if (!pidgin) {
    const known = vocabulary('pcm');
    pidgin = new Set(
      [...known.terms.keys(), ...known.stopwords, ...known.markers].filter((w) => !w.includes(' ')),
    );
  }
  return pidgin;
}

/**
 * A folded text's words in runs: the longest phrase the glossary knows at each place, with its
 * statute English, or else one word it does not know as a phrase.
 */
function* segments(
  words: string[],
  { terms, longest }: Vocabulary,
): Generator<{ words: string[]; english?: string }> {
  for (let i = 0; i < words.length;) {
    let n = Math.min(longest, words.length - i);
    for (; n >= 1; n -= 1) {
      const part = words.slice(i, i + n);
      const english = terms.get(part.join(' '));
      if (english !== undefined) {
        yield { words: part, english };
        break;
      }
    }
    if (n === 0) yield { words: [words[i] ?? ''] };
    i += Math.max(1, n);
  }
}

/**
 * How many words of a folded text only this language's glossary knows: its phrases and
 * function words, leaving out words English also has ("police", "a", "me"), so an English
 * question is not taken for Hausa for the loan words and short words they share.
 */
function ownWords(words: string[], language: Spoken): number {
  const known = vocabulary(language);
  const english = englishWords();
  // Pidgin is told only by its markers and function words: its glossary also holds acronyms
  // and loan words ("bvas") that an English question uses as much.
  // Words Pidgin shares with them (acronyms such as "efcc", "oga", "keke", the pronoun "e") tell
  // Hausa, Yoruba and Igbo no more than English words do.
  const shared = language === 'pcm' ? new Set<string>() : pidginWords();
  const ownWord = (word: string) => !english.has(word) && !shared.has(word);
  const ownPhrase = (part: string[]) =>
    language === 'pcm' ? part.some((word) => known.markers.has(word)) : part.some(ownWord);
  let count = 0;
  for (const segment of segments(words, known)) {
    const [word = ''] = segment.words;
    if (segment.english !== undefined) {
      if (ownPhrase(segment.words)) count += segment.words.length;
    } else if (known.stopwords.has(word) && ownWord(word)) {
      count += 1;
    }
  }
  return count;
}

/** A letter only one of our languages writes settles it: ɗ is Hausa, ẹ Yoruba, ị Igbo. */
function languageByLetters(nfc: string): Spoken | undefined {
  if (/[ɓɗƙƴ]/iu.test(nfc)) return 'ha';
  if (/[ịụṅ]/iu.test(nfc)) return 'ig';
  if (/[ẹṣ]/iu.test(nfc)) return 'yo';
  // ọ is both Yoruba's and Igbo's; with tone marks, as Yoruba is written, it is Yoruba.
  if (/ọ/iu.test(nfc) && /[\u0300\u0301]/u.test(nfc.normalize('NFD'))) return 'yo';
  return undefined;
}

/**
 * Which of our languages a question is written in: its own letters first, then how many of its
 * words only one language's glossary knows. Hausa, Yoruba or Igbo needs two such words (or a
 * quarter of the question); Pidgin, mostly English words, one. English otherwise.
 */
export function detectLanguage(text: string): Language {
  const nfc = text.normalize('NFC');
  const byLetters = languageByLetters(nfc);
  if (byLetters) return byLetters;
  const words = foldForGlossary(nfc).split(' ').filter(Boolean);
  if (words.length === 0) return 'en';
  const scores = (['ha', 'yo', 'ig'] as const).map((language) => ({
    language,
    own: ownWords(words, language),
  }));
  const best = scores.reduce((a, b) => (b.own > a.own ? b : a));
  if (best.own >= 2 || (best.own >= 1 && best.own / words.length >= 0.25)) return best.language;
  return ownWords(words, 'pcm') >= 1 ? 'pcm' : 'en';
}

/**
 * A question in Pidgin, Hausa, Yoruba or Igbo with the words the glossary knows replaced by the
 * statutes' English (longest phrase first) and its function words dropped; words it does not
 * know (names, loan words such as "police" or "bail") are kept. English passes through as it is.
 */
export function toStatuteEnglish(
  text: string,
  language = detectLanguage(text),
  /** Words to leave as they are: those the searched corpus itself uses ("WhatsApp" in claims). */
  keep: (word: string) => boolean = () => false,
): string {
  return language === 'en' ? text : statuteEnglishMeanings(text, language, keep).join(' ');
}

/**
 * `toStatuteEnglish` one meaning at a time: for each phrase or word of the question, its English
 * (one or more statute words that are alternatives: "document paper" for Hausa takarda) or the
 * word kept as it is. A search counts each meaning once in what was asked.
 */
export function statuteEnglishMeanings(
  text: string,
  language: Spoken,
  keep: (word: string) => boolean = () => false,
): string[] {
  const known = vocabulary(language);
  const unprefixed = (word: string) => {
    for (const prefix of known.prefixes) {
      const english = word.startsWith(prefix)
        ? known.terms.get(word.slice(prefix.length))
        : undefined;
      if (english !== undefined) return english;
    }
    return undefined;
  };
  const out: string[] = [];
  for (const segment of segments(foldForGlossary(text).split(' ').filter(Boolean), known)) {
    const [word = ''] = segment.words;
    const own =
      segment.words.length === 1 && !known.stopwords.has(word) && !known.markers.has(word);
    if (own && keep(word)) {
      out.push(word);
    } else if (segment.english !== undefined) {
      if (segment.english) out.push(segment.english);
    } else if (!known.stopwords.has(word)) {
      out.push(unprefixed(word) ?? word);
    }
  }
  return out;
}

/**
 * The language an answer is written in: the question's own when it is one of our other
 * languages, else the language the asker reads the screen in.
 */
export function answerLanguage(question: string, screen: Language): Language {
  const written = detectLanguage(question);
  return written === 'en' ? screen : written;
}
