import { z } from 'zod';
import { isCalendarDay } from './calendar.js';

export const PollType = z.enum(['poll', 'vote']);
export const PollStatus = z.enum(['draft', 'active', 'closed', 'expired']);
export const ResultsVisibility = z.enum(['live', 'after_vote', 'after_close']);
export type PollType = z.infer<typeof PollType>;
export type PollStatus = z.infer<typeof PollStatus>;
export type ResultsVisibility = z.infer<typeof ResultsVisibility>;

/** Day-first UK date and time in UTC ("25/12/2026 14:30", seconds optional) or ISO 8601. */
export const ukDateTimePattern =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

export function parsePollDate(text: string): Date | undefined {
  const trimmed = text.trim();
  const uk = ukDateTimePattern.exec(trimmed);
  if (uk) {
    const [d, m, y, hh, mm, ss] = uk.slice(1).map((part) => Number(part ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    // Not Date.UTC, which reads years 0–99 as 1900–1999.
    const date = new Date(0);
    date.setUTCFullYear(y, m - 1, d);
    date.setUTCHours(hh, mm, ss, 0);
    // Reject overflow such as 31/02 rolling into March or 10:75 into 11:15.
    if (date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return undefined;
    if (hh > 23 || mm > 59 || ss > 59) return undefined;
    return date;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) {
    // JavaScript rolls 2026-02-31 over into March: the calendar day must exist as written.
    if (!isCalendarDay(trimmed.slice(0, 10))) return undefined;
    const date = new Date(trimmed);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

/** Formats a date the way the spec's clients send it: "25/12/2026 14:30:00", UTC. */
export function formatPollDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getUTCDate())}/${p(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())}`;
}

/** Poll dates outside these years are typing slips (and year 0 is not a database date). */
export const pollYears = { min: 2000, max: 2100 } as const;

const pollDate = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const date = parsePollDate(text);
    if (!date) {
      ctx.addIssue({
        code: 'custom',
        message: 'contracts.pollDateFormat',
      });
      return z.NEVER;
    }
    const year = date.getUTCFullYear();
    if (year < pollYears.min || year > pollYears.max) {
      ctx.addIssue({
        code: 'custom',
        message: 'contracts.pollDateRange',
        params: pollYears,
      });
      return z.NEVER;
    }
    return date;
  });

/** What POST /api/upload-image returns: the only image paths a poll option may carry. */
export const uploadedImagePath = /^\/uploads\/[0-9a-f]{32}\.(?:png|jpg|webp)$/;

export const OptionInput = z.object({
  title: z.string().trim().min(1, 'contracts.everyOptionNeedsTitle').max(200),
  description: z.string().trim().max(2000).optional().default(''),
  image_path: z
    .string()
    .max(500)
    .refine((path) => path === '' || uploadedImagePath.test(path), 'contracts.useImageUploadedPost')
    .nullable()
    .optional(),
});

/** POST /api/poll/create and PUT /api/poll/{id}/edit */
export const PollPayload = z
  .object({
    title: z.string().trim().min(1, 'contracts.titleRequired').max(300),
    description: z.string().trim().max(5000).optional().default(''),
    start_date: pollDate,
    end_date: pollDate,
    status: PollStatus.optional().default('draft'),
    type: PollType.optional().default('poll'),
    allow_multiple_votes: z.boolean().optional().default(false),
    results_visibility: ResultsVisibility.optional().default('after_vote'),
    options: z.array(OptionInput).min(1, 'contracts.addLeastOneOption').max(50),
  })
  .refine((p) => p.end_date > p.start_date, {
    message: 'contracts.endDateMustAfter',
    path: ['end_date'],
  })
  .refine((p) => new Set(p.options.map((o) => o.title.toLowerCase())).size === p.options.length, {
    message: 'contracts.optionTitlesMustDifferent',
    path: ['options'],
  });
export type PollPayload = z.input<typeof PollPayload>;

export const PollOption = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_path: z.string().nullable(),
  /** Null while the results are not visible to this viewer. */
  voters: z.number().int().nullable(),
});
export type PollOption = z.infer<typeof PollOption>;

export const Poll = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: PollStatus,
  type: PollType,
  allow_multiple_votes: z.boolean(),
  results_visibility: ResultsVisibility,
  results_visible: z.boolean(),
  has_voted: z.boolean(),
  total_ballots: z.number().int().nullable(),
  options: z.array(PollOption),
});
export type Poll = z.infer<typeof Poll>;

export const PollList = z.array(Poll);

/** POST /api/poll/{id}/vote: one title, or several distinct titles in a multiple-choice poll. */
export const VoteRequest = z.object({
  option_title: z.union([
    z.string().trim().min(1, 'contracts.chooseOption').max(200),
    z.array(z.string().trim().min(1).max(200)).min(1, 'contracts.chooseOption').max(50),
  ]),
});
export type VoteRequest = z.infer<typeof VoteRequest>;

export const VoteResponse = z.object({
  message: z.string(),
  /** Shown once: lets the voter find their ballot on the poll's public receipts page. */
  receipt_code: z.string(),
  /** What this ballot chose, shown to the voter once, now; never published beside the code. */
  choices: z.array(z.string()),
});
export type VoteResponse = z.infer<typeof VoteResponse>;

export const UploadImageResponse = z.object({ image_path: z.string() });

/**
 * GET /api/polls/{id}/receipts. While the poll is open no list of codes exists anywhere public
 * (`published` false, no codes, no totals): beside live counts, a list that grows by one code
 * as a count grows by one would pair the code with its choice. Once the poll is over, every
 * counted code is published with the final totals (docs/decisions/004-secret-ballot.md).
 */
export const PollReceipts = z.object({
  poll: z.object({ id: z.number().int(), title: z.string(), status: PollStatus }),
  published: z.boolean(),
  ballots: z.array(z.object({ receipt_code: z.string() })),
  total_ballots: z.number().int().nullable(),
  totals: z.array(z.object({ title: z.string(), voters: z.number().int() })),
});
export type PollReceipts = z.infer<typeof PollReceipts>;

/** A receipt code as printed (XXXX-XXXX-XXXX, Crockford base32), typed in any case or spacing. */
export const ReceiptCode = z
  .string()
  .max(40, 'contracts.receiptCode12Letters')
  .transform((text) =>
    text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1'),
  )
  .refine((code) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(code), {
    message: 'contracts.receiptCode12Letters',
  })
  .transform((code) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);

/** POST /api/polls/{id}/receipts/check: a voter checks their own code, privately, at any time. */
export const ReceiptCheckRequest = z.object({ receipt_code: ReceiptCode });
export type ReceiptCheckRequest = z.input<typeof ReceiptCheckRequest>;

/** Whether a ballot with this code is in the count. Never what it chose. */
export const ReceiptCheckResponse = z.object({ counted: z.boolean() });
export type ReceiptCheckResponse = z.infer<typeof ReceiptCheckResponse>;

/** One Server-Sent Event on /api/polls/events: the current counts of one poll. */
export const PollCountsEvent = z.object({
  poll_id: z.number().int(),
  total_ballots: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), voters: z.number().int() })),
});
export type PollCountsEvent = z.infer<typeof PollCountsEvent>;
