/** One field of a document: term → frequency, and its length in terms. */
export interface FieldTerms {
  terms: Map<string, number>;
  length: number;
}

export interface FieldParams {
  /** How much a match in this field counts relative to the others. */
  weight: number;
  /** Length normalisation, 0 (none) to 1 (full). */
  b: number;
}

export const fieldTerms = (terms: Map<string, number>): FieldTerms => ({
  terms,
  length: [...terms.values()].reduce((a, b) => a + b, 0),
});

/**
 * BM25F over documents with a fixed list of fields. Query terms carry weights, so expansions
 * (synonyms, thesaurus terms) can count for less than the words the person typed.
 */
export class Bm25Index<T> {
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number[];

  constructor(
    readonly documents: { item: T; fields: FieldTerms[] }[],
    private readonly k1 = 1.2,
  ) {
    const fieldCount = documents[0]?.fields.length ?? 0;
    this.averageLength = Array.from({ length: fieldCount }, (_, f) => {
      const total = documents.reduce((sum, d) => sum + (d.fields[f]?.length ?? 0), 0);
      return total / Math.max(1, documents.length) || 1;
    });
    for (const doc of documents) {
      const seen = new Set<string>();
      for (const field of doc.fields) for (const term of field.terms.keys()) seen.add(term);
      for (const term of seen) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
  }

  get size(): number {
    return this.documents.length;
  }

  has(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  idf(term: string): number {
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.documents.length - df + 0.5) / (df + 0.5));
  }

  score(fields: FieldTerms[], query: ReadonlyMap<string, number>, params: FieldParams[]): number {
    let score = 0;
    for (const [term, weight] of query) {
      let tf = 0;
      fields.forEach((field, f) => {
        const count = field.terms.get(term);
        const p = params[f];
        if (!count || !p) return;
        tf += (p.weight * count) / (1 - p.b + (p.b * field.length) / (this.averageLength[f] ?? 1));
      });
      if (tf > 0) score += (weight * this.idf(term) * tf) / (this.k1 + tf);
    }
    return score;
  }

  /** The best documents by the given score, highest first; zero scores are dropped. */
  rank(scoreOf: (doc: { item: T; fields: FieldTerms[] }) => number, limit: number) {
    const hits: { item: T; score: number }[] = [];
    for (const doc of this.documents) {
      const score = scoreOf(doc);
      if (score > 0) hits.push({ item: doc.item, score });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
