import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Bm25Index, fieldTerms, type FieldParams } from '../../search/bm25.js';
import { lexemesOf, parseTsvector } from '../../search/lexemes.js';
import { QueryNormaliser, simplify } from '../../search/normalise.js';
import { aliases } from './aliases.js';

export interface IndexedFactCheck {
  id: number;
  claim: string | null;
  claimant: string | null;
  reviewDate: string | null;
  publisher: string | null;
  rating: string | null;
  sourceUrl: string;
}

const fields: FieldParams[] = [
  { weight: 1, b: 0.75 }, // claim
  { weight: 0.4, b: 0.5 }, // claimant and publisher
];
const aliasWeight = 0.7;

/**
 * Searches the fact-check store by meaning of the words: Postgres's English stemming, BM25F over
 * claim and claimant, typo and misspelt-name repair against the store's own vocabulary (edits and
 * trigram similarity), Pidgin mapping, and the aliases Nigerians use for people, places and things.
 */
export class FactCheckIndex {
  private constructor(
    private readonly database: Database,
    private readonly index: Bm25Index<IndexedFactCheck>,
    private readonly normaliser: QueryNormaliser,
  ) {}

  static async build(database: Database): Promise<FactCheckIndex> {
    const rows = await database.rows<{
      id: number;
      claim: string | null;
      claimant: string | null;
      review_date: string | null;
      publisher: string | null;
      rating: string | null;
      source_url: string;
      claim_vector: string;
      by_vector: string;
    }>(sql`
      select id, claim, claimant, review_date::text as review_date, publisher, rating, source_url,
             to_tsvector('english', coalesce(claim, ''))::text as claim_vector,
             to_tsvector('english', coalesce(claimant, '') || ' ' || coalesce(publisher, ''))::text as by_vector
      from fact_checks`);
    const vocabulary = new Map<string, number>();
    for (const r of rows) {
      for (const w of simplify(`${r.claim ?? ''} ${r.claimant ?? ''}`).split(' ')) {
        if (w) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
      }
    }
    const protectedWords = new Set(aliases.flatMap((a) => a.triggers.flatMap((t) => t.split(' '))));
    const documents = rows.map((r) => ({
      item: {
        id: r.id,
        claim: r.claim,
        claimant: r.claimant,
        reviewDate: r.review_date,
        publisher: r.publisher,
        rating: r.rating,
        sourceUrl: r.source_url,
      },
      fields: [fieldTerms(parseTsvector(r.claim_vector)), fieldTerms(parseTsvector(r.by_vector))],
    }));
    return new FactCheckIndex(
      database,
      new Bm25Index(documents),
      new QueryNormaliser(vocabulary, protectedWords, { fuzzy: true }),
    );
  }

  get size(): number {
    return this.index.size;
  }

  async search(query: string, limit = 10): Promise<IndexedFactCheck[]> {
    const text = this.normaliser.normalise(query);
    const padded = ` ${text} `;
    const matched = aliases.filter((a) => a.triggers.some((t) => padded.includes(` ${t} `)));
    const [own = new Map<string, number>(), ...expansions] = await lexemesOf(this.database, [
      text,
      ...matched.map((a) => a.terms.join(' ')),
    ]);
    const weights = new Map([...own.keys()].map((t) => [t, 1]));
    for (const terms of expansions) {
      for (const t of terms.keys()) weights.set(t, Math.max(weights.get(t) ?? 0, aliasWeight));
    }
    const ranked = this.index.rank(weights, fields, limit * 3);
    // One result per article: round-ups share a URL across several claims.
    const seen = new Set<string>();
    const results: IndexedFactCheck[] = [];
    for (const { item } of ranked) {
      if (seen.has(item.sourceUrl)) continue;
      seen.add(item.sourceUrl);
      results.push(item);
      if (results.length === limit) break;
    }
    return results;
  }
}
