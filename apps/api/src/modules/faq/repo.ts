import { and, asc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatEntries, faqs } from '../../db/schema.js';
import { answerHidden } from '../answer-reports/index.js';

export type FaqRow = typeof faqs.$inferSelect;

/**
 * The questions asked of the assistant in [start, end), oldest first; an entry whose answer was
 * hidden after review is left out, so it never counts towards a question of the month.
 */
export async function chatQuestionsBetween(db: Db, start: Date, end: Date) {
  return db
    .select({ userId: chatEntries.userId, userQuery: chatEntries.userQuery })
    .from(chatEntries)
    .where(
      and(gte(chatEntries.createdAt, start), lt(chatEntries.createdAt, end), not(answerHidden)),
    )
    .orderBy(asc(chatEntries.createdAt), asc(chatEntries.id));
}

/** A month's FAQs (every status, or the given ones) in their display order. */
export async function faqsOfMonth(db: Db, month: string, statuses?: FaqRow['status'][]) {
  return db
    .select()
    .from(faqs)
    .where(
      statuses ? and(eq(faqs.month, month), inArray(faqs.status, statuses)) : eq(faqs.month, month),
    )
    .orderBy(asc(faqs.position), asc(faqs.id));
}

export async function findFaq(db: Db, id: number): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}

export async function findFaqs(db: Db, ids: number[]): Promise<FaqRow[]> {
  return db.select().from(faqs).where(inArray(faqs.id, ids));
}

export async function updateFaq(
  db: Db,
  id: number,
  values: Partial<Pick<FaqRow, 'question' | 'answer' | 'status' | 'publishedAt' | 'askerCount'>>,
): Promise<void> {
  await db.update(faqs).set(values).where(eq(faqs.id, id));
}

/** The next free position at the end of a month's list. */
export async function nextPosition(db: Db, month: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${faqs.position})` })
    .from(faqs)
    .where(eq(faqs.month, month));
  return (row?.max ?? 0) + 1;
}

/** Inserts a proposal unless its group already has one this month (a concurrent run). */
export async function insertProposal(
  db: Db,
  values: Pick<FaqRow, 'month' | 'question' | 'answer' | 'position' | 'askerCount' | 'groupKey'>,
): Promise<FaqRow | undefined> {
  const [row] = await db
    .insert(faqs)
    .values({ ...values, status: 'proposed' })
    .onConflictDoNothing({ target: [faqs.month, faqs.groupKey] })
    .returning();
  return row;
}

/** Gives each id its position (1, 2, …) in the order given, in one transaction. */
export async function setPositions(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(faqs)
        .set({ position: index + 1 })
        .where(eq(faqs.id, id));
    }
  });
}
