import type { AdminFaq } from '@civicng/contracts';

type FaqStatus = AdminFaq['status'];

export const faqStatusLabels: Record<FaqStatus, string> = {
  proposed: 'Proposed',
  published: 'Published',
  unpublished: 'Unpublished',
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

/** "November 2026". */
export function monthLabel(month: string): string {
  if (!isMonth(month)) return month;
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Asked by 1 citizen", "Asked by 12 citizens". */
export function askerCountText(count: number): string {
  return `Asked by ${count.toLocaleString('en-GB')} ${count === 1 ? 'citizen' : 'citizens'}`;
}

/** "3 questions · 1 published". */
export function faqSummaryText(faqs: readonly AdminFaq[]): string {
  const published = faqs.filter((faq) => faq.status === 'published').length;
  return `${faqs.length} ${faqs.length === 1 ? 'question' : 'questions'} · ${published} published`;
}
