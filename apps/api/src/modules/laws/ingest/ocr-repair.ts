import { englishWords } from '../../../search/english-words.js';

/**
 * Repairs of text-extraction and OCR noise that cannot change the law's words: a line-end
 * hyphenation is joined and a word broken by stray spaces is put back together only when the
 * joined word is attested elsewhere in the same document, and page furniture (running headers)
 * is dropped. Anything doubtful is left as printed.
 */

const isWord = (fragment: string) => englishWords().has(fragment.toLowerCase());

/** How often each whole word (lower case) occurs in the text. */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/\p{L}+(?:[-\u2010\u2011]\p{L}+)*/gu)) {
    const word = match[0].toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
    // A hyphenated compound also counts its joined spelling's parts as words.
    if (word.includes('-') || word.includes('\u2010') || word.includes('\u2011')) {
      for (const part of word.split(/[-\u2010\u2011]/))
        counts.set(part, (counts.get(part) ?? 0) + 1);
    }
  }
  return counts;
}

export interface Repair {
  kind: 'hyphenation' | 'split-word' | 'running-header';
  from: string;
  to: string;
}

export interface RepairResult {
  text: string;
  repairs: Repair[];
}

const hyphens = '-\u00AD\u2010\u2011';

/**
 * Joins words hyphenated across a line break ("pro- \nvided" becomes "provided"), moving the
 * joined word to the first line. Joined only when that spelling occurs elsewhere in the document,
 * or is an English word whose parts are not both words of their own, and the hyphenated spelling
 * is not the document's usual one (so "two-\nthirds" and "Vice-\nPresident" stay).
 */
export function joinHyphenation(text: string, counts = wordCounts(text)): RepairResult {
  const repairs: Repair[] = [];
  const pattern = new RegExp(
    `(?<!\\p{L})(\\p{L}+)[${hyphens}][ \\t]*\\n[ \\t]*(\\p{Ll}\\p{L}*)([.,;:)\\]'"”’]*)[^\\S\\n]?`,
    'gu',
  );
  const out = text.replace(pattern, (whole: string, head: string, tail: string, stuck: string) => {
    const joined = `${head}${tail}`;
    const key = joined.toLowerCase();
    const hyphenated = `${head}-${tail}`.toLowerCase();
    // This occurrence itself counts once as "head" and "tail", never as the joined word.
    const joinedElsewhere = counts.get(key) ?? 0;
    const hyphenatedElsewhere = counts.get(hyphenated) ?? 0;
    const attested =
      joinedElsewhere > 0 || (englishWords().has(key) && !(isWord(head) && isWord(tail)));
    if (!attested || hyphenatedElsewhere > joinedElsewhere) return whole;
    repairs.push({ kind: 'hyphenation', from: whole.trimEnd(), to: `${joined}${stuck}` });
    return `${joined}${stuck}\n`;
  });
  return { text: out, repairs };
}

/**
 * Puts back words that OCR broke with stray spaces ("Com mission", "ri gh ts"): a run of two or
 * more fragments on one line is joined when the joined word occurs elsewhere in the document and
 * not every fragment is an English word on its own (so "a rise" or "in to" are never touched).
 */
export function joinSplitWords(text: string, counts = wordCounts(text)): RepairResult {
  const repairs: Repair[] = [];
  const lines = text.split('\n').map((line) => {
    if (line.startsWith('#')) return line;
    const tokens = line.split(' ');
    const shapes = tokens.map(fragmentShape);
    // Only a run holding a fragment that is not a word can need joining: most lines have none.
    if (!shapes.some((shape) => shape?.nonWord)) return line;
    const out: string[] = [];
    let i = 0;
    while (i < tokens.length) {
      const end = longestJoinableRun(shapes, i, counts);
      if (end === undefined) {
        out.push(tokens[i] ?? '');
        i += 1;
        continue;
      }
      const run = shapes.slice(i, end + 1) as FragmentShape[];
      const to = `${run[0]?.lead ?? ''}${run.map((f) => f.core).join('')}${run[run.length - 1]?.trail ?? ''}`;
      repairs.push({ kind: 'split-word', from: tokens.slice(i, end + 1).join(' '), to });
      out.push(to);
      i = end + 1;
    }
    return out.join(' ');
  });
  return { text: lines.join('\n'), repairs };
}

