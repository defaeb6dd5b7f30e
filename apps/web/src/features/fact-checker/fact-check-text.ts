import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** Spec §8, as catalogue keys: the server said no, or it could not be asked at all. */
export const checkRefusedText = 'factcheck.screen.refused';
export const checkUnexpectedText = 'factcheck.screen.unexpected';

/** The catalogue key of the failure's text. */
export function checkFailedText(error: unknown): string {
  return error instanceof ApiError ? checkRefusedText : checkUnexpectedText;
}

/** Key of what is said when the best checks found do not name everything the claim names. */
export const closestOnlyText = 'factcheck.results.closestOnly';

/** "Found 1 fact-check result", "Found 3 fact-check results". */
export function resultCountText(count: number, t: TFunction): string {
  return t('factcheck.results.count', { count });
}

export function claimText(claim: string | null, t: TFunction): string {
  return claim?.trim() || t('factcheck.card.claimUnavailable');
}

/** The locale dates are written in for a language on screen: English days come first, as in Nigeria. */
export const dateLocale = (language: string | undefined): string =>
  !language || language === 'en' ? 'en-GB' : language;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
// Only ISO dates are rewritten: the browser's lenient parser turns "March 2024" into 1 March.
const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/;

/**
 * "12 March 2024"; a date in another form is shown as sent; none when the publisher gave none
 * (the card then says "Date not available", as spec §2 asks).
 */
export function reviewDateText(reviewDate: string | null, locale = 'en-GB'): string | null {
  const value = reviewDate?.trim();
  if (!value) return null;
  const date = new Date(value);
  if (!isoDate.test(value) || Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // A bare date is that day everywhere, not UTC midnight moved into the reader's zone.
    ...(dateOnly.test(value) ? { timeZone: 'UTC' } : {}),
  });
}

/** Only web addresses become article links; anything else from a feed is not followed. */
export function isWebAddress(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
