/**
 * Word vectors quantised to int8 (each unit vector × 127), in the order of the source's word
 * list, which is by frequency: a word's rank says how common it is.
 */
export class WordVectors {
  private readonly rankOf = new Map<string, number>();

  constructor(
    readonly words: readonly string[],
    private readonly data: Int8Array,
    readonly dimensions: number,
  ) {
    words.forEach((word, rank) => {
      if (!this.rankOf.has(word)) this.rankOf.set(word, rank);
    });
  }

  get size(): number {
    return this.words.length;
  }

  /** How common the word is: 0 for the commonest; undefined when it has no vector. */
  rank(word: string): number | undefined {
    return this.rankOf.get(word);
  }

  /** The word's unit vector, or undefined when the source has none. */
  vector(word: string): Float32Array | undefined {
    const rank = this.rankOf.get(word);
    if (rank === undefined) return undefined;
    const out = new Float32Array(this.dimensions);
    const start = rank * this.dimensions;
    for (let i = 0; i < this.dimensions; i += 1) out[i] = (this.data[start + i] ?? 0) / 127;
    return out;
  }

  /** The nearest words among `candidates`, found by one pass over their vectors. */
  neighbourhood(candidates: Iterable<string>): Neighbourhood {
    return new Neighbourhood(
      this,
      [...candidates].filter((w) => this.rankOf.has(w)),
    );
  }
}

export interface Neighbour {
  word: string;
  similarity: number;
}

/** A fixed set of words (a corpus's vocabulary) to find a word's nearest neighbours among. */
export class Neighbourhood {
  private readonly matrix: Float32Array;
  private readonly memo = new Map<string, Neighbour[]>();

  constructor(
    private readonly vectors: WordVectors,
    readonly words: readonly string[],
  ) {
    const d = vectors.dimensions;
    this.matrix = new Float32Array(words.length * d);
    words.forEach((word, i) => {
      const v = vectors.vector(word);
      if (v) this.matrix.set(v, i * d);
    });
  }

  /**
   * Up to `limit` words of the neighbourhood whose cosine with `word` is at least `minimum`,
   * nearest first, the word itself left out; none when the word has no vector.
   */
  nearest(word: string, limit: number, minimum: number): Neighbour[] {
    const key = `${word}\u0000${limit}\u0000${minimum}`;
    const known = this.memo.get(key);
    if (known) return known;
    const v = this.vectors.vector(word);
    const found: Neighbour[] = [];
    if (v) {
      const d = this.vectors.dimensions;
      for (let i = 0; i < this.words.length; i += 1) {
        let dot = 0;
        const start = i * d;
        for (let j = 0; j < d; j += 1) dot += (v[j] ?? 0) * (this.matrix[start + j] ?? 0);
        if (dot >= minimum && this.words[i] !== word) {
          found.push({ word: this.words[i] ?? '', similarity: dot });
        }
      }
      found.sort((a, b) => b.similarity - a.similarity);
      found.length = Math.min(found.length, limit);
    }
    // Queries repeat their words; the memo is bounded so a flood of new words cannot grow it.
    if (this.memo.size >= 50_000) this.memo.clear();
    this.memo.set(key, found);
    return found;
  }
}
