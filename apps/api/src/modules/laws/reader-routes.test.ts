import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LawAct, LawActList, lawSectionAnchor } from '@civicng/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { ingestLaws } from './ingest/ingest.js';
import { sectionTextHash } from './ingest/law-notes.js';
import { noteTextHash } from './ingest/note-translations.js';

const constitution = `# Constitution of the Federal Republic of Nigeria 1999

## CHAPTER IV

Fundamental Rights

### Section 33: Right to life

(1) Every person has a right to life.

### Section 35: Right to personal liberty

(1) Every person shall be entitled to his personal liberty.

## FIRST SCHEDULE

### Paragraph 1: Definition of Area Councils

The Area Councils are listed here.
`;
const electoral = `# Electoral Act, 2022

## PART I—ESTABLISHMENT

### Section 1: Establishment of the Commission

(1) The Commission is a body corporate.

### Section 7: Committees of the Commission

[text incomplete in source]
`;

describe.each(dbKinds)('law reader API on %s', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database, {
      LAW_PDF_URLS: JSON.stringify({ constitution: 'https://example.org/constitution.pdf' }),
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'civicng-reader-'));
    await writeFile(path.join(dir, 'constitution.md'), constitution);
    await writeFile(path.join(dir, 'electoral-act.md'), electoral);
    // Section 33's note is for its text as it is; section 35's for words since changed.
    const notes = await mkdtemp(path.join(tmpdir(), 'civicng-reader-notes-'));
    const note = (section: string, text: string, plain: string) =>
      JSON.stringify({
        section,
        text_sha256: sectionTextHash(text),
        plain_words: plain,
        questions: [`What does section ${section} protect?`],
      });
    await writeFile(
      path.join(notes, 'constitution.jsonl'),
      [
        note('33', '(1) Every person has a right to life.', 'Nobody may take your life.'),
        note('35', '(1) Every person may be detained.', 'You may be held.'),
      ].join('\n'),
    );
    // Section 33's note has been written in Hausa from its English as it is now.
    await mkdir(path.join(notes, 'ha'));
    await writeFile(
      path.join(notes, 'ha', 'constitution.jsonl'),
      JSON.stringify({
        section: '33',
        note_sha256: noteTextHash('Nobody may take your life.'),
        plain_words: 'Babu wanda zai iya ɗauke ranka.',
      }),
    );
    await ingestLaws(database.db, [dir], { notesDir: notes });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('lists the acts with their completeness and official PDF, publicly', async () => {
    const res = await app.inject('/api/laws');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(LawActList.parse(res.json())).toEqual([
      {
        slug: 'constitution',
        title: 'Constitution of the Federal Republic of Nigeria 1999',
        short_title: 'Constitution',
        complete: true,
        section_count: 3,
        pdf_url: 'https://example.org/constitution.pdf',
        superseded_by: null,
      },
      {
        slug: 'electoral-act',
        title: 'Electoral Act, 2022',
        short_title: 'Electoral Act 2022',
        complete: false,
        section_count: 2,
        pdf_url: null,
        superseded_by: null,
      },
    ]);
  });

  it('answers one act with its sections in order', async () => {
    const res = await app.inject('/api/laws/constitution');
    expect(res.statusCode).toBe(200);
    const act = LawAct.parse(res.json());
    expect(act).toMatchObject({
      slug: 'constitution',
      short_title: 'Constitution',
      complete: true,
    });
    expect(act.sections).toEqual([
      {
        number: '33',
        kind: 'section',
        part: 'CHAPTER IV — Fundamental Rights',
        heading: 'Right to life',
        body: '(1) Every person has a right to life.',
        incomplete: false,
        plain_words: 'Nobody may take your life.',
        plain_words_in: { ha: 'Babu wanda zai iya ɗauke ranka.' },
        questions: ['What does section 33 protect?'],
        note_stale: false,
      },
      // A note written for other words is shown as such: the reader warns that the text decides.
      expect.objectContaining({
        number: '35',
        heading: 'Right to personal liberty',
        plain_words: 'You may be held.',
        note_stale: true,
      }),
      expect.objectContaining({
        number: 'First Schedule, Paragraph 1',
        kind: 'schedule',
        part: 'First Schedule',
        plain_words: null,
        questions: [],
      }),
    ]);
    expect(act.sections.map(lawSectionAnchor)).toEqual([
      's-33',
      's-35',
      's-first-schedule-paragraph-1',
    ]);
  });

  it('shows an incomplete section as such, without the marker', async () => {
    const act = LawAct.parse((await app.inject('/api/laws/electoral-act')).json());
    expect(act.complete).toBe(false);
    expect(act.sections[1]).toMatchObject({ number: '7', incomplete: true, body: '' });
  });

  it('answers an unknown act with 404 JSON and a message', async () => {
    const res = await app.inject('/api/laws/no-such-act');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No act "no-such-act" in the law library.',
      code: 'NOT_FOUND',
    });
  });
});

describe('LAW_PDF_URLS', () => {
  it('takes a JSON object of act slug to URL and refuses anything else', () => {
    expect(loadConfig({}).LAW_PDF_URLS).toEqual({});
    expect(
      loadConfig({ LAW_PDF_URLS: '{"police-act":"https://example.org/police.pdf"}' }).LAW_PDF_URLS,
    ).toEqual({ 'police-act': 'https://example.org/police.pdf' });
    for (const bad of [
      'not json',
      '["https://example.org/a.pdf"]',
      '{"Police Act":"https://x.org"}',
      '{"pia":"ftp://x.org/p.pdf"}',
    ]) {
      expect(() => loadConfig({ LAW_PDF_URLS: bad })).toThrow(
        /^Invalid configuration: LAW_PDF_URLS: /,
      );
    }
  });

  it('defaults the laws folder to the shared data when LAWS_DIR is unset', () => {
    expect(loadConfig({ LAWS_DIR: 'some/laws' }).lawsDir).toMatch(/some\/laws$/);
    const fallback = loadConfig({}).lawsDir;
    if (fallback) expect(fallback).toMatch(/shared\/data\/laws$/);
  });
});
