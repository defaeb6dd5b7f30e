import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { answerReports, chatEntries, lawDocuments, lawSections, users } from '../../db/schema.js';

export type AnswerReportRow = typeof answerReports.$inferSelect;
export type ReportState = AnswerReportRow['state'];
export type ReportReason = AnswerReportRow['reason'];

/**
 * True for the chat_entries row whose answer an administrator hid after a report. Spelled out:
 * Drizzle leaves the table off column names in a one-table query, which a subquery would misread.
 */
export const answerHidden: SQL<boolean> = sql<boolean>`exists (select 1 from "answer_reports" r where r."chat_entry_id" = "chat_entries"."id" and r."state" = 'hidden')`;

/** The entry, if it is this user's, and whether its answer is hidden. */
export async function findOwnEntry(db: Db, entryId: number, userId: string) {
  const [row] = await db
    .select({ id: chatEntries.id, hidden: answerHidden })
    .from(chatEntries)
    .where(and(eq(chatEntries.id, entryId), eq(chatEntries.userId, userId)))
    .limit(1);
  return row;
}

/** Adds an open report; undefined when the citizen already has one open on this entry. */
export async function insertReport(
  db: Db,
  values: Pick<AnswerReportRow, 'chatEntryId' | 'reporterId' | 'reason' | 'note'>,
): Promise<AnswerReportRow | undefined> {
  // The only unique key besides the id is the partial one on open reports.
  const [row] = await db.insert(answerReports).values(values).onConflictDoNothing().returning();
  return row;
}

const reviewer = alias(users, 'reviewer');

/** Reports with their entries, newest first; only those in `state` when given. */
export async function listReports(
  db: Db,
  options: { state?: ReportState; id?: number; limit?: number },
) {
  const conditions = [
    options.state ? eq(answerReports.state, options.state) : undefined,
    options.id !== undefined ? eq(answerReports.id, options.id) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select({
      id: answerReports.id,
      reporterId: answerReports.reporterId,
      state: answerReports.state,
      reason: answerReports.reason,
      note: answerReports.note,
      createdAt: answerReports.createdAt,
      reviewedAt: answerReports.reviewedAt,
      reviewedBy: reviewer.name,
      entryId: chatEntries.id,
      userQuery: chatEntries.userQuery,
      aiResponse: chatEntries.aiResponse,
      askedAt: chatEntries.createdAt,
      citations: chatEntries.citations,
    })
    .from(answerReports)
    .innerJoin(chatEntries, eq(chatEntries.id, answerReports.chatEntryId))
    .leftJoin(reviewer, eq(reviewer.id, answerReports.reviewedBy))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(answerReports.createdAt), desc(answerReports.id))
    .limit(options.limit ?? 200);
}

export type ReportListRow = Awaited<ReturnType<typeof listReports>>[number];

/** The sections cited, by id, with their act. */
export async function citedSections(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: lawSections.id,
      kind: lawSections.kind,
      number: lawSections.number,
      heading: lawSections.heading,
      slug: lawDocuments.slug,
      shortTitle: lawDocuments.shortTitle,
    })
    .from(lawSections)
    .innerJoin(lawDocuments, eq(lawDocuments.id, lawSections.documentId))
    .where(inArray(lawSections.id, ids));
}

/**
 * Records an administrator's decision on an open report: who and when. Undefined when the report
 * does not exist or is no longer open (decided already, perhaps by another administrator).
 */
export async function decideReport(
  db: Db,
  values: { id: number; state: Exclude<ReportState, 'open'>; adminId: string; at: Date },
): Promise<AnswerReportRow | undefined> {
  const [row] = await db
    .update(answerReports)
    .set({ state: values.state, reviewedBy: values.adminId, reviewedAt: values.at })
    .where(and(eq(answerReports.id, values.id), eq(answerReports.state, 'open')))
    .returning();
  return row;
}

export async function findReport(db: Db, id: number): Promise<AnswerReportRow | undefined> {
  const [row] = await db.select().from(answerReports).where(eq(answerReports.id, id)).limit(1);
  return row;
}
