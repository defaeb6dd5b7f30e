import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';

/** Postgres prints a tsvector as 'lexeme':1,4B 'other':2 …; term frequency = count of positions. */
export function parseTsvector(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const match of text.matchAll(/'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g)) {
    terms.set((match[1] ?? '').replace(/''/g, "'"), match[2] ? match[2].split(',').length : 1);
  }
  return terms;
}

/** Texts stemmed per round trip: an index build's thousands go in several. */
const lexemeBatch = 400;

/**
 * English lexemes (Postgres's own stemming, as in the full-text indexes) of texts, in order, a
 * batch per round trip. Between batches the event loop runs: the embedded PGlite works on this
 * thread, and one statement over thousands of texts held every request for seconds.
 */
export async function lexemesOf(
  database: Database,
  texts: string[],
): Promise<Map<string, number>[]> {
  const lexemes: Map<string, number>[] = [];
  for (let i = 0; i < texts.length; i += lexemeBatch) {
    if (i > 0) await setImmediate();
    const rows = await database.rows<{ v: string }>(sql`
      select to_tsvector('english', t.value)::text as v
      from json_array_elements_text(${JSON.stringify(texts.slice(i, i + lexemeBatch))}::json)
        with ordinality as t(value, n)
      order by t.n`);
    lexemes.push(...rows.map((r) => parseTsvector(r.v)));
  }
  return lexemes;
}

/**
 * Lexemes of simplified texts (lower-case words separated by spaces), word by word, with each
 * word's lexemes remembered: Postgres stems each word of such a text on its own, so the words a
 * search has seen before cost no round trip. Bounded: the least recently used word goes first.
 */
export class WordLexemes {
  private readonly known: LRUCache<string, string[]>;

  constructor(
    private readonly database: Database,
    capacity = 50_000,
  ) {
    this.known = new LRUCache({ max: capacity });
  }

  async of(texts: string[]): Promise<Map<string, number>[]> {
    const words = texts.map((t) => t.split(' ').filter(Boolean));
    // This call's words are held here, so none is lost to an eviction before it is read.
    const lexemes = new Map<string, string[]>();
    const missing: string[] = [];
    for (const w of new Set(words.flat())) {
      const known = this.known.get(w);
      if (known) lexemes.set(w, known);
      else missing.push(w);
    }
    if (missing.length > 0) {
      const found = await lexemesOf(this.database, missing);
      missing.forEach((w, i) => {
        const list = [...(found[i]?.keys() ?? [])];
        lexemes.set(w, list);
        this.known.set(w, list);
      });
    }
    return words.map((list) => {
      const terms = new Map<string, number>();
      for (const w of list) {
        for (const lexeme of lexemes.get(w) ?? []) terms.set(lexeme, (terms.get(lexeme) ?? 0) + 1);
      }
      return terms;
    });
  }
}
