import { setImmediate } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { factChecks } from '../../db/schema.js';
import { claimReviewsIn, fromClaimReview, fromJsonLine, type FactCheckRecord } from './records.js';

export interface ImportReport {
  read: number;
  stored: number;
  invalid: { line: number; reason: string }[];
}

/** Reads JSON Lines (one record per line) or a JSON-LD document of ClaimReviews. */
export async function readFactCheckFile(
  file: string,
): Promise<{ records: FactCheckRecord[]; invalid: ImportReport['invalid'] }> {
  const content = await readFile(file, 'utf8');
  const records: FactCheckRecord[] = [];
  const invalid: ImportReport['invalid'] = [];
  const trimmed = content.trimStart();
  if (trimmed.startsWith('[') || (trimmed.startsWith('{') && !content.trim().includes('\n{'))) {
    for (const [i, review] of claimReviewsIn(JSON.parse(content)).entries()) {
      try {
        records.push(fromClaimReview(review));
      } catch (error) {
        invalid.push({ line: i + 1, reason: (error as Error).message.slice(0, 200) });
      }
    }
    return { records, invalid };
  }
  content.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const value: unknown = JSON.parse(line);
      const reviews = claimReviewsIn(value);
      if (reviews.length > 0) records.push(...reviews.map(fromClaimReview));
      else records.push(fromJsonLine(value));
    } catch (error) {
      invalid.push({ line: i + 1, reason: (error as Error).message.slice(0, 200) });
    }
  });
  return { records, invalid };
}

/**
 * Stores records by article URL: a new URL is added, a known one is updated in place, so
 * re-importing never duplicates. The last record wins when a file repeats a URL.
 */
export async function upsertFactChecks(
  db: Db,
  records: FactCheckRecord[],
  origin: 'import' | 'admin' | 'google' = 'import',
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const unique = [...new Map(records.map((r) => [r.sourceUrl, r])).values()];
  const batchSize = 500;
  for (let i = 0; i < unique.length; i += batchSize) {
    // Requests are answered between batches (the embedded PGlite works on this thread).
    if (i > 0) await setImmediate();
    const batch = unique.slice(i, i + batchSize);
    await db
      .insert(factChecks)
      .values(batch.map((r) => ({ ...r, origin })))
      .onConflictDoUpdate({
        target: factChecks.sourceUrl,
        set: {
          claim: sql`excluded.claim`,
          claimant: sql`excluded.claimant`,
          claimDate: sql`excluded.claim_date`,
          reviewDate: sql`excluded.review_date`,
          publisher: sql`excluded.publisher`,
          publisherSite: sql`excluded.publisher_site`,
          rating: sql`excluded.rating`,
          language: sql`excluded.language`,
          updatedAt: sql`now()`,
        },
      });
    onProgress?.(Math.min(i + batchSize, unique.length), unique.length);
  }
  return unique.length;
}

export async function importFactCheckFile(
  db: Db,
  file: string,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  const { records, invalid } = await readFactCheckFile(file);
  const stored = await upsertFactChecks(db, records, 'import', onProgress);
  return { read: records.length + invalid.length, stored, invalid };
}

/** Fills an empty store from the configured file (first start); a no-op otherwise. */
export async function importIfEmpty(
  db: Db,
  file: string | undefined,
  log: { info(msg: string): void },
): Promise<void> {
  if (!file || !existsSync(file)) return;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(factChecks);
  if ((row?.n ?? 0) > 0) return;
  const report = await importFactCheckFile(db, file);
  log.info(
    `fact-checks: imported ${report.stored} from ${file} (${report.invalid.length} invalid lines)`,
  );
}