interface FragmentShape {
  lead: string;
  core: string;
  trail: string;
  nonWord: boolean;
}

function fragmentShape(token: string): FragmentShape | undefined {
  // A word token may carry punctuation before its first letter or after its last one.
  const m = /^([("“'‘[]*)(\p{L}+)([^\p{L}\s]*)$/u.exec(token);
  if (!m) return undefined;
  const core = m[2] ?? '';
  return { lead: m[1] ?? '', core, trail: m[3] ?? '', nonWord: !isWord(core) };
}

const maxFragments = 12;

/** Index of the last token of the longest acceptable run starting at `start`, if any. */
function longestJoinableRun(
  shapes: (FragmentShape | undefined)[],
  start: number,
  counts: Map<string, number>,
): number | undefined {
  const first = shapes[start];
  if (!first || first.trail) return undefined;
  let last = start;
  // Inner fragments carry no punctuation; only the last may have some after it.
  while (last + 1 < shapes.length && last - start + 1 < maxFragments) {
    const next = shapes[last + 1];
    if (!next || next.lead) break;
    last += 1;
    if (next.trail) break;
  }
  for (let end = last; end > start; end -= 1) {
    const run = shapes.slice(start, end + 1) as FragmentShape[];
    if (!run.some((f) => f.nonWord)) continue;
    if (
      acceptJoin(
        run.map((f) => f.core),
        counts,
      )
    )
      return end;
  }
  return undefined;
}

function acceptJoin(fragments: string[], counts: Map<string, number>): boolean {
  const joined = fragments.join('');
  if (joined.length < 3) return false;
  // Mixed case inside the word ("Com MISSION") is not one word broken apart.
  const rest = joined.slice(1);
  if (rest !== rest.toLowerCase() && rest !== rest.toUpperCase()) return false;
  // A label such as "PART E" or "Schedule A", not a broken word.
  const last = fragments[fragments.length - 1] ?? '';
  const before = fragments[fragments.length - 2] ?? '';
  if (/^\p{Lu}$/u.test(last) && before.length >= 3 && isWord(before)) return false;
  // Attested twice over: an English word, and used whole elsewhere in this document (OCR also
  // runs words together, "ofthe", so the document alone is not enough).
  return isWord(joined) && (counts.get(joined.toLowerCase()) ?? 0) > 0;
}

/**
 * Drops running headers and footers that survived extraction: a page number set apart by a tab
 * or a wide gap from a text that recurs on at least five such lines.
 */
export function removeRunningHeaders(text: string): RepairResult {
  const pattern =
    /^\s*(?:(\d{1,4})(?:\t| {2,})\s*(\S.{14,}?)|(\S.{14,}?)\s*(?:\t| {2,})(\d{1,4}))\s*$/;
  const lines = text.split('\n');
  const seen = new Map<string, number>();
  for (const line of lines) {
    const m = pattern.exec(line);
    const key = m?.[2] ?? m?.[3];
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = new Set([...seen].filter(([, n]) => n >= 5).map(([key]) => key));
  if (repeated.size === 0) return { text, repairs: [] };
  const repairs: Repair[] = [];
  const kept = lines.filter((line) => {
    const m = pattern.exec(line);
    const key = m?.[2] ?? m?.[3];
    if (key && repeated.has(key)) {
      repairs.push({ kind: 'running-header', from: line, to: '' });
      return false;
    }
    return true;
  });
  return { text: kept.join('\n'), repairs };
}

/** All safe repairs, in order; returns the text and what was changed. */
export function repairText(text: string): RepairResult {
  const headers = removeRunningHeaders(text);
  const counts = wordCounts(headers.text);
  const hyphenation = joinHyphenation(headers.text, counts);
  const split = joinSplitWords(hyphenation.text, counts);
  return {
    text: split.text,
    repairs: [...headers.repairs, ...hyphenation.repairs, ...split.repairs],
  };
}
