import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { lexemesOf } from '../../search/lexemes.js';
import { normaliseQuery } from '../../search/normalise.js';
import { detectLanguage } from '../../search/language-glossary.js';
import type { LawAssistant } from '../laws/index.js';
import { englishWords } from '../../search/english-words.js';
import { removals, removed, scrub } from './scrub.js';

/** One question a citizen asked the assistant, as stored. */
export interface AskedQuestion {
  userId: string;
  userQuery: string;
}

/** A question ready to group: scrubbed, reduced to its content lexemes, and its best section. */
export interface Question {
  userId: string;
  /** The scrubbed wording: the only text that leaves this module. */
  text: string;
  lexemes: ReadonlySet<string>;
  /** The law section retrieval ranks first for it, if any is a real match. */
  topSection: number | null;
}

export interface QuestionGroup {
  /** The lexemes of the group's first question: stable while the month's questions accumulate. */
  key: string;
  /** Every distinct lexeme set in the group (one of them is the key). */
  signatures: string[];
  questions: Question[];
  /** Distinct people who asked. */
  askers: number;
  topSection: number | null;
  /** The scrubbed member question closest to the others, in English when one is. */
  representative: string;
}

/** When two questions count as one. */
export const similarity = {
  /** Content lexemes shared out of all used by either: this much alone makes them one question. */
  jaccard: 0.6,
  /** With the same top law section, sharing this share of the shorter question's lexemes is enough. */
  sameSectionOverlap: 0.5,
};

