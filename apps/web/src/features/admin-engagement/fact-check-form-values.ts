import { PublishFactCheckRequest } from '@civicng/contracts';
import { contractMessageKey } from '../../lib/contract-messages';

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

const urlErrorKey = 'contracts.enterFullAddressArticle';

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
        errors[field] = contractMessageKey(issue) ?? 'admin.errors.invalid';
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
