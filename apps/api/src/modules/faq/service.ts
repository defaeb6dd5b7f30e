import type { Message, MessageKey } from '../../i18n/index.js';
import type { AdminFaq, CurrentMonthFaqsResponse } from '@civicng/contracts';
import type { AppContext } from '../../context.js';
import { recordPersonalDataRead } from '../accounts/index.js';
import { badRequest, notFound } from '../../errors.js';
import { lagosMonth, parseMonth } from './month.js';
import { faqsOfMonth, findFaq, findFaqs, setPositions, updateFaq, type FaqRow } from './repo.js';

type Deps = Pick<AppContext, 'db'>;

export const faqMessages = {
  notFound: 'messages.faqNotFound',
  saved: 'messages.faqSaved',
  published: 'messages.faqPublished',
  unpublished: 'messages.faqUnpublished',
  reordered: 'messages.faqOrderSaved',
  badMonth: 'contracts.monthFormat',
  repeated: 'messages.eachFaqCanAppear',
  mixedMonths: 'messages.onlyFaqsSameMonth',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

export function toAdminFaq(row: FaqRow): AdminFaq {
  return {
    id: row.id,
    month: row.month.slice(0, 7),
    question: row.question,
    answer: row.answer,
    status: row.status,
    position: row.position,
    asker_count: row.askerCount,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** The published FAQs of the current month in Lagos, in the administrators' order. */
export async function listCurrentMonthFaqs(
  ctx: Deps,
  { now = new Date() }: { now?: Date } = {},
): Promise<CurrentMonthFaqsResponse> {
  const rows = await faqsOfMonth(ctx.db, lagosMonth(now).month, ['published']);
  return {
    faqs: rows.map((r) => ({
      question: r.question,
      answer: r.answer,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** Every FAQ of a month (YYYY-MM; default the current Lagos month), whatever its status. */
export async function listFaqsForAdmin(
  ctx: Deps,
  { month, now = new Date(), readerId }: { month?: string; now?: Date; readerId?: string },
): Promise<{ faqs: AdminFaq[] }> {
  const chosen = month === undefined ? lagosMonth(now) : parseMonth(month);
  if (!chosen) throw badRequest(faqMessages.badMonth);
  const rows = await faqsOfMonth(ctx.db, chosen.month);
  // Questions drawn from citizens' chats, scrubbed and asked by several: no one citizen's data.
  if (readerId) {
    await recordPersonalDataRead(ctx.db, {
      readerId,
      what: 'faq_source_questions',
      details: { month: chosen.month },
    });
  }
  return { faqs: rows.map(toAdminFaq) };
}

async function existing(ctx: Deps, id: number): Promise<FaqRow> {
  const row = await findFaq(ctx.db, id);
  if (!row) throw notFound(faqMessages.notFound);
  return row;
}

/** An administrator's wording replaces the proposal's; the refresh job never overwrites it. */
export async function editFaq(
  ctx: Deps,
  { id, question, answer }: { id: number; question: string; answer: string },
): Promise<void> {
  await existing(ctx, id);
  await updateFaq(ctx.db, id, { question, answer });
}

export async function publishFaq(
  ctx: Deps,
  { id, now = new Date() }: { id: number; now?: Date },
): Promise<void> {
  const row = await existing(ctx, id);
  if (row.status === 'published') return;
  await updateFaq(ctx.db, id, { status: 'published', publishedAt: now });
}

export async function unpublishFaq(ctx: Deps, { id }: { id: number }): Promise<void> {
  const row = await existing(ctx, id);
  if (row.status === 'unpublished') return;
  await updateFaq(ctx.db, id, { status: 'unpublished' });
}

/**
 * Puts one month's FAQs in the order given (positions 1, 2, …); FAQs of that month left out keep
 * their relative order after them.
 */
export async function reorderFaqs(ctx: Deps, { ids }: { ids: number[] }): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest(faqMessages.repeated);
  // Ids outside the column's range cannot exist: looking them up would be a database error.
  const rows = await findFaqs(
    ctx.db,
    ids.filter((id) => id > 0 && id <= 2_147_483_647),
  );
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) throw notFound('messages.faqsNotFound', { ids: missing.join(', ') });
  const months = new Set(rows.map((r) => r.month));
  const [month] = months;
  if (months.size !== 1 || month === undefined) throw badRequest(faqMessages.mixedMonths);
  const rest = (await faqsOfMonth(ctx.db, month))
    .map((r) => r.id)
    .filter((id) => !ids.includes(id));
  await setPositions(ctx.db, [...ids, ...rest]);
}
