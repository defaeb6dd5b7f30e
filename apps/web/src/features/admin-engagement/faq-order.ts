import type { AdminFaq } from '@civicng/contracts';

/** The server's order: by position, then oldest first. */
export function byPosition(faqs: readonly AdminFaq[]): AdminFaq[] {
  return [...faqs].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The FAQs in the order being edited (`ids`), or the server's order without one. A question that
 * arrived since the edit began goes last; one that has gone is dropped.
 */
export function applyOrder(faqs: readonly AdminFaq[], ids: readonly number[] | null): AdminFaq[] {
  const sorted = byPosition(faqs);
  if (!ids) return sorted;
  const rank = new Map(ids.map((id, index) => [id, index]));
  const known = sorted.filter((faq) => rank.has(faq.id));
  known.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...known, ...sorted.filter((faq) => !rank.has(faq.id))];
}

/** The ids with the one at `index` moved `by` places (-1 up, 1 down); unchanged at the ends. */
export function moveId(ids: readonly number[], index: number, by: number): number[] {
  const target = index + by;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const moved = [...ids];
  const [id] = moved.splice(index, 1);
  if (id !== undefined) moved.splice(target, 0, id);
  return moved;
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
