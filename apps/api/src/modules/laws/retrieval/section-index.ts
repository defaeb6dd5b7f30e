import { sql } from 'drizzle-orm';
import type { LawSectionKind } from '@civicng/contracts';
import type { Database } from '../../../db/client.js';
import type { Language } from '../../../i18n/index.js';
import { Bm25Index, fieldTerms, type FieldParams, type FieldTerms } from '../../../search/bm25.js';
import { lexemesOf, parseTsvector } from '../../../search/lexemes.js';
import { QueryNormaliser } from '../../../search/normalise.js';
import { HeadingRepair } from '../ingest/heading-repair.js';
import { englishWords } from '../../../search/english-words.js';

export interface IndexedSection {
  id: number;
  /** A numbered section, a schedule's paragraph, or a section of the enacting Act. */
  kind: LawSectionKind;
  act: string;
  actTitle: string;
  shortTitle: string;
  number: string;
  /** The heading: printed, or from the act's Arrangement of Sections; empty when neither. */
  title: string;
  body: string;
  incomplete: boolean;
  /** The section's plain-language note, when it has a current one. */
  plainWords: string | null;
  /** The note in the other languages it has been translated into from its words as they are. */
  plainWordsIn: Partial<Record<Language, string>>;
  questions: string[];
}

/** The section's note in a language: its translation where there is one, else the English note. */
export const noteIn = (s: IndexedSection, language: Language): string | null =>
  s.plainWordsIn[language] ?? s.plainWords;

export interface Hit {
  section: IndexedSection;
  score: number;
  /**
   * The score as a share of the most the question's words could score (each matched without
   * limit): how much of what was asked the section covers, comparable across questions.
   */
  confidence: number;
}

export interface SearchOptions {
  /** false: plain BM25 over the raw question and the statute text (the evaluation baseline). */
  expand?: boolean;
  limit?: number;
}

// Fields: heading, statute text, plain words, citizens' questions. Set once from what each field
// is (a note is written to be found in a citizen's words), not fitted to evaluation questions.
const tuned: FieldParams[] = [
  { weight: 2, b: 0.3 },
  { weight: 1, b: 0.6 },
  { weight: 1.5, b: 0.5 },
  { weight: 1.5, b: 0.5 },
];
const plain: FieldParams[] = [
  { weight: 1, b: 0.75 },
  { weight: 1, b: 0.75 },
  { weight: 0, b: 0 },
  { weight: 0, b: 0 },
];
const definitionHeading = /^(interpretation|definitions?|citation|short title)\b/i;

/**
 * An in-memory BM25F index over the library's numbered sections and their plain-language notes,
 * built from Postgres's own English stemming (to_tsvector), so the index and the database's
 * full-text index agree. Questions are read through Pidgin mapping and guarded spelling repair.
 */
export class SectionIndex {
  private readonly normaliser: QueryNormaliser;

  private readonly repairs = new Map<string, HeadingRepair>();

  private constructor(
    private readonly database: Database,
    private readonly index: Bm25Index<IndexedSection>,
    /** Words of the corpus and its notes with the number of times each occurs. */
    readonly vocabulary: ReadonlyMap<string, number>,
  ) {
    // A word the dictionary knows is never "repaired" into another (sack → back).
    this.normaliser = new QueryNormaliser(vocabulary, englishWords());
  }

  static async build(database: Database): Promise<SectionIndex> {
    const rows = await database.rows<{
      id: number;
      kind: LawSectionKind;
      number: string;
      heading: string;
      body: string;
      incomplete: boolean;
      plain_words: string | null;
      search_words: string | null;
      questions: string[];
      note_stale: boolean;
      plain_words_in: Partial<Record<Language, string>>;
      slug: string;
      title: string;
      short_title: string;
      body_vector: string;
    }>(sql`
      select s.id, s.kind, s.number, s.heading, s.body, s.incomplete, s.plain_words, s.search_words,
             s.questions,
             s.note_stale, s.plain_words_in, d.slug, d.title, d.short_title,
             to_tsvector('english', s.body)::text as body_vector
      from law_sections s join law_documents d on d.id = s.document_id
      where length(s.body) > 0
      order by d.slug, s.ordinal`);
    // A stale note was written for another text: neither shown in answers nor searched.
    const notes = rows.map((r) => (r.note_stale ? null : r.plain_words));
    const searched = rows.map((r) => (r.note_stale ? '' : (r.search_words ?? r.plain_words ?? '')));
    const questions = rows.map((r) => (r.note_stale ? [] : r.questions));
    const [titleTerms, noteTerms, questionTerms] = await Promise.all([
      lexemesOf(
        database,
        rows.map((r) => r.heading),
      ),
      lexemesOf(database, searched),
      lexemesOf(
        database,
        questions.map((q) => q.join(' ')),
      ),
    ]);
    const vocabulary = new Map<string, number>();
    const words = await database.rows<{ word: string; nentry: number | string }>(sql`
      select word, nentry from ts_stat(
        'select to_tsvector(''simple'', heading || '' '' || body || '' '' ||
                coalesce(search_words, plain_words, '''') || '' '' || questions::text) from law_sections')`);
    for (const w of words) vocabulary.set(w.word, +w.nentry);

    const empty = () => new Map<string, number>();
    const documents = rows.map((r, i) => {
      const fields: FieldTerms[] = [
        fieldTerms(titleTerms[i] ?? empty()),
        fieldTerms(parseTsvector(r.body_vector)),
        fieldTerms(noteTerms[i] ?? empty()),
        fieldTerms(questionTerms[i] ?? empty()),
      ];
      const item: IndexedSection = {
        id: r.id,
        kind: r.kind,
        act: r.slug,
        actTitle: r.title,
        shortTitle: r.short_title,
        number: r.number,
        title: r.heading,
        body: r.body,
        incomplete: r.incomplete,
        plainWords: notes[i] ?? null,
        // Ingestion stores no translation for a stale note.
        plainWordsIn: r.plain_words_in,
        questions: questions[i] ?? [],
      };
      return { item, fields };
    });
    return new SectionIndex(database, new Bm25Index(documents), vocabulary);
  }

