/** What a parser makes of one act, before it is stored. */

export type SectionKind = 'section' | 'schedule' | 'act_section';

export interface ParsedSection {
  /** As printed in the heading ("33", "16A"); for schedule items unique within the act. */
  number: string;
  kind: SectionKind;
  /** The nearest PART, CHAPTER or SCHEDULE heading, with its title when printed apart. */
  part: string | null;
  heading: string;
  body: string;
  /** The source says part of the text is missing; the marker itself is not kept. */
  incomplete: boolean;
}

export interface ParsedAct {
  /** The act's title when the source states one (the markdown `# ` line, a PDF's title). */
  title: string | null;
  sections: ParsedSection[];
}

/** The line the curated corpus puts where a section's text is cut off or missing. */
export const incompleteMarker = '[text incomplete in source]';

const markerPattern = /[ \t]*\[text incomplete in source\]/gi;
// Notes by whoever prepared the file ("> [Editorial note: ...]"): not words of the law.
const editorialLine = /^\s*>?\s*\[Editorial note:[^\]]*\]\s*$/i;

/** Removes the incompleteness marker and editorial notes; says whether the marker was there. */
export function cleanBody(raw: string): { body: string; incomplete: boolean } {
  const incomplete = raw.toLowerCase().includes(incompleteMarker);
  const lines = raw
    .replace(markerPattern, '')
    .split('\n')
    .filter((line) => !editorialLine.test(line))
    .map((line) => line.replace(/\s+$/, ''));
  return { body: tidy(lines.join('\n')), incomplete };
}

/** Trims blank lines at both ends and collapses runs of blank lines to one. */
export function tidy(text: string): string {
  return text
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\s*\n/, '')
    .trim();
}

/**
 * Makes (kind, number) unique within the act, as the database requires: a repeated number gets
 * " (2)", " (3)"... so nothing is dropped. Returns the numbers that had to be changed.
 */
export function ensureUniqueNumbers(sections: ParsedSection[]): string[] {
  const seen = new Set<string>();
  const renamed: string[] = [];
  for (const section of sections) {
    let number = section.number;
    for (let n = 2; seen.has(`${section.kind}\u0000${number}`); n += 1) {
      number = `${section.number} (${n})`;
    }
    if (number !== section.number) renamed.push(`${section.kind} ${section.number}`);
    section.number = number;
    seen.add(`${section.kind}\u0000${number}`);
  }
  return renamed;
}

const ordinals = [
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'NINTH',
  'TENTH',
  'ELEVENTH',
  'TWELFTH',
];

/** "FIRST SCHEDULE" → "First Schedule"; "SCHEDULE" → "Schedule"; else undefined. */
export function scheduleName(heading: string): string | undefined {
  const m = /^(?:(\p{L}+)\s+)?SCHEDULE\b\s*[.:—–-]?\s*$/iu.exec(heading.trim());
  if (!m) return undefined;
  const ordinal = m[1]?.toUpperCase();
  if (ordinal && !ordinals.includes(ordinal)) return undefined;
  return ordinal ? `${capitalise(ordinal)} Schedule` : 'Schedule';
}

export const capitalise = (word: string) =>
  word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
