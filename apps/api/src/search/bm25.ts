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
  /** term → indexes of the documents containing it, so a query touches only its candidates. */
  private readonly postings = new Map<string, number[]>();
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
    documents.forEach((doc, index) => {
      const seen = new Set<string>();
      for (const field of doc.fields) for (const term of field.terms.keys()) seen.add(term);
      for (const term of seen) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
        const list = this.postings.get(term);
        if (list) list.push(index);
        else this.postings.set(term, [index]);
      }
    });
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

  private readonly norms = new WeakMap<FieldParams[], Float64Array[]>();

  /** Length normalisation per field and document, computed once per set of parameters. */
  private normsFor(params: FieldParams[]): Float64Array[] {
    let norms = this.norms.get(params);
    if (!norms) {
      norms = params.map((p, f) => {
        const avg = this.averageLength[f] ?? 1;
        return Float64Array.from(
          this.documents,
          (d) => 1 - p.b + (p.b * (d.fields[f]?.length ?? 0)) / avg,
        );
      });
      this.norms.set(params, norms);
    }
    return norms;
  }

  /**
   * The best documents for a weighted query, highest first. Scores accumulate term by term over
   * the postings, so only documents holding a query term are touched; `adjust` may then reshape a
   * candidate's score (bonuses, boosts), and zero scores are dropped. Each hit says which query
   * terms it holds.
   */
  rank(
    query: ReadonlyMap<string, number>,
    params: FieldParams[],
    limit: number,
    adjust?: (item: T, score: number) => number,
  ): { item: T; score: number; terms: Set<string> }[] {
    const norms = this.normsFor(params);
    const totals = new Map<number, number>();
    const matched = new Map<number, Set<string>>();
    for (const [term, weight] of query) {
      const postings = this.postings.get(term);
      if (!postings) continue;
      const idf = this.idf(term);
      for (const i of postings) {
        const doc = this.documents[i];
        if (!doc) continue;
        let tf = 0;
        for (let f = 0; f < params.length; f += 1) {
          const count = doc.fields[f]?.terms.get(term);
          if (count) tf += ((params[f]?.weight ?? 0) * count) / (norms[f]?.[i] ?? 1);
        }
        if (tf > 0) {
          totals.set(i, (totals.get(i) ?? 0) + (weight * idf * tf) / (this.k1 + tf));
          const terms = matched.get(i);
          if (terms) terms.add(term);
          else matched.set(i, new Set([term]));
        }
      }
    }
    const hits: { item: T; score: number; terms: Set<string> }[] = [];
    for (const [i, total] of totals) {
      const doc = this.documents[i];
      if (!doc) continue;
      const score = adjust ? adjust(doc.item, total) : total;
      if (score > 0) hits.push({ item: doc.item, score, terms: matched.get(i) ?? new Set() });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
