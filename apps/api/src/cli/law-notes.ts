import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { runCli } from './run.js';
import {
  findLawFiles,
  parseLawFile,
  type ParsedLaw,
  LawNote,
  lawNotesDir,
  noteState,
  readLawNotes,
  takesNote,
  type NoteState,
  NoteTranslation,
  noteLanguages,
  noteTextHash,
  readNoteTranslations,
  translationsFile,
  type NoteLanguage,
} from '../modules/laws/index.js';

const usage = `usage: npm run law-notes -- <command>
  check              counts each act's current, stale and missing notes; fails if any is not current
  todo <folder> [n]  writes the sections whose note is missing or stale, n per file (default 120),
                     as JSON Lines {act, number, heading, body, old_note} for the note writers
  review <folder> [n] writes every section that has a current note, with its note, n per file
                     (default 400), as JSON Lines {act, number, heading, body, note} for the checkers
  merge <files...>   takes written notes {act, number, plain_words, questions} into the notes
                     folder, stamped with the hash of the section's text as it parses today;
                     without questions a line keeps the note's own; pcm, ha, yo and ig, where
                     given, are the note's translations, stamped with the English words' hash
The law texts are read from LAWS_DIR, else the shared data laws folder.`;

const Written = z.object({
  act: z.string().min(1),
  number: z.string().min(1),
  plain_words: z.string().min(1),
  questions: z.array(z.string().min(1)).min(1).optional(),
  ...Object.fromEntries(noteLanguages.map((language) => [language, z.string().min(1).optional()])),
});
type Written = z.infer<typeof Written> & Partial<Record<NoteLanguage, string>>;

async function parseCorpus(): Promise<ParsedLaw[]> {
  const { lawsDir } = loadConfig();
  if (!lawsDir) throw new Error('No laws folder: set LAWS_DIR.');
  const laws: ParsedLaw[] = [];
  for (const file of await findLawFiles([lawsDir])) laws.push(await parseLawFile(file));
  return laws;
}

/** Each act's sections that take a note, with the note they have now. */
async function survey() {
  const laws = await parseCorpus();
  return Promise.all(
    laws.map(async (law) => {
      const notes = await readLawNotes(law.file.slug);
      const sections = law.sections.filter(takesNote).map((section) => {
        const note = notes.get(section.number);
        return { section, note, state: noteState(section, note) };
      });
      return { law, sections };
    }),
  );
}

async function check(): Promise<number> {
  let bad = 0;
  for (const { law, sections } of await survey()) {
    const count = (state: NoteState) => sections.filter((s) => s.state === state).length;
    console.log(
      `${law.file.slug}: ${count('current')} current, ${count('stale')} stale, ${count('missing')} missing`,
    );
    bad += sections.length - count('current');
  }
  return bad === 0 ? 0 : 1;
}

/** The sections in the given states, one JSON line each, for writers or checkers. */
async function listSections(states: NoteState[], noteKey: string): Promise<string[]> {
  return (await survey()).flatMap(({ law, sections }) =>
    sections
      .filter((s) => states.includes(s.state))
      .map(({ section, note }) =>
        JSON.stringify({
          act: law.file.slug,
          number: section.number,
          heading: section.heading,
          body: section.body,
          [noteKey]: note ? { plain_words: note.plain_words, questions: note.questions } : null,
        }),
      ),
  );
}

async function writeBatches(folder: string, lines: string[], size: number): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (let i = 0; i * size < lines.length; i += 1) {
    const name = path.join(folder, `batch-${String(i + 1).padStart(2, '0')}.jsonl`);
    await writeFile(name, lines.slice(i * size, (i + 1) * size).join('\n') + '\n');
  }
  console.log(`${lines.length} sections, in ${Math.ceil(lines.length / size)} files`);
}

/**
 * A rewritten note keeps what search read before: the earlier wording of a current note, or
 * the search words it already kept. A new note, or one for a changed text, has none.
 */
function searchWordsKept(previous: LawNote | undefined, textSha256: string, plainWords: string) {
  if (!previous || previous.text_sha256 !== textSha256) return undefined;
  if (previous.search_words) return previous.search_words;
  return previous.plain_words === plainWords.trim() ? undefined : previous.plain_words;
}

