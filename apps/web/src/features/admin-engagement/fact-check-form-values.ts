import { PublishFactCheckRequest } from '@civicng/contracts';

export interface FactCheckFormValues {
  claim: string;
  claimant: string;
  rating: string;
  reviewDate: string;
  sourceUrl: string;
}

export type FactCheckField = keyof FactCheckFormValues;
/** Each field's error, as a catalogue key; the form translates it. */
export type FactCheckErrors = Partial<Record<FactCheckField, string>>;

const urlErrorKey = 'admin.factCheck.errors.url';

/** The contracts' messages, as catalogue keys; the fields' lengths are capped, so no other comes. */
const errorKeys: Record<string, string> = {
  'The claim is required': 'admin.factCheck.errors.claimRequired',
  'The rating is required': 'admin.factCheck.errors.ratingRequired',
  'Use a date like 2026-11-22': 'admin.factCheck.errors.dateFormat',
  'Use a review date between 1990 and 2100': 'admin.factCheck.errors.dateRange',
  'Enter the full address of the article': urlErrorKey,
};

/** Today as YYYY-MM-DD on the administrator's calendar. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptyFactCheck = (now?: Date): FactCheckFormValues => ({
  claim: '',
  claimant: '',
  rating: '',
  reviewDate: today(now),
  sourceUrl: '',
});

const fieldOf: Record<string, FactCheckField> = {
  claim: 'claim',
  claimant: 'claimant',
  fact_check_rating: 'rating',
  review_date: 'reviewDate',
  source_url: 'sourceUrl',
};

export type FactCheckCheck =
  { ok: true; request: PublishFactCheckRequest } | { ok: false; errors: FactCheckErrors };

/**
 * The request the form's values make, or what is wrong with them. Citizens follow the article
 * link, so it must be a web address, not just any URL.
 */
export function factCheckRequest(values: FactCheckFormValues): FactCheckCheck {
  const parsed = PublishFactCheckRequest.safeParse({
    claim: values.claim,
    claimant: values.claimant.trim() || null,
    fact_check_rating: values.rating,
    review_date: values.reviewDate,
    source_url: values.sourceUrl.trim(),
  });
  const errors: FactCheckErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field && !errors[field])
        errors[field] = errorKeys[issue.message] ?? 'admin.errors.invalid';
    }
  }
  if (
    !errors.sourceUrl &&
    values.sourceUrl.trim() &&
    !/^https?:\/\//i.test(values.sourceUrl.trim())
  ) {
    errors.sourceUrl = urlErrorKey;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/** The public page's address, if it is safe to link to (a path here or a web address). */
export function publicPageHref(pageUrl: string): string | null {
  if (/^https?:\/\//i.test(pageUrl)) return pageUrl;
  if (pageUrl.startsWith('/') && !pageUrl.startsWith('//')) return pageUrl;
  return null;
}
