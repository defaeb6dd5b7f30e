import type { LawAct, LawActSummary } from '@civicng/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lawDocuments, lawSections } from '../../db/schema.js';
import { supersededBy } from './superseded.js';

/** Changes whenever acts are ingested again: the section index is rebuilt when it does. */
export const corpusVersionQuery = sql`select count(*)::text || ':' || coalesce(max(ingested_at)::text, '') as v from law_documents`;

/** Act slug → URL of its official PDF (LAW_PDF_URLS). */
export type LawPdfUrls = Record<string, string>;

/** Every act in the library, in title order, for GET /api/laws. */
export async function getActSummaries(db: Db, pdfUrls: LawPdfUrls = {}): Promise<LawActSummary[]> {
  const rows = await db
    .select({
      slug: lawDocuments.slug,
      title: lawDocuments.title,
      shortTitle: lawDocuments.shortTitle,
      complete: lawDocuments.complete,
      sectionCount: lawDocuments.sectionCount,
    })
    .from(lawDocuments)
    .orderBy(asc(lawDocuments.shortTitle));
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    short_title: row.shortTitle,
    complete: row.complete,
    section_count: row.sectionCount,
    pdf_url: pdfUrls[row.slug] ?? null,
    superseded_by: supersededBy(row.slug),
  }));
}

/** One act with all its sections in printed order, or undefined when there is no such act. */
export async function getAct(
  db: Db,
  slug: string,
  pdfUrls: LawPdfUrls = {},
): Promise<LawAct | undefined> {
  const [doc] = await db.select().from(lawDocuments).where(eq(lawDocuments.slug, slug));
  if (!doc) return undefined;
  const sections = await db
    .select({
      number: lawSections.number,
      kind: lawSections.kind,
      part: lawSections.part,
      heading: lawSections.heading,
      body: lawSections.body,
      incomplete: lawSections.incomplete,
      plain_words: lawSections.plainWords,
      plain_words_in: lawSections.plainWordsIn,
      questions: lawSections.questions,
      note_stale: lawSections.noteStale,
    })
    .from(lawSections)
    .where(eq(lawSections.documentId, doc.id))
    .orderBy(asc(lawSections.ordinal));
  return {
    slug: doc.slug,
    title: doc.title,
    short_title: doc.shortTitle,
    complete: doc.complete,
    pdf_url: pdfUrls[doc.slug] ?? null,
    superseded_by: supersededBy(doc.slug),
    sections,
  };
}