// Words that say nothing about what is asked ("please tell me…"), as English lexemes.
const filler = new Set([
  'pleas',
  'want',
  'know',
  'ask',
  'question',
  'abeg',
  'sir',
  'ma',
  'help',
  'tell',
  'someon',
  'remov',
  'nigeria',
  'nigerian',
]);
/** The sorted lexemes, readable; hashed when too long to be an index key. */
export function signatureOf(lexemes: ReadonlySet<string>): string {
  const text = [...lexemes].sort().join(' ');
  return text.length <= 200 ? text : `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

export function isEnglish(text: string): boolean {
  return detectLanguage(text) === 'en';
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>) {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return { shared, union: a.size + b.size - shared, smaller: Math.min(a.size, b.size) };
}

/**
 * Two questions are one when they share most of their content words (Jaccard), or when retrieval
 * sends both to the same law section and they share at least half the shorter one's words.
 */
export function similar(
  a: Pick<Question, 'lexemes' | 'topSection'>,
  b: Pick<Question, 'lexemes' | 'topSection'>,
): boolean {
  const { shared, union, smaller } = overlap(a.lexemes, b.lexemes);
  if (shared === 0) return false;
  if (shared / union >= similarity.jaccard) return true;
  return (
    a.topSection !== null &&
    a.topSection === b.topSection &&
    shared / smaller >= similarity.sameSectionOverlap &&
    shared >= Math.min(2, smaller)
  );
}

/** Scrubs, normalises (Pidgin, spelling) and looks up each question, in the order given. */
export async function describeQuestions(
  deps: { database: Database; laws: Pick<LawAssistant, 'retrieve'> },
  asked: readonly AskedQuestion[],
  vocabulary: ReadonlyMap<string, number>,
): Promise<Question[]> {
  const texts = asked.map((a) => scrub(a.userQuery));
  const plain = texts.map((t) => t.replaceAll(removed, ' '));
  const normalised = plain.map((t) => normaliseQuery(t, vocabulary, englishWords()));
  const distinct = [...new Set(normalised)];
  const lexemes = new Map<string, Set<string>>();
  const topSections = new Map<string, number | null>();
  for (let i = 0; i < distinct.length; i += 500) {
    const batch = distinct.slice(i, i + 500);
    const terms = await lexemesOf(deps.database, batch);
    batch.forEach((text, j) => {
      const keys = [...(terms[j]?.keys() ?? [])].filter((t) => !filler.has(t) && !/^\d+$/.test(t));
      lexemes.set(text, new Set(keys));
    });
  }
  // One retrieval per distinct wording, one at a time: the index is shared with live chat.
  for (const [i, key] of normalised.entries()) {
    if (topSections.has(key) || !lexemes.get(key)?.size) continue;
    const [best] = await deps.laws.retrieve(plain[i] ?? '', 1);
    topSections.set(key, best?.section.id ?? null);
  }
  return asked.map((a, i) => {
    const key = normalised[i] ?? '';
    return {
      userId: a.userId,
      text: texts[i] ?? '',
      lexemes: lexemes.get(key) ?? new Set<string>(),
      topSection: topSections.get(key) ?? null,
    };
  });
}

interface Variant {
  signature: string;
  lexemes: ReadonlySet<string>;
  topSection: number | null;
  questions: Question[];
}

// Bounds the work per question in a busy month; the earliest variants define a group best.
const compareWith = 50;

/**
 * Groups questions, oldest first, so that a group never changes its first question (its key) as
 * later ones arrive. Questions with the same lexemes are one variant; a variant joins the group
 * whose first variant it is similar to, or whose variants it is mostly similar to (the one it
 * shares most with), else starts a group. Questions without content words are left out.
 */
export function groupQuestions(questions: readonly Question[]): QuestionGroup[] {
  const variants = new Map<string, Variant>();
  for (const q of questions) {
    if (q.lexemes.size === 0) continue;
    const signature = signatureOf(q.lexemes);
    const variant = variants.get(signature);
    if (variant) variant.questions.push(q);
    else {
      variants.set(signature, {
        signature,
        lexemes: q.lexemes,
        topSection: q.topSection,
        questions: [q],
      });
    }
  }

  const groups: Variant[][] = [];
  for (const variant of variants.values()) {
    let best: Variant[] | undefined;
    let bestScore = -1;
    for (const group of groups) {
      const sample = group.slice(0, compareWith);
      const close = sample.filter((v) => similar(variant, v)).length;
      const leader = group[0];
      if (!leader || (!similar(variant, leader) && close * 2 < sample.length)) continue;
      const score =
        sample.reduce((sum, v) => {
          const { shared, union } = overlap(variant.lexemes, v.lexemes);
          return sum + shared / union;
        }, 0) / sample.length;
      if (score > bestScore) {
        best = group;
        bestScore = score;
      }
    }
    if (best) best.push(variant);
    else groups.push([variant]);
  }

  return groups.map((group) => {
    const members = group.flatMap((v) => v.questions);
    const topSection = mostCommon(members.map((q) => q.topSection).filter((s) => s !== null));
    return {
      key: group[0]?.signature ?? '',
      signatures: group.map((v) => v.signature),
      questions: members,
      askers: new Set(members.map((q) => q.userId)).size,
      topSection,
      representative: representativeOf(members, topSection),
    };
  });
}

function mostCommon<T>(values: T[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let bestCount = 0;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/**
 * The member wording that shares the most lexemes with the group's other questions. English
 * wordings come first when there are any, and of those the ones that reach the group's law
 * section (the answer is retrieved from this wording); ties go to fewer removals, then the
 * shorter, then the first.
 */
export function representativeOf(
  members: readonly Question[],
  topSection: number | null = null,
): string {
  const candidates = new Map<string, Question>();
  for (const q of members) if (!candidates.has(q.text)) candidates.set(q.text, q);
  const all = [...candidates.values()];
  const english = all.filter((q) => isEnglish(q.text));
  const language = english.length > 0 ? english : all;
  const answerable = language.filter((q) => topSection === null || q.topSection === topSection);
  const pool = answerable.length > 0 ? answerable : language;
  const scored = pool.map((q, index) => ({
    q,
    index,
    // Shared with every other question asked (its own asking left out).
    score:
      members.reduce((sum, m) => sum + overlap(q.lexemes, m.lexemes).shared, 0) - q.lexemes.size,
  }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      removals(a.q.text) - removals(b.q.text) ||
      a.q.text.length - b.q.text.length ||
      a.index - b.index,
  );
  return asQuestion(scored[0]?.q.text ?? '');
}

/** Capitalised, and ending in a question mark when it ends without punctuation. */
function asQuestion(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(capitalised) ? capitalised : `${capitalised}?`;
}
