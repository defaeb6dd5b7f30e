import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { concepts } from './thesaurus.js';
import { marginalTitle, normaliseQuestion } from './text.js';

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
  text: string;
  titleTerms: Map<string, number>;
  bodyTerms: Map<string, number>;
  titleLength: number;
  bodyLength: number;
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

// BM25F weights, chosen once on the development questions and left general on purpose.
const params = {
  k1: 1.2,
  titleWeight: 2.5,
  titleB: 0.3,
  bodyB: 0.6,
  expansionWeight: 0.8,
  actBoost: 0.3,
  phraseBonus: 1.5,
};

const definitionHeading = /^(interpretation|definitions?|citation|short title)\b/i;

/** Postgres prints a tsvector as 'lexeme':1,4B 'other':2 …; term frequency = count of positions. */
function parseTsvector(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const match of text.matchAll(/'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g)) {
    terms.set((match[1] ?? '').replace(/''/g, "'"), match[2] ? match[2].split(',').length : 1);
  }
  return terms;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * An in-memory BM25F index over the corpus's numbered sections, built from Postgres's own
 * English stemming (to_tsvector), so the index and the database's full-text index agree.
 * Questions are bridged to statute words by the citizens' thesaurus, Pidgin mapping and spelling
 * repair before scoring.
 */
export class SectionIndex {
  private readonly documentFrequency = new Map<string, number>();
  private readonly avgTitle: number;
  private readonly avgBody: number;
  private readonly protectedWords: Set<string>;

  private constructor(
    private readonly database: Database,
    readonly sections: IndexedSection[],
    private readonly vocabulary: Map<string, number>,
  ) {
    for (const s of sections) {
      for (const term of new Set([...s.titleTerms.keys(), ...s.bodyTerms.keys()])) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    const n = Math.max(1, sections.length);
    this.avgTitle = sections.reduce((a, s) => a + s.titleLength, 0) / n || 1;
    this.avgBody = sections.reduce((a, s) => a + s.bodyLength, 0) / n || 1;
    this.protectedWords = new Set(concepts.flatMap((c) => c.triggers.flatMap((t) => t.split(' '))));
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
    const titleVectors = await database.rows<{ v: string }>(sql`
      select to_tsvector('english', t.value)::text as v
      from json_array_elements_text(${JSON.stringify(titles)}::json) with ordinality as t(value, n)
      order by t.n`);
    const vocabulary = new Map<string, number>();
    const words = await database.rows<{ word: string; nentry: number | string }>(sql`
      select word, nentry from ts_stat(
        'select to_tsvector(''simple'', heading || '' '' || body) from law_sections')`);
    for (const w of words) vocabulary.set(w.word, +w.nentry);

    const sections = rows.map((r, i): IndexedSection => {
      const titleTerms = parseTsvector(titleVectors[i]?.v ?? '');
      const bodyTerms = parseTsvector(r.body_vector);
      const title = titles[i] ?? '';
      return {
        id: r.id,
        act: r.slug,
        actTitle: r.title,
        shortTitle: r.short_title,
        number: r.number,
        title,
        body: r.body,
        incomplete: r.incomplete,
        text: `${title} ${r.body}`.toLowerCase().replace(/\s+/g, ' '),
        titleTerms,
        bodyTerms,
        titleLength: sum(titleTerms),
        bodyLength: sum(bodyTerms),
      };
    });
    return new SectionIndex(database, sections, vocabulary);
  }

  get size(): number {
    return this.sections.length;
  }

  private idf(term: string): number {
    const df = this.documentFrequency.get(term) ?? 0;
    const n = this.sections.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private bm25(section: IndexedSection, query: Map<string, number>, plain: boolean): number {
    const titleWeight = plain ? 1 : params.titleWeight;
    const titleB = plain ? 0.75 : params.titleB;
    const bodyB = plain ? 0.75 : params.bodyB;
    let score = 0;
    for (const [term, weight] of query) {
      const inTitle = section.titleTerms.get(term) ?? 0;
      const inBody = section.bodyTerms.get(term) ?? 0;
      if (!inTitle && !inBody) continue;
      const tf =
        (titleWeight * inTitle) / (1 - titleB + (titleB * section.titleLength) / this.avgTitle) +
        inBody / (1 - bodyB + (bodyB * section.bodyLength) / this.avgBody);
      score += (weight * this.idf(term) * tf) / (params.k1 + tf);
    }
    return score;
  }

  /** Lexemes of several texts in one round trip, in order. */
  private async lexemes(texts: string[]): Promise<string[][]> {
    const rows = await this.database.rows<{ v: string }>(sql`
      select to_tsvector('english', t.value)::text as v
      from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as t(value, n)
      order by t.n`);
    return rows.map((r) => [...parseTsvector(r.v).keys()]);
  }

  async search(question: string, options: SearchOptions = {}): Promise<Hit[]> {
    const limit = options.limit ?? 10;
    if (options.expand === false) {
      const [terms = []] = await this.lexemes([question]);
      const query = new Map(terms.map((t) => [t, 1]));
      return this.rank((s) => this.bm25(s, query, true), limit);
    }

    const text = normaliseQuestion(question, this.vocabulary, this.protectedWords);
    const padded = ` ${text} `;
    const triggered = concepts.filter((c) => c.triggers.some((t) => padded.includes(` ${t} `)));
    const [own = [], ...expansions] = await this.lexemes([
      text,
      ...triggered.map((c) => c.terms.join(' ')),
    ]);
    const query = new Map(own.map((t) => [t, 1]));
    for (const terms of expansions) {
      for (const t of terms) query.set(t, Math.max(query.get(t) ?? 0, params.expansionWeight));
    }
    const actHints = new Map<string, number>();
    for (const c of triggered)
      for (const act of c.acts ?? []) actHints.set(act, (actHints.get(act) ?? 0) + 1);
    const phrases = triggered.flatMap((c) =>
      c.terms.filter((t) => t.includes(' ')).map((t) => t.toLowerCase()),
    );

    return this.rank((s) => {
      let score = this.bm25(s, query, false);
      if (score === 0) return 0;
      score += params.phraseBonus * phrases.filter((p) => s.text.includes(p)).length;
      score *= 1 + params.actBoost * Math.min(2, actHints.get(s.act) ?? 0);
      if (definitionHeading.test(s.title)) score *= 0.5;
      return score;
    }, limit);
  }

  private rank(scoreOf: (s: IndexedSection) => number, limit: number): Hit[] {
    const hits: Hit[] = [];
    for (const section of this.sections) {
      const score = scoreOf(section);
      if (score > 0) hits.push({ section, score });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
