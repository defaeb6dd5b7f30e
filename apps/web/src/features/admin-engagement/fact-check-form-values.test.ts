import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  emptyFactCheck,
  factCheckRequest,
  publicPageHref,
  today,
  type FactCheckFormValues,
} from './fact-check-form-values';

/** An error as the form shows it: its key in English. */
const shown = (key: string | undefined) => (key === undefined ? undefined : i18next.t(key));

const filled: FactCheckFormValues = {
  claim: '  The naira will be replaced next month ',
  claimant: '  ',
  rating: 'False',
  reviewDate: '2026-11-20',
  sourceUrl: ' https://civicng.ng/articles/naira ',
};

describe('fact-check publish form', () => {
  it('starts on today', () => {
    expect(today(new Date(2026, 10, 5))).toBe('2026-11-05');
    expect(emptyFactCheck(new Date(2026, 0, 31)).reviewDate).toBe('2026-01-31');
  });

  it('makes a trimmed request, without an empty claimant', () => {
    const check = factCheckRequest(filled);
    expect(check).toEqual({
      ok: true,
      request: {
        claim: 'The naira will be replaced next month',
        claimant: null,
        fact_check_rating: 'False',
        review_date: '2026-11-20',
        source_url: 'https://civicng.ng/articles/naira',
      },
    });
  });

  it('names each missing or wrong field', () => {
    const check = factCheckRequest({ ...emptyFactCheck(), reviewDate: '20/11/2026' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(shown(check.errors.claim)).toBe('The claim is required');
    expect(shown(check.errors.rating)).toBe('The rating is required');
    expect(shown(check.errors.reviewDate)).toBe('Use a date like 2026-11-22');
    expect(shown(check.errors.sourceUrl)).toBe('Enter the full address of the article');
    expect(check.errors.claimant).toBeUndefined();
  });

  it('accepts only web addresses for the article', () => {
    const check = factCheckRequest({ ...filled, sourceUrl: 'javascript:alert(1)' });
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(shown(check.errors.sourceUrl)).toBe('Enter the full address of the article');
  });

  it('links to the public page only when it is safe', () => {
    expect(publicPageHref('/fact-checks/12')).toBe('/fact-checks/12');
    expect(publicPageHref('https://civicng.ng/fact-checks/12')).toBe(
      'https://civicng.ng/fact-checks/12',
    );
    expect(publicPageHref('//evil.example/x')).toBeNull();
    expect(publicPageHref('javascript:alert(1)')).toBeNull();
  });
});
