import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { lawDocuments, lawSections } from '../../../db/schema.js';
import { shortTitleFor, titleFromSlug } from './act-names.js';
import { arrangementTitles, fittingTitles, frontMatterOf } from './arrangement.js';
import { extractPdfText } from './extract-pdf.js';
import { HeadingRepair } from './heading-repair.js';
import {
  lawNotesDir,
  matchNotes,
  readLawNotes,
  sectionTextHash,
  type NoteCounts,
} from './law-notes.js';
import { currentTranslations, readAllNoteTranslations } from './note-translations.js';
import { repairText } from './ocr-repair.js';
import { parseMarkdown } from './parse-markdown.js';
import { parseText } from './parse-text.js';
import type { ParsedSection } from './sections.js';

export type LawFormat = 'markdown' | 'text' | 'pdf';

export interface LawFile {
  path: string;
  /** The act's slug: the file name without its extension ("constitution", "police-act"). */
  slug: string;
  format: LawFormat;
}

/** One act read from its file, ready to store. */
export interface ParsedLaw {
  file: LawFile;
  title: string | null;
  /** Read off a text or PDF rather than declared by a markdown title line. */
  titleGuessed: boolean;
  /** Each with the hash of its text as parsed, which the law notes are checked against. */
  sections: (ParsedSection & { textSha256: string })[];
  sha256: string;
  /** How many OCR and extraction repairs were made. */
  repairs: number;
}

export interface IngestResult {
  slug: string;
  file: string;
  title: string;
  shortTitle: string;
  /** Stored entries of every kind (sections, act sections, schedule items). */
  entries: number;
  sections: number;
  scheduleItems: number;
  incomplete: number;
  complete: boolean;
  repairs: number;
  /** Sections with a current note, with a stale one, and without one. */
  notes: NoteCounts;
  /** The act was in the corpus before and has been replaced. */
  replaced: boolean;
}

export interface IngestSkip {
  slug: string;
  file: string;
  reason: string;
}

export type IngestEvent =
  | { type: 'start'; total: number }
  | { type: 'stored'; result: IngestResult; done: number; total: number }
  | { type: 'skipped'; skip: IngestSkip; done: number; total: number };

export interface IngestOptions {
  onEvent?: (event: IngestEvent) => void;
  /** Where the plain-language notes are read from (default: the repository's data/law-notes). */
  notesDir?: string;
}

const formats: Record<string, LawFormat> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.pdf': 'pdf',
};
// Notes that live beside the texts in a corpus folder, not acts.
const notActs = /^(readme|provenance|license|licence|changelog)\b/i;

/** The supported files named, and those directly inside the folders named, in a stable order. */
export async function findLawFiles(inputs: string[]): Promise<LawFile[]> {
  const files: LawFile[] = [];
  for (const input of inputs) {
    const info = await stat(input);
    const paths = info.isDirectory()
      ? (await readdir(input)).sort().map((name) => path.join(input, name))
      : [input];
    for (const file of paths) {
      const format = formats[path.extname(file).toLowerCase()];
      const name = path.basename(file);
      if (!format || notActs.test(name) || name.startsWith('.')) {
        if (!info.isDirectory()) throw new Error(`Not a markdown, text or PDF file: ${file}`);
        continue;
      }
      files.push({ path: path.resolve(file), slug: slugOf(file), format });
    }
  }
  return files;
}

const slugOf = (file: string) =>
  path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Reads, repairs and splits one file. */
