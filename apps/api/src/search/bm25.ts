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
  /**
   * term → the documents containing it, each with the term's count in every field, so a query
   * touches only its candidates and looks nothing up per candidate.
   */
  private readonly postings = new Map<string, { index: number; counts: Float64Array }[]>();
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
      const seen = new Map<string, Float64Array>();
      doc.fields.forEach((field, f) => {
        for (const [term, count] of field.terms) {
          let counts = seen.get(term);
          if (!counts) {
            counts = new Float64Array(fieldCount);
            seen.set(term, counts);
          }
          counts[f] = count;
        }
      });
      for (const [term, counts] of seen) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
        const list = this.postings.get(term);
        if (list) list.push({ index, counts });
        else this.postings.set(term, [{ index, counts }]);
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
    // Scores in a dense array, with the documents touched listed once: no map per candidate.
    const totals = new Float64Array(this.documents.length);
    const touched: number[] = [];
    for (const [term, weight] of query) {
      const postings = this.postings.get(term);
      if (!postings) continue;
      const idf = this.idf(term);
      for (const { index: i, counts } of postings) {
        let tf = 0;
        for (let f = 0; f < params.length; f += 1) {
          const count = counts[f] ?? 0;
          if (count) tf += ((params[f]?.weight ?? 0) * count) / (norms[f]?.[i] ?? 1);
        }
        if (tf > 0) {
          if (totals[i] === 0) touched.push(i);
          totals[i] = (totals[i] ?? 0) + (weight * idf * tf) / (this.k1 + tf);
        }
      }
    }
    // The best `limit`, kept in order as the candidates stream past (no sort of them all).
    const best: { index: number; score: number }[] = [];
    for (const i of touched) {
      const doc = this.documents[i];
      if (!doc) continue;
      const total = totals[i] ?? 0;
      const score = adjust ? adjust(doc.item, total) : total;
      if (score <= 0) continue;
      if (best.length === limit && score <= (best[limit - 1]?.score ?? 0)) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1]?.score ?? 0) < score) at -= 1;
      best.splice(at, 0, { index: i, score });
      if (best.length > limit) best.pop();
    }
    // Which query terms each hit holds, worked out for the few kept rather than every candidate.
    return best.flatMap(({ index, score }) => {
      const doc = this.documents[index];
      if (!doc) return [];
      const terms = new Set(
        [...query.keys()].filter((t) => doc.fields.some((f) => f.terms.has(t))),
      );
      return [{ item: doc.item, score, terms }];
    });
  }
}
