import type { Db } from '../../db/client.js';
import { personalDataReads } from '../../db/schema.js';

type What = (typeof personalDataReads.$inferInsert)['what'];

/**
 * Records a reading of personal data (Nigeria Data Protection Act 2023, s. 24(3) and 29: the
 * controller shows it is accountable). One row per citizen whose data was shown, so each sees it
 * in their export; `subjectIds` empty records a reading that names no one in particular.
 */
export async function recordPersonalDataRead(
  db: Db,
  read: {
    readerId: string;
    what: What;
    subjectIds?: readonly string[];
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const subjects = [...new Set(read.subjectIds ?? [])];
  const base = { readerId: read.readerId, what: read.what, details: read.details ?? null };
  await db
    .insert(personalDataReads)
    .values(
      subjects.length === 0
        ? [{ ...base, subjectId: null }]
        : subjects.map((subjectId) => ({ ...base, subjectId })),
    );
}
