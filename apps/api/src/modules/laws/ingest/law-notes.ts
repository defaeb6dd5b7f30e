import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { apiRoot } from '../../../paths.js';
import type { ParsedSection } from './sections.js';

/** The plain-language notes kept in the repository, one JSON Lines file per act. */
export const lawNotesDir = path.join(apiRoot, 'data', 'law-notes');

export const LawNote = z.object({
  /** The section's number as printed ("35", "16A"). */
  section: z.string().min(1),
  /** sectionTextHash of the text the note was written from. */
  text_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  plain_words: z.string().min(1),
  questions: z.array(z.string().min(1)).min(1),
  /**
   * The note's earlier wording, dense with the statute's own terms, kept as what search reads
   * once plain_words has been rewritten for easy reading: a simpler, longer explanation would
   * otherwise move the section down the results.
   */
  search_words: z.string().min(1).optional(),
});
export type LawNote = z.infer<typeof LawNote>;

/**
 * Every provision with text takes a note: the numbered sections and the schedules' paragraphs
 * (the Code of Conduct for Public Officers, the oaths, the councils' functions). Not the few
 * sections of an enacting Act printed before a Code (the Criminal Code Act's 1–8): notes are
 * keyed by number, which those share with the Code's own sections.
 */
export const takesNote = (s: Pick<ParsedSection, 'kind' | 'body'>) =>
  s.kind !== 'act_section' && s.body.trim().length > 0;

/** Hash of a section's text with its layout (line breaks, runs of spaces) left out. */
export function sectionTextHash(body: string): string {
  return createHash('sha256').update(body.replace(/\s+/g, ' ').trim()).digest('hex');
}

/**
 * A notes file's lines by section number, each checked against its schema; a missing file is
 * empty. A bad line fails with the file, the line and what it should have been.
 */
export async function readSectionLines<T extends { section: string }>(
  file: string,
  schema: z.ZodType<T>,
  what: string,
): Promise<Map<string, T>> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  const lines = new Map<string, T>();
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const parsed = schema.safeParse(JSON.parse(line) as unknown);
    if (!parsed.success) {
      throw new Error(`${file}:${i + 1}: not ${what} (${parsed.error.issues[0]?.message})`);
    }
    lines.set(parsed.data.section, parsed.data);
  });
  return lines;
}

/** An act's notes by section number; an act without a notes file has none. */
export const readLawNotes = (slug: string, dir = lawNotesDir): Promise<Map<string, LawNote>> =>
  readSectionLines(path.join(dir, `${slug}.jsonl`), LawNote, 'a law note');

export type NoteState = 'current' | 'stale' | 'missing';

/** A section's note is current when written for its text as it is now, else stale, or missing. */
export function noteState(section: { textSha256: string }, note: LawNote | undefined): NoteState {
  if (!note) return 'missing';
  return note.text_sha256 === section.textSha256 ? 'current' : 'stale';
}

export interface SectionNote {
  plainWords: string | null;
  /** The note's earlier wording, which search reads, where the note was rewritten; else null. */
  searchWords: string | null;
  questions: string[];
  stale: boolean;
}

export interface NoteCounts {
  current: number;
  stale: number;
  missing: number;
}

/** Matches each section that takes a note with its note; a changed text makes the note stale. */
export function matchNotes(
  sections: (ParsedSection & { textSha256: string })[],
  notes: ReadonlyMap<string, LawNote>,
): { notes: SectionNote[]; counts: NoteCounts } {
  const counts: NoteCounts = { current: 0, stale: 0, missing: 0 };
  const none: SectionNote = { plainWords: null, searchWords: null, questions: [], stale: false };
  const matched = sections.map((section): SectionNote => {
    if (!takesNote(section)) return none;
    const note = notes.get(section.number);
    const state = noteState(section, note);
    counts[state] += 1;
    if (!note) return none;
    return {
      plainWords: note.plain_words,
      searchWords: note.search_words ?? null,
      questions: note.questions,
      stale: state === 'stale',
    };
  });
  return { notes: matched, counts };
}