  /**
   * Whether a word reads as printed English, not scan damage: a dictionary word, or one the
   * corpus and its notes use at least three times (names, legal terms). Each part of a hyphenated
   * or possessive word is checked.
   */
  readonly readsClean = (word: string): boolean =>
    word
      .toLowerCase()
      .split(/['’-]+/)
      .filter((part) => part.length > 0)
      .every((part) => englishWords().has(part) || (this.vocabulary.get(part) ?? 0) >= 3);

  /**
   * Statutory words to quote, with the layout of the scan undone ("( 1 )", "custody ;") and its
   * damaged words mended against the act's own words ("Apolice" → "A police"); undefined when a
   * word cannot be mended with confidence.
   */
  readonly mendQuote = (act: string, text: string): string | undefined => {
    let repair = this.repairs.get(act);
    if (!repair) {
      const words = this.sections.filter((s) => s.act === act).map((s) => s.body);
      repair = new HeadingRepair(words.join('\n'));
      this.repairs.set(act, repair);
    }
    const laidOut = text
      .replace(/(\p{L})\((\d{1,3}|[a-z]{1,4})\)/gu, '$1 ($2)')
      .replace(/\(\s*(\d{1,3}[A-Z]?|[a-z]{1,4})\s*\)/g, '($1)')
      .replace(/\s+([,.;:])(?!\.)/g, '$1');
    // The ellipsis of a quote cut short is ours, not the scan's.
    const cut = laidOut.endsWith(' …');
    const mended = repair.repair(cut ? laidOut.slice(0, -2) : laidOut);
    if (!mended) return undefined;
    const words = [...mended.matchAll(/\p{L}[\p{L}'’-]*/gu)];
    return words.every((m) => this.readsClean(m[0])) ? `${mended}${cut ? ' …' : ''}` : undefined;
  };

  get size(): number {
    return this.index.size;
  }

  get sections(): IndexedSection[] {
    return this.index.documents.map((d) => d.item);
  }

  /** The question as retrieval reads it: lower case, Pidgin mapped, misspellings mended. */
  normalise(question: string): string {
    return this.normaliser.normalise(question);
  }

  /**
   * Each term of the question with its weight. The terms come in groups, one per thing asked: an
   * English word is a group of one (weight 1); a word of another language that the glossary gave
   * as k alternatives ("document paper" for Hausa takarda) is one group, its terms 1/k each.
   */
  private static weighted(groups: Map<string, number>[]) {
    const query = new Map<string, number>();
    for (const group of groups) {
      const fresh = [...group.keys()].filter((t) => !query.has(t));
      for (const t of fresh) query.set(t, 1 / fresh.length);
    }
    return query;
  }

  async search(question: string, options: SearchOptions = {}): Promise<Hit[]> {
    const limit = options.limit ?? 10;
    const plainSearch = options.expand === false;
    const { text, meanings = [] } = plainSearch
      ? { text: question }
      : this.normaliser.read(question);
    // One round trip: the meanings when the question had some, else the question's own words.
    const lexemes = await lexemesOf(this.database, meanings.length > 0 ? meanings : [text]);
    const groups =
      meanings.length > 0
        ? lexemes
        : [...(lexemes[0] ?? new Map<string, number>()).keys()].map((t) => new Map([[t, 1]]));
    const query = SectionIndex.weighted(groups);
    const ceiling = [...query].reduce((sum, [t, w]) => sum + w * this.index.idf(t), 0) || 1;
    const ranked = this.index.rank(
      query,
      plainSearch ? plain : tuned,
      limit,
      plainSearch
        ? undefined
        : (section, score) => (definitionHeading.test(section.title) ? score * 0.5 : score),
    );
    return ranked.map((r) => ({ section: r.item, score: r.score, confidence: r.score / ceiling }));
  }
}
