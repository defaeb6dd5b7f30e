import { z } from 'zod';

const maxId = 2_147_483_647;

/** Why a citizen reports an answer of the Law of the Land assistant. */
export const AnswerReportReason = z.enum(['wrong_or_misleading', 'offensive', 'harmful', 'other'], {
  error: 'contracts.reportReason',
});
export type AnswerReportReason = z.infer<typeof AnswerReportReason>;

/** The reasons as the screens name them, in the order they are offered. */
export const answerReportReasonLabels: Record<AnswerReportReason, string> = {
  wrong_or_misleading: 'Wrong or misleading',
  offensive: 'Offensive',
  harmful: 'Harmful',
  other: 'Other',
};

export const answerReportNoteMaxLength = 1000;

/**
 * What a hidden answer reads as in its owner's chat history: the message key, said in the
 * asker's language ("This answer was hidden after review." in English).
 */
export const hiddenAnswerKey = 'contracts.answerHiddenAfterReview';

/** POST /api/answer-reports: a citizen reports one of their own stored answers. */
export const ReportAnswerRequest = z.object({
  /** The chat history entry's `entry_id` (or the X-Chat-Entry-Id header of POST /api/ask). */
  entry_id: z
    .number({ error: 'contracts.entryIdNumber' })
    .int('entry_id must be a whole number.')
    .positive('entry_id must be a positive number.')
    .max(maxId, 'entry_id is too large.'),
  reason: AnswerReportReason,
  note: z
    .string({ error: 'contracts.noteMustText' })
    .trim()
    .max(answerReportNoteMaxLength, 'contracts.noteCanMost1')
    .nullish(),
});
export type ReportAnswerRequest = z.infer<typeof ReportAnswerRequest>;

export const ReportAnswerResponse = z.object({ message: z.string(), id: z.number().int() });
export type ReportAnswerResponse = z.infer<typeof ReportAnswerResponse>;

/** open: waiting for an administrator; left: reviewed and left as it is. */
export const AnswerReportState = z.enum(['open', 'reviewed', 'hidden', 'left'], {
  error: 'contracts.stateMustOpenReviewed',
});
export type AnswerReportState = z.infer<typeof AnswerReportState>;

/** The states an administrator can move an open report to. */
export const AnswerReportDecision = z.enum(['reviewed', 'hidden', 'left'], {
  error: 'contracts.stateMustReviewedHidden',
});
export type AnswerReportDecision = z.infer<typeof AnswerReportDecision>;

/** GET /api/admin/answer-reports?state= (every state when absent). */
export const AnswerReportsQuery = z.object({ state: AnswerReportState.optional() });

export const ReportedAnswerCitation = z.object({
  act: z.string(),
  section: z.string(),
  heading: z.string(),
  /** The section in the law reader: /laws/{act}#s-{section}. */
  url: z.string(),
});
export type ReportedAnswerCitation = z.infer<typeof ReportedAnswerCitation>;

/** A report as administrators see it: the question, the answer as stored, and its citations. */
export const AnswerReport = z.object({
  id: z.number().int(),
  state: AnswerReportState,
  reason: AnswerReportReason,
  note: z.string().nullable(),
  created_at: z.string(),
  entry: z.object({
    id: z.number().int(),
    user_query: z.string(),
    ai_response: z.string(),
    asked_at: z.string(),
    citations: z.array(ReportedAnswerCitation),
  }),
  /** Who decided the report (an administrator's name) and when; null while it is open. */
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type AnswerReport = z.infer<typeof AnswerReport>;

export const AnswerReportList = z.object({ reports: z.array(AnswerReport) });
export type AnswerReportList = z.infer<typeof AnswerReportList>;

/** PUT /api/admin/answer-reports/{id} */
export const DecideAnswerReportRequest = z.object({ state: AnswerReportDecision });
export type DecideAnswerReportRequest = z.infer<typeof DecideAnswerReportRequest>;

export const DecideAnswerReportResponse = z.object({
  message: z.string(),
  report: AnswerReport,
});
export type DecideAnswerReportResponse = z.infer<typeof DecideAnswerReportResponse>;
