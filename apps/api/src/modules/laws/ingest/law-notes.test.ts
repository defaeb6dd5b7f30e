import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../paths.js';
import { findLawFiles, parseLawFile } from './ingest.js';
import {
  matchNotes,
  noteState,
  readLawNotes,
  sectionTextHash,
  takesNote,
  type LawNote,
} from './law-notes.js';
import type { ParsedSection } from './sections.js';

const lawsDir = sharedDataPath('laws');
const present = lawsDir !== undefined && existsSync(lawsDir);

const section = (number: string, body: string): ParsedSection & { textSha256: string } => ({
  number,
  kind: 'section',
  part: null,
  heading: '',
  body,
  incomplete: false,
  textSha256: sectionTextHash(body),
});
const note = (number: string, body: string): LawNote => ({
  section: number,
  text_sha256: sectionTextHash(body),
  plain_words: `Section ${number} in plain words.`,
  questions: [`What does section ${number} say?`],
});

describe('plain-language notes', () => {
  it('hash a section’s words, not its layout', () => {
    expect(sectionTextHash('(1) A person\n  shall  vote.')).toBe(
      sectionTextHash('(1) A person shall vote.'),
    );
    expect(sectionTextHash('(1) A person shall vote.')).not.toBe(
      sectionTextHash('(1) A person may vote.'),
    );
  });

  it('count a note written for other words as stale and keep it from answers', () => {
    const sections = [
      section('1', 'Old words.'),
      section('2', 'Changed words.'),
      section('3', 'No note.'),
    ];
    const notes = new Map([
      ['1', note('1', 'Old words.')],
      ['2', note('2', 'The words before the change.')],
    ]);
    const { notes: matched, counts } = matchNotes(sections, notes);
    expect(counts).toEqual({ current: 1, stale: 1, missing: 1 });
    expect(matched.map((m) => m.stale)).toEqual([false, true, false]);
    expect(matched[2]).toEqual({
      plainWords: null,
      searchWords: null,
      questions: [],
      stale: false,
    });
  });

  it('are asked of every provision with text, schedules included, and of none without', () => {
    expect(takesNote({ kind: 'schedule', body: 'Form A' })).toBe(true);
    // Numbered like the Code's own sections 1–8: a note keyed "1" would be both.
    expect(takesNote({ kind: 'act_section', body: 'This Act may be cited as…' })).toBe(false);
    expect(takesNote({ kind: 'section', body: '  ' })).toBe(false);
    expect(takesNote({ kind: 'schedule', body: '' })).toBe(false);
  });

  it('refuse a notes file with a malformed line, naming the line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'civicng-notes-'));
    try {
      const good = JSON.stringify(note('1', 'x'));
      await writeFile(path.join(dir, 'act.jsonl'), `${good}\n{"section":"2","plain_words":""}\n`);
      await expect(readLawNotes('act', dir)).rejects.toThrow(/act\.jsonl:2: not a law note/);
      expect((await readLawNotes('absent', dir)).size).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!present)('the notes of the shared law corpus', () => {
  it('give every section with text a note written for the text as it is now', async () => {
    const laws = await Promise.all((await findLawFiles([lawsDir as string])).map(parseLawFile));
    const problems: string[] = [];
    let current = 0;
    for (const law of laws) {
      const notes = await readLawNotes(law.file.slug);
      for (const s of law.sections.filter(takesNote)) {
        const state = noteState(s, notes.get(s.number));
        if (state === 'missing') {
          problems.push(`${law.file.slug} s. ${s.number}: no note (text ${s.textSha256})`);
        } else if (state === 'stale') {
          problems.push(
            `${law.file.slug} s. ${s.number}: stale note (text is now ${s.textSha256})`,
          );
        } else current += 1;
      }
    }
    // `npm run law-notes -- todo <folder>` lists them for the note writers.
    expect(problems.slice(0, 20)).toEqual([]);
    expect(current).toBeGreaterThan(3000);
  }, 120_000);

  it('explain each provision in at least 12 words', async () => {
    const laws = await Promise.all((await findLawFiles([lawsDir as string])).map(parseLawFile));
    const short: string[] = [];
    for (const law of laws) {
      for (const [number, note] of await readLawNotes(law.file.slug)) {
        const words = note.plain_words.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
        if (words.length < 12) short.push(`${law.file.slug} ${number}: ${note.plain_words}`);
      }
    }
    expect(short).toEqual([]);
  });
});
