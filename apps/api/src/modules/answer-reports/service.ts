import type { Message, MessageKey } from '../../i18n/index.js';
import { recordPersonalDataRead } from '../accounts/index.js';
import {
  lawSectionAnchor,
  type AnswerReport,
  type AnswerReportDecision,
  type AnswerReportReason,
  type AnswerReportState,
} from '@civicng/contracts';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import type { Actor } from '../../sessions/index.js';
import {
  citedSections,
  decideReport,
  findOwnEntry,
  findReport,
  insertReport,
  listReports,
  type ReportListRow,
} from './repo.js';

type Deps = Pick<AppContext, 'db'>;

const decidedAs: Record<AnswerReportState, MessageKey> = {
  open: 'messages.reportStateOpen',
  reviewed: 'messages.reportStateReviewed',
  hidden: 'messages.reportStateHidden',
  left: 'messages.reportStateLeft',
};

export const answerReportMessages = {
  reported: 'messages.answerReported',
  noSuchEntry: 'messages.noSuchAnswerChat',
  alreadyReported: 'messages.answerAlreadyReported',
  alreadyHidden: 'messages.answerAlreadyHiddenAfter',
  noSuchReport: 'messages.noSuchReport',
  decided: {
    reviewed: 'messages.reportMarkedReviewed',
    hidden: 'messages.answerHidden',
    left: 'messages.answerLeft',
  } satisfies Record<AnswerReportDecision, MessageKey>,
  alreadyDecided: (state: AnswerReportState): Message => ({
    key: 'messages.reportAlreadyDecided',
    values: { state: { key: decidedAs[state] } },
  }),
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

/**
 * A citizen reports one of their own stored answers. Someone else's entry is "no such answer"
 * (404), so nobody learns which entry ids exist; a second open report is refused (409).
 */
export async function reportAnswer(
  deps: Deps,
  input: { actor: Actor; entryId: number; reason: AnswerReportReason; note?: string | null },
): Promise<{ id: number }> {
  const entry = await findOwnEntry(deps.db, input.entryId, input.actor.userId);
  if (!entry) throw notFound(answerReportMessages.noSuchEntry);
  if (entry.hidden) throw new AppError('CONFLICT', answerReportMessages.alreadyHidden);
  const row = await insertReport(deps.db, {
    chatEntryId: entry.id,
    reporterId: input.actor.userId,
    reason: input.reason,
    note: input.note?.trim() || null,
  });
  if (!row) throw new AppError('CONFLICT', answerReportMessages.alreadyReported);
  return { id: row.id };
}

async function toReports(deps: Deps, rows: ReportListRow[]): Promise<AnswerReport[]> {
  const sections = new Map(
    (await citedSections(deps.db, [...new Set(rows.flatMap((r) => r.citations))])).map((s) => [
      s.id,
      s,
    ]),
  );
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    reason: r.reason,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    entry: {
      id: r.entryId,
      user_query: r.userQuery,
      ai_response: r.aiResponse,
      asked_at: r.askedAt.toISOString(),
      // A section removed from the library since is left out rather than linked to nothing.
      citations: r.citations.flatMap((id) => {
        const s = sections.get(id);
        return s
          ? [
              {
                act: s.shortTitle,
                section: s.number,
                heading: s.heading,
                url: `/laws/${s.slug}#${lawSectionAnchor(s)}`,
              },
            ]
          : [];
      }),
    },
    reviewed_by: r.reviewedBy,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
  }));
}

/** The review queue for administrators, newest first. */
export async function listAnswerReports(
  deps: Deps,
  options: { state?: AnswerReportState; readerId?: string } = {},
): Promise<AnswerReport[]> {
  const rows = await listReports(deps.db, { state: options.state });
  // The queue shows each reporter's question and answer: each sees this reading in their export.
  if (options.readerId) {
    await recordPersonalDataRead(deps.db, {
      readerId: options.readerId,
      what: 'answer_report_queue',
      subjectIds: rows.map((r) => r.reporterId),
      details: options.state ? { state: options.state } : undefined,
    });
  }
  return toReports(deps, rows);
}

/** An administrator decides an open report; the decision records who and when. */
export async function decideAnswerReport(
  deps: Deps,
  input: { actor: Actor; id: number; state: AnswerReportDecision; now?: Date },
): Promise<AnswerReport> {
  const decided = await decideReport(deps.db, {
    id: input.id,
    state: input.state,
    adminId: input.actor.userId,
    at: input.now ?? new Date(),
  });
  if (!decided) {
    const existing = await findReport(deps.db, input.id);
    if (!existing) throw notFound(answerReportMessages.noSuchReport);
    const decided = answerReportMessages.alreadyDecided(existing.state);
    throw new AppError('CONFLICT', decided.key, decided.values);
  }
  const [report] = await toReports(deps, await listReports(deps.db, { id: decided.id }));
  if (!report) throw notFound(answerReportMessages.noSuchReport);
  return report;
}