/** Writes the translations given beside merged notes, each stamped with its English note's hash. */
async function mergeTranslations(law: ParsedLaw, written: Map<string, Written>): Promise<void> {
  const slug = law.file.slug;
  for (const language of noteLanguages) {
    const translations = await readNoteTranslations(language, slug);
    let added = 0;
    for (const [number, note] of written) {
      const words = note[language]?.trim();
      if (!words) continue;
      const english = note.plain_words.trim();
      translations.set(number, {
        section: number,
        note_sha256: noteTextHash(english),
        plain_words: words,
      });
      added += 1;
    }
    if (added === 0) continue;
    const lines = law.sections.flatMap((s) => {
      const translation = translations.get(s.number);
      return translation ? [JSON.stringify(NoteTranslation.parse(translation))] : [];
    });
    const file = translationsFile(language, slug);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, lines.join('\n') + '\n');
    console.log(`${slug} (${language}): ${added} translations merged, ${lines.length} in all`);
  }
}

async function merge(files: string[]): Promise<number> {
  const laws = new Map((await parseCorpus()).map((law) => [law.file.slug, law]));
  const existing = new Map(
    await Promise.all(
      [...laws.keys()].map(async (slug) => [slug, await readLawNotes(slug)] as const),
    ),
  );
  // Act → section number → the note as it will be stored, stamped with its text's hash.
  const written = new Map<string, Map<string, LawNote>>();
  const translated = new Map<string, Map<string, Written>>();
  let rejected = 0;
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    text.split('\n').forEach((line, i) => {
      if (!line.trim()) return;
      const parsed = Written.safeParse(JSON.parse(line) as unknown);
      const law = parsed.success ? laws.get(parsed.data.act) : undefined;
      const section = law?.sections.find((s) => s.number === parsed.data?.number && takesNote(s));
      const questions =
        parsed.data?.questions ??
        existing.get(parsed.data?.act ?? '')?.get(parsed.data?.number ?? '')?.questions;
      if (!parsed.success || !section || !questions) {
        console.error(`${file}:${i + 1}: not a note for a section of the corpus`);
        rejected += 1;
        return;
      }
      const { act, number, plain_words } = parsed.data;
      translated.set(
        act,
        (translated.get(act) ?? new Map<string, Written>()).set(number, parsed.data),
      );
      const byNumber = written.get(act) ?? new Map<string, LawNote>();
      written.set(
        act,
        byNumber.set(number, {
          section: number,
          text_sha256: section.textSha256,
          plain_words: plain_words.trim(),
          questions: questions.map((q) => q.trim()),
          search_words: searchWordsKept(
            existing.get(act)?.get(number),
            section.textSha256,
            plain_words,
          ),
        }),
      );
    });
  }
  for (const [slug, byNumber] of written) {
    const law = laws.get(slug);
    if (!law) continue;
    const notes = existing.get(slug) ?? new Map<string, LawNote>();
    for (const [number, note] of byNumber) notes.set(number, note);
    const lines = law.sections.filter(takesNote).flatMap((s) => {
      const note = notes.get(s.number);
      return note ? [JSON.stringify(LawNote.parse(note))] : [];
    });
    await writeFile(path.join(lawNotesDir, `${slug}.jsonl`), lines.join('\n') + '\n');
    console.log(`${slug}: ${byNumber.size} notes merged, ${lines.length} in all`);
    await mergeTranslations(law, translated.get(slug) ?? new Map<string, Written>());
  }
  return rejected === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  if (command === 'check') return check();
  if ((command === 'todo' || command === 'review') && args[0]) {
    const todo = command === 'todo';
    const lines = await listSections(
      todo ? ['missing', 'stale'] : ['current'],
      todo ? 'old_note' : 'note',
    );
    await writeBatches(path.resolve(cwd, args[0]), lines, Number(args[1]) || (todo ? 120 : 400));
    return 0;
  }
  if (command === 'merge' && args.length > 0) return merge(args.map((f) => path.resolve(cwd, f)));
  console.log(usage);
  return command === '--help' || command === '-h' ? 0 : 2;
}

runCli(main);
