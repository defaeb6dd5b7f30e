/** Spec §8. */
export const faqsFailedText = 'An error occurred while fetching FAQs.';
export const noFaqsText = 'No FAQs available for this month.';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
// Only ISO dates are rewritten: the browser's lenient parser turns "March 2024" into 1 March.
const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/;

/**
 * A day as "3 November 2026": timestamps in the reader's time zone, bare dates as written (a bare
 * date read as UTC midnight must not slip to the day before west of Greenwich). Null if unreadable.
 */
export function formatDay(value: string): string | null {
  const date = new Date(value);
  if (!isoDate.test(value) || Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(dateOnly.test(value) ? { timeZone: 'UTC' } : {}),
  });
}

/** "Posted on 3 November 2026"; an unreadable date is shown as the server sent it. */
export function postedOnText(createdAt: string): string {
  return `Posted on ${formatDay(createdAt) ?? createdAt}`;
}
