import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { languages, type Language } from '../../../i18n/index.js';
import { lawNotesDir, readSectionLines } from './law-notes.js';

/** The languages a note is translated into: every language but English, the notes' own. */
export const noteLanguages = languages.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);
export type NoteLanguage = (typeof noteLanguages)[number];

/** A note's plain words in one of the four other languages, one folder per language. */
export const NoteTranslation = z.object({
  section: z.string().min(1),
  /** noteTextHash of the English plain words it was translated from. */
  note_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  plain_words: z.string().min(1),
});
export type NoteTranslation = z.infer<typeof NoteTranslation>;

/** Hash of an English note's plain words: a translation of other words is out of date. */
export const noteTextHash = (plainWords: string) =>
  createHash('sha256').update(plainWords.trim()).digest('hex');

export const translationsFile = (language: NoteLanguage, slug: string, dir = lawNotesDir) =>
  path.join(dir, language, `${slug}.jsonl`);

/** An act's translated notes in one language, by section number; none without a file. */
export const readNoteTranslations = (
  language: NoteLanguage,
  slug: string,
  dir = lawNotesDir,
): Promise<Map<string, NoteTranslation>> =>
  readSectionLines(translationsFile(language, slug, dir), NoteTranslation, 'a note translation');

export type PlainWordsIn = Partial<Record<NoteLanguage, string>>;

/** An act's translations in every language, by section number. */
export async function readAllNoteTranslations(
  slug: string,
  dir = lawNotesDir,
): Promise<Map<NoteLanguage, Map<string, NoteTranslation>>> {
  const all = await Promise.all(
    noteLanguages.map(
      async (language) => [language, await readNoteTranslations(language, slug, dir)] as const,
    ),
  );
  return new Map(all);
}

/**
 * The translations of a section's note that were made from its English words as they are now;
 * one made from older words is left out, so the answer says the note is in English instead.
 */
export function currentTranslations(
  section: string,
  plainWords: string,
  translations: ReadonlyMap<NoteLanguage, ReadonlyMap<string, NoteTranslation>>,
): PlainWordsIn {
  const hash = noteTextHash(plainWords);
  const found: PlainWordsIn = {};
  for (const [language, bySection] of translations) {
    const translation = bySection.get(section);
    if (translation?.note_sha256 === hash) found[language] = translation.plain_words;
  }
  return found;
}
