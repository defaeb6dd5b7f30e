import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawDocuments, lawSections } from '../../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../../test/databases.js';
import { ingestLaws } from './ingest.js';
import { lawNotesDir, readLawNotes, sectionTextHash } from './law-notes.js';
import {
  noteLanguages,
  noteTextHash,
  readNoteTranslations,
  translationsFile,
} from './note-translations.js';

const body = 'Every citizen who is eighteen years of age or above may register as a voter.';
const act = `# Electoral Act, 2022

### Section 12: Qualification to register

${body}
`;
const english = 'If you are a citizen aged 18 or more, you may register to vote.';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'civicng-notes-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

const line = (value: object) => `${JSON.stringify(value)}\n`;

describe('translated notes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('are stored with their section only while made from the English note as it is now', async () => {
    const laws = await folder({ 'electoral-act.md': act });
    const notes = await folder({
      'electoral-act.jsonl': line({
        section: '12',
        text_sha256: sectionTextHash(body),
        plain_words: english,
        questions: ['Who can register to vote?'],
      }),
      'ha/electoral-act.jsonl': line({
        section: '12',
        note_sha256: noteTextHash(english),
        plain_words: 'Idan kai ɗan ƙasa ne mai shekara 18 ko fiye, za ka iya yin rajistar zaɓe.',
      }),
      // Made from an older English note: left out, so the answer says the note is in English.
      'yo/electoral-act.jsonl': line({
        section: '12',
        note_sha256: noteTextHash('An older note.'),
        plain_words: 'Àlàyé àtijọ́.',
      }),
    });
    await ingestLaws(database.db, [laws], { notesDir: notes });
    const [row] = await database.db
      .select({ plainWordsIn: lawSections.plainWordsIn })
      .from(lawSections)
      .innerJoin(lawDocuments, eq(lawDocuments.id, lawSections.documentId))
      .where(eq(lawDocuments.slug, 'electoral-act'));
    expect(row?.plainWordsIn).toEqual({
      ha: 'Idan kai ɗan ƙasa ne mai shekara 18 ko fiye, za ka iya yin rajistar zaɓe.',
    });
  });

  it('refuse a file line that is not a translation, naming the file and line', async () => {
    const dir = await folder({
      'ig/act.jsonl': `${line({ section: '1', note_sha256: noteTextHash('x'), plain_words: 'Ọ dị mma.' })}{"section":"2"}\n`,
    });
    await expect(readNoteTranslations('ig', 'act', dir)).rejects.toThrow(
      /ig[/\\]act\.jsonl:2: not a note translation/,
    );
    expect((await readNoteTranslations('ig', 'absent', dir)).size).toBe(0);
  });
});

describe('the repository’s translated notes', () => {
  it('translate current English notes of real sections, none out of date', async () => {
    const stale: string[] = [];
    for (const language of noteLanguages) {
      const files = await readdir(path.join(lawNotesDir, language)).catch(() => [] as string[]);
      for (const file of files.filter((f) => f.endsWith('.jsonl'))) {
        const slug = file.replace(/\.jsonl$/, '');
        const notes = await readLawNotes(slug);
        for (const [section, translation] of await readNoteTranslations(language, slug)) {
          const note = notes.get(section);
          if (!note || noteTextHash(note.plain_words) !== translation.note_sha256) {
            stale.push(`${translationsFile(language, slug)}: ${section}`);
          }
        }
      }
    }
    expect(stale, 'translations of another English note: translate the note again').toEqual([]);
  });
});
