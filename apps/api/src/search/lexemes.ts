import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Postgres prints a tsvector as 'lexeme':1,4B 'other':2 …; term frequency = count of positions. */
export function parseTsvector(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const match of text.matchAll(/'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g)) {
    terms.set((match[1] ?? '').replace(/''/g, "'"), match[2] ? match[2].split(',').length : 1);
  }
  return terms;
}

/**
 * English lexemes (Postgres's own stemming, as in the full-text indexes) of several texts in one
 * round trip, in order.
 */
export async function lexemesOf(
  database: Database,
  texts: string[],
): Promise<Map<string, number>[]> {
  if (texts.length === 0) return [];
  const rows = await database.rows<{ v: string }>(sql`
    select to_tsvector('english', t.value)::text as v
    from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as t(value, n)
    order by t.n`);
  return rows.map((r) => parseTsvector(r.v));
}

/**
 * Lexemes of simplified texts (lower-case words separated by spaces), word by word, with each
 * word's lexemes remembered: Postgres stems each word of such a text on its own, so the words a
 * search has seen before cost no round trip. Bounded: forgotten all at once when full.
 */
export class WordLexemes {
  private readonly known = new Map<string, string[]>();

  constructor(
    private readonly database: Database,
    private readonly capacity = 50_000,
  ) {}

  async of(texts: string[]): Promise<Map<string, number>[]> {
    const words = texts.map((t) => t.split(' ').filter(Boolean));
    const missing = [...new Set(words.flat())].filter((w) => !this.known.has(w));
    if (missing.length > 0) {
      if (this.known.size + missing.length > this.capacity) this.known.clear();
      const found = await lexemesOf(this.database, missing);
      missing.forEach((w, i) => this.known.set(w, [...(found[i]?.keys() ?? [])]));
    }
    return words.map((list) => {
      const terms = new Map<string, number>();
      for (const w of list) {
        for (const lexeme of this.known.get(w) ?? [])
          terms.set(lexeme, (terms.get(lexeme) ?? 0) + 1);
      }
      return terms;
    });
  }
}
