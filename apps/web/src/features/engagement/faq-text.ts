import type { TFunction } from 'i18next';

/** Spec §8, as catalogue keys; the screen translates them. */
export const faqsFailedText = 'engagement.failed';
export const noFaqsText = 'engagement.empty';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
// Only ISO dates are rewritten: the browser's lenient parser turns "March 2024" into 1 March.
const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/;

/** The locale dates are written in for a language on screen: English days come first, as in Nigeria. */
export const dateLocale = (language: string | undefined): string =>
  !language || language === 'en' ? 'en-GB' : language;

/**
 * A day as "3 November 2026": timestamps in the reader's time zone, bare dates as written (a bare
 * date read as UTC midnight must not slip to the day before west of Greenwich). Null if unreadable.
 */
export function formatDay(value: string, locale = 'en-GB'): string | null {
  const date = new Date(value);
  if (!isoDate.test(value) || Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(dateOnly.test(value) ? { timeZone: 'UTC' } : {}),
  });
}

/** "Posted on 3 November 2026"; an unreadable date is shown as the server sent it. */
export function postedOnText(createdAt: string, t: TFunction, locale = 'en-GB'): string {
  return t('engagement.postedOn', { date: formatDay(createdAt, locale) ?? createdAt });
}