export async function parseLawFile(file: LawFile): Promise<ParsedLaw> {
  const bytes = await readFile(file.path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let text: string;
  let pdfTitle: string | null = null;
  if (file.format === 'pdf') {
    const pdf = await extractPdfText(new Uint8Array(bytes));
    text = pdf.text;
    pdfTitle = pdf.title;
  } else {
    text = bytes.toString('utf8');
  }
  const repaired = repairText(text);
  const parsed =
    file.format === 'markdown'
      ? parseMarkdown(repaired.text)
      : parseText(repaired.text, { title: pdfTitle });
  const titles = titleSections(parsed.sections, repaired.text, file.format);
  return {
    file,
    ...parsed,
    sections: parsed.sections.map((s, i) => ({
      ...s,
      heading: titles[i] ?? '',
      textSha256: sectionTextHash(s.body),
    })),
    titleGuessed: file.format !== 'markdown',
    sha256,
    repairs: repaired.repairs.length,
  };
}

/**
 * Each section's heading, free of scan damage: the printed one when it is clean or can be
 * mended, else the title the act's Arrangement of Sections gives it, else none.
 */
function titleSections(sections: ParsedSection[], text: string, format: LawFormat): string[] {
  const repair = new HeadingRepair(text);
  const arranged = fittingTitles(
    sections,
    format === 'markdown' ? arrangementTitles(frontMatterOf(text)) : new Map<string, string>(),
  );
  return sections.map((section, i) => {
    const printed = section.heading ? repair.repair(section.heading) : undefined;
    if (printed) return printed;
    const listed = arranged[i];
    return (listed && repair.repair(listed)) ?? '';
  });
}

/** Sections with their text present: how a fuller copy of an act is told from a thinner one. */
const fullness = (law: ParsedLaw) => law.sections.filter((s) => !s.incomplete && s.body).length;

/**
 * Ingests the acts in the given files and folders, one transaction per act. When several files
 * carry the same act (electoral-act.md and electoral-act.pdf), the fullest text is kept.
 */
export async function ingestLaws(
  db: Db,
  inputs: string[],
  options: IngestOptions = {},
): Promise<{ results: IngestResult[]; skipped: IngestSkip[] }> {
  const files = await findLawFiles(inputs);
  const bySlug = new Map<string, LawFile[]>();
  for (const file of files) bySlug.set(file.slug, [...(bySlug.get(file.slug) ?? []), file]);
  const total = bySlug.size;
  options.onEvent?.({ type: 'start', total });
  const results: IngestResult[] = [];
  const skipped: IngestSkip[] = [];
  let done = 0;
  for (const [slug, candidates] of bySlug) {
    const parsed: ParsedLaw[] = [];
    const failures: string[] = [];
    for (const file of candidates) {
      try {
        parsed.push(await parseLawFile(file));
      } catch (error) {
        failures.push(`${path.basename(file.path)}: ${(error as Error).message}`);
      }
    }
    const best = parsed
      .filter((law) => law.sections.length > 0)
      .sort((a, b) => fullness(b) - fullness(a))[0];
    done += 1;
    if (!best) {
      // Never replace an act with nothing.
      const skip = {
        slug,
        file: candidates.map((f) => path.basename(f.path)).join(', '),
        reason: failures.join('; ') || 'no sections found',
      };
      skipped.push(skip);
      options.onEvent?.({ type: 'skipped', skip, done, total });
      continue;
    }
    const result = await storeLaw(db, best, options.notesDir);
    results.push(result);
    options.onEvent?.({ type: 'stored', result, done, total });
  }
  return { results, skipped };
}

const insertBatch = 200;

/** Replaces the act's row and all its sections in one transaction. */
export async function storeLaw(
  db: Db,
  law: ParsedLaw,
  notesDir = lawNotesDir,
): Promise<IngestResult> {
  const { slug } = law.file;
  const incomplete = law.sections.filter((s) => s.incomplete).length;
  const notes = matchNotes(law.sections, await readLawNotes(slug, notesDir));
  const translations = await readAllNoteTranslations(slug, notesDir);
  const plainWordsIn = law.sections.map((section, i) => {
    const note = notes.notes[i];
    return note?.plainWords && !note.stale
      ? currentTranslations(section.number, note.plainWords, translations)
      : {};
  });
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: lawDocuments.id, title: lawDocuments.title })
      .from(lawDocuments)
      .where(eq(lawDocuments.slug, slug));
    // A title guessed from a text or PDF does not override the name the act already has.
    const title =
      (law.titleGuessed ? (existing?.title ?? law.title) : (law.title ?? existing?.title)) ??
      titleFromSlug(slug);
    const shortTitle = shortTitleFor(slug, title);
    const values = {
      title,
      shortTitle,
      sourceFile: path.basename(law.file.path),
      sourceSha256: law.sha256,
      complete: incomplete === 0,
      sectionCount: law.sections.length,
      ingestedAt: sql`now()`,
    };
    const [doc] = await tx
      .insert(lawDocuments)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: lawDocuments.slug, set: values })
      .returning({ id: lawDocuments.id });
    if (!doc) throw new Error(`Could not store ${slug}`);
    await tx.delete(lawSections).where(eq(lawSections.documentId, doc.id));
    for (let i = 0; i < law.sections.length; i += insertBatch) {
      await tx.insert(lawSections).values(
        law.sections.slice(i, i + insertBatch).map((section, k) => ({
          documentId: doc.id,
          number: section.number,
          ordinal: i + k + 1,
          kind: section.kind,
          part: section.part,
          heading: section.heading,
          body: section.body,
          incomplete: section.incomplete,
          textSha256: section.textSha256,
          plainWords: notes.notes[i + k]?.plainWords ?? null,
          searchWords: notes.notes[i + k]?.searchWords ?? null,
          questions: notes.notes[i + k]?.questions ?? [],
          noteStale: notes.notes[i + k]?.stale ?? false,
          plainWordsIn: plainWordsIn[i + k] ?? {},
        })),
      );
    }
    const scheduleItems = law.sections.filter((s) => s.kind === 'schedule').length;
    return {
      slug,
      file: path.basename(law.file.path),
      title,
      shortTitle,
      entries: law.sections.length,
      sections: law.sections.length - scheduleItems,
      scheduleItems,
      incomplete,
      complete: incomplete === 0,
      repairs: law.repairs,
      notes: notes.counts,
      replaced: existing !== undefined,
    };
  });
}

/** True when no act has been ingested yet. */
export async function corpusIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(lawDocuments);
  return (row?.n ?? 0) === 0;
}

export interface FirstStartLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Fills an empty library from the laws folder (first start). Returns without doing anything when
 * the library already has acts or there is no folder; errors are for the caller to log.
 */
export async function ingestIfEmpty(
  db: Db,
  lawsDir: string | undefined,
  log: FirstStartLog,
): Promise<IngestResult[] | undefined> {
  if (!lawsDir || !(await isDirectory(lawsDir)) || !(await corpusIsEmpty(db))) return undefined;
  log.info(`laws: library is empty, ingesting ${lawsDir}`);
  const { results } = await ingestLaws(db, [lawsDir], {
    onEvent: (event) => {
      if (event.type === 'stored') log.info(`laws: ${describeResult(event.result)}`);
      if (event.type === 'skipped') {
        log.warn(`laws: skipped ${event.skip.slug} (${event.skip.file}): ${event.skip.reason}`);
      }
    },
  });
  return results;
}

/** "constitution: 453 entries (328 sections, 125 schedule items), complete". */
export function describeResult(r: IngestResult): string {
  const state = r.complete ? 'complete' : `incomplete (${r.incomplete} sections without full text)`;
  const { current, stale, missing } = r.notes;
  const notes =
    stale + missing === 0
      ? `${current} plain-language notes`
      : `${current} plain-language notes, ${stale} stale, ${missing} missing`;
  return `${r.slug}: ${r.entries} entries (${r.sections} sections, ${r.scheduleItems} schedule items), ${state}; ${notes}`;
}

async function isDirectory(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}
