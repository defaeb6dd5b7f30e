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
