import type { AdminFaq } from '@civicng/contracts';
import type { TFunction } from 'i18next';

type FaqStatus = AdminFaq['status'];

/** The statuses' names, as catalogue keys. */
export const faqStatusLabels: Record<FaqStatus, string> = {
  proposed: 'admin.card.status.proposed',
  published: 'admin.card.status.published',
  unpublished: 'admin.card.status.unpublished',
};

export const faqStatusVariants: Record<FaqStatus, string> = {
  proposed: 'warning',
  published: 'success',
  unpublished: 'secondary',
};

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A YYYY-MM month the server accepts. */
export const isMonth = (value: string) => monthPattern.test(value);

/** This month as YYYY-MM in Nigeria, where the server draws its month lines. */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** shiftMonth('2026-01', -1) is '2025-12'. */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The locale dates are written in for a language on screen: English days come first, as in Nigeria. */
export const dateLocale = (language: string | undefined): string =>
  !language || language === 'en' ? 'en-GB' : language;

/** "November 2026". */
export function monthLabel(month: string, locale = 'en-GB'): string {
  if (!isMonth(month)) return month;
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Asked by 1 citizen", "Asked by 12 citizens". */
export function askerCountText(count: number, t: TFunction): string {
  return t('admin.card.askedBy', { count });
}

/** "3 questions · 1 published". */
export function faqSummaryText(faqs: readonly AdminFaq[], t: TFunction): string {
  const published = faqs.filter((faq) => faq.status === 'published').length;
  return t('admin.questions.summary', { count: faqs.length, published });
}
