import type { Alias } from './aliases.js';
import { simplify } from '../../search/normalise.js';
import { englishWords } from '../../search/english-words.js';

const token = String.raw`[\p{L}\p{N}][\p{L}\p{N}'’.-]*`;
const name = String.raw`(?:[\p{Lu}\p{N}][\p{L}\p{N}'’.-]*)(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’.-]*){0,3}`;
const quoted = String.raw`[“"‘']([^”"’']{2,40})[”"’']`;
const called = String.raw`,?\s+(?:(?:popularly|better|otherwise|also|widely)\s+)?(?:known|called|referred\s+to)\s+as\s+`;

/** "Azeez Fasola, popularly known as Naira Marley", "… also called 'Goggo'", "zobo". */
const knownAs = new RegExp(
  String.raw`(${name}|${token}\s+${token})${called}(?:${quoted}|(${name})|(${token}))`,
  'gu',
);
/** "Innocent Idibia, aka 2Baba", "Tekno (a.k.a. Augustine Okechukwu)". */
const aka = new RegExp(String.raw`(${name}),?\s+\(?a\.?k\.?a\.?\s+(?:${quoted}|(${name}))`, 'gu');
/** "Mohbad, whose real name is Ilerioluwa Aloba". */
const realName = new RegExp(String.raw`(${name}),?\s+whose\s+real\s+name\s+is\s+(${name})`, 'gu');
/** "Independent National Electoral Commission (INEC)": words whose initials spell the capitals. */
const acronym = /((?:[A-Z][\p{L}-]+\s+(?:(?:of|and|for|the|on)\s+)*){2,8})\(([A-Z]{2,8})\)/gu;
const minor = new Set(['of', 'and', 'for', 'the', 'on']);

function pair(a: string, b: string, out: Alias[]): void {
  const left = simplify(a);
  const right = simplify(b);
  if (!left || !right || left === right) return;
  out.push({ triggers: [right], terms: [left] }, { triggers: [left], terms: [right] });
}

/**
 * Aliases the store defines itself: fact-checks write "X, popularly known as Y", "X (aka Y)",
 * "Y, whose real name is X" and "Full Name (ACRONYM)". Read from every claim and rating at each
 * index build, so a new import teaches its own aliases. Each is kept both ways, except one-word
 * triggers the dictionary holds.
 */
export function mineAliases(texts: Iterable<string>): Alias[] {
  const found: Alias[] = [];
  for (const text of texts) {
    for (const m of text.matchAll(knownAs)) pair(m[1] ?? '', m[2] ?? m[3] ?? m[4] ?? '', found);
    for (const m of text.matchAll(aka)) pair(m[1] ?? '', m[2] ?? m[3] ?? '', found);
    for (const m of text.matchAll(realName)) pair(m[2] ?? '', m[1] ?? '', found);
    for (const m of text.matchAll(acronym)) {
      const words = (m[1] ?? '').trim().split(/\s+/);
      const letters = m[2] ?? '';
      // The last words whose initials (minor words aside) spell the acronym.
      for (let start = words.length - 1; start >= 0; start -= 1) {
        const span = words.slice(start);
        const initials = span
          .filter((w) => !minor.has(w))
          .map((w) => w.charAt(0))
          .join('');
        if (initials === letters && !minor.has(span[0] ?? '')) {
          pair(span.join(' '), letters, found);
          break;
        }
        if (initials.length > letters.length) break;
      }
    }
  }
  // One alias per trigger, with every term the store gave it.
  const merged = new Map<string, Set<string>>();
  for (const a of found) {
    for (const t of a.triggers) {
      const terms = merged.get(t) ?? new Set<string>();
      for (const term of a.terms) terms.add(term);
      merged.set(t, terms);
    }
  }
  // A one-word trigger that is an everyday word ("zombie", "up") would fire on other claims.
  return [...merged]
    .filter(([trigger]) => trigger.includes(' ') || !englishWords().has(trigger))
    .map(([trigger, terms]) => ({ triggers: [trigger], terms: [...terms] }));
}
