import { z } from 'zod';

/** One published question of the month (GET /api/faqs/current-month). */
export const Faq = z.object({
  question: z.string(),
  /** Markdown, with citations to /laws/{act}#s-{section}. */
  answer: z.string(),
  created_at: z.string(),
});
export type Faq = z.infer<typeof Faq>;

export const CurrentMonthFaqsResponse = z.object({ faqs: z.array(Faq) });
export type CurrentMonthFaqsResponse = z.infer<typeof CurrentMonthFaqsResponse>;

export const FaqStatus = z.enum(['proposed', 'published', 'unpublished']);

/** What administrators see of a proposed or published FAQ. */
export const AdminFaq = z.object({
  id: z.number().int(),
  month: z.string(),
  question: z.string(),
  answer: z.string(),
  status: FaqStatus,
  position: z.number().int(),
  asker_count: z.number().int(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type AdminFaq = z.infer<typeof AdminFaq>;
export const AdminFaqList = z.object({ faqs: z.array(AdminFaq) });

export const AdminFaqEdit = z.object({
  question: z.string().trim().min(1, 'contracts.questionCannotEmpty').max(500),
  answer: z.string().trim().min(1, 'contracts.answerCannotEmpty').max(10_000),
});
export const AdminFaqOrder = z.object({ ids: z.array(z.number().int()).min(1).max(200) });

/** GET /api/fact-check?query= */
/** GET /api/admin/faqs?month=YYYY-MM: a real month from 2000 to 2100 (the current one when absent). */
export const AdminFaqsQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'contracts.monthFormat')
    .refine((month) => month >= '2000-01' && month <= '2100-12', {
      message: 'contracts.monthRange',
    })
    .optional(),
});

export const FactCheckQuery = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'contracts.enterClaimStatementFact')
    .max(500, 'contracts.claimCanMost500'),
});

/** The publisher's rating read as one of five verdicts, for the badge and its colour. */
export const FactCheckVerdict = z.enum(['false', 'misleading', 'mixed', 'true', 'unproven']);
export type FactCheckVerdict = z.infer<typeof FactCheckVerdict>;

/** Another publisher's check of the same claim, folded into one result. */
export const OtherCheck = z.object({
  publisher: z.string().nullable(),
  source_url: z.string(),
  fact_check_rating: z.string().nullable(),
});
export type OtherCheck = z.infer<typeof OtherCheck>;

export const FactCheckResult = z.object({
  /** The publisher's own rating text, as published. */
  fact_check_rating: z.string().nullable(),
  verdict: FactCheckVerdict,
  review_date: z.string().nullable(),
  claim: z.string().nullable(),
  claimant: z.string().nullable(),
  publisher: z.string().nullable(),
  source_url: z.string(),
  /** The same claim (nearly word for word) checked by other publishers: one result, not several. */
  also_checked_by: z.array(OtherCheck).default([]),
});
export type FactCheckResult = z.infer<typeof FactCheckResult>;

export const FactCheckResponse = z.object({
  query: z.string(),
  /** Only checks that really match the claim; empty when none does. */
  results: z.array(FactCheckResult),
  /**
   * The results are the closest checks found, but none names everyone and everything the claim
   * names (Ebola asked, COVID-19 found): "closest checks found; none is about exactly this".
   */
  closest_only: z.boolean(),
  /**
   * When nothing matches: up to three checks that come nearest, for a citizen who asks to see
   * them under a warning (a rumour told in quite other words may be among them). Empty whenever
   * results are not.
   */
  closest_checks: z.array(FactCheckResult).default([]),
});
export type FactCheckResponse = z.infer<typeof FactCheckResponse>;

/** An article's address: citizens follow it, so http(s) only, never javascript: or data:. */
export const ArticleUrl = z
  .url({
    protocol: /^https?$/,
    error: 'contracts.enterFullAddressArticle',
  })
  .max(1000);

/** POST /api/admin/fact-checks: an administrator publishes a fact-check of our own. */
export const PublishFactCheckRequest = z.object({
  claim: z.string().trim().min(1, 'contracts.claimRequired').max(2000),
  claimant: z.string().trim().max(300).optional().nullable(),
  fact_check_rating: z.string().trim().min(1, 'contracts.ratingRequired').max(100),
  review_date: z.iso
    .date('contracts.reviewDateFormat')
    .refine((day) => day >= '1990-01-01' && day <= '2100-12-31', 'contracts.reviewDateRange'),
  source_url: ArticleUrl,
});
export type PublishFactCheckRequest = z.infer<typeof PublishFactCheckRequest>;
export const PublishFactCheckResponse = z.object({
  message: z.string(),
  id: z.number().int(),
  page_url: z.string(),
});
