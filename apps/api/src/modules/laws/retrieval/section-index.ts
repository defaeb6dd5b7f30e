import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { Bm25Index, fieldTerms, type FieldParams, type FieldTerms } from '../../../search/bm25.js';
import { lexemesOf, parseTsvector } from '../../../search/lexemes.js';
import { QueryNormaliser } from '../../../search/normalise.js';
import { marginalTitle } from './marginal-title.js';
import { concepts } from './thesaurus.js';

export interface IndexedSection {
  id: number;
  act: string;
  actTitle: string;
  shortTitle: string;
  number: string;
  /** The heading, or the marginal note standing in for a missing one. */
  title: string;
  body: string;
  incomplete: boolean;
  /** Title and body in lower case, for statute phrases found verbatim. */
  text: string;
}

export interface Hit {
  section: IndexedSection;
  score: number;
}

export interface SearchOptions {
  /** false: plain BM25 over the raw question (the evaluation baseline). */
  expand?: boolean;
  limit?: number;
}

// Weights chosen once on the development questions and left general on purpose.
const tuned: FieldParams[] = [
  { weight: 2.5, b: 0.3 }, // title
  { weight: 1, b: 0.6 }, // body
];
const plain: FieldParams[] = [
  { weight: 1, b: 0.75 },
  { weight: 1, b: 0.75 },
];
const expansionWeight = 0.8;
const actBoost = 0.3;
const phraseBonus = 1.5;
const definitionHeading = /^(interpretation|definitions?|citation|short title)\b/i;

/**
 * An in-memory BM25F index over the corpus's numbered sections, built from Postgres's own English
 * stemming (to_tsvector), so the index and the database's full-text index agree. Questions are
 * bridged to statute words by the citizens' thesaurus, Pidgin mapping and spelling repair.
 */
export class SectionIndex {
  private readonly normaliser: QueryNormaliser;

  private constructor(
    private readonly database: Database,
    private readonly index: Bm25Index<IndexedSection>,
    /** Words of the corpus with the number of times each occurs. */
    readonly vocabulary: ReadonlyMap<string, number>,
  ) {
    const protectedWords = new Set(
      concepts.flatMap((c) => c.triggers.flatMap((t) => t.split(' '))),
    );
    this.normaliser = new QueryNormaliser(vocabulary, protectedWords);
  }

  static async build(database: Database): Promise<SectionIndex> {
    const rows = await database.rows<{
      id: number;
      number: string;
      heading: string;
      body: string;
      incomplete: boolean;
      slug: string;
      title: string;
      short_title: string;
      body_vector: string;
    }>(sql`
      select s.id, s.number, s.heading, s.body, s.incomplete, d.slug, d.title, d.short_title,
             to_tsvector('english', s.body)::text as body_vector
      from law_sections s join law_documents d on d.id = s.document_id
      where s.kind = 'section' and length(s.body) > 0
      order by d.slug, s.ordinal`);
    const titles = rows.map((r) => r.heading || marginalTitle(r.body));
    const titleTerms = await lexemesOf(database, titles);
    const vocabulary = new Map<string, number>();
    const words = await database.rows<{ word: string; nentry: number | string }>(sql`
      select word, nentry from ts_stat(
        'select to_tsvector(''simple'', heading || '' '' || body) from law_sections')`);
    for (const w of words) vocabulary.set(w.word, +w.nentry);

    const documents = rows.map((r, i) => {
      const title = titles[i] ?? '';
      const fields: FieldTerms[] = [
        fieldTerms(titleTerms[i] ?? new Map<string, number>()),
        fieldTerms(parseTsvector(r.body_vector)),
      ];
      const item: IndexedSection = {
        id: r.id,
        act: r.slug,
        actTitle: r.title,
        shortTitle: r.short_title,
        number: r.number,
        title,
        body: r.body,
        incomplete: r.incomplete,
        text: `${title} ${r.body}`.toLowerCase().replace(/\s+/g, ' '),
      };
      return { item, fields };
    });
    return new SectionIndex(database, new Bm25Index(documents), vocabulary);
  }

  get size(): number {
    return this.index.size;
  }

  get sections(): IndexedSection[] {
    return this.index.documents.map((d) => d.item);
  }

  async search(question: string, options: SearchOptions = {}): Promise<Hit[]> {
    const limit = options.limit ?? 10;
    const asHits = (ranked: { item: IndexedSection; score: number }[]) =>
      ranked.map((r) => ({ section: r.item, score: r.score }));
    if (options.expand === false) {
      const [terms = new Map<string, number>()] = await lexemesOf(this.database, [question]);
      const query = new Map([...terms.keys()].map((t) => [t, 1]));
      return asHits(this.index.rank(query, plain, limit));
    }

    const text = this.normaliser.normalise(question);
    const padded = ` ${text} `;
    const triggered = concepts.filter((c) => c.triggers.some((t) => padded.includes(` ${t} `)));
    const [own = new Map<string, number>(), ...expansions] = await lexemesOf(this.database, [
      text,
      ...triggered.map((c) => c.terms.join(' ')),
    ]);
    const query = new Map([...own.keys()].map((t) => [t, 1]));
    for (const terms of expansions) {
      for (const t of terms.keys()) query.set(t, Math.max(query.get(t) ?? 0, expansionWeight));
    }
    const actHints = new Map<string, number>();
    for (const c of triggered) {
      for (const act of c.acts ?? []) actHints.set(act, (actHints.get(act) ?? 0) + 1);
    }
    const phrases = triggered.flatMap((c) =>
      c.terms.filter((t) => t.includes(' ')).map((t) => t.toLowerCase()),
    );

    return asHits(
      this.index.rank(query, tuned, limit, (section, bm25) => {
        let score = bm25 + phraseBonus * phrases.filter((p) => section.text.includes(p)).length;
        score *= 1 + actBoost * Math.min(2, actHints.get(section.act) ?? 0);
        if (definitionHeading.test(section.title)) score *= 0.5;
        return score;
      }),
    );
  }
}
