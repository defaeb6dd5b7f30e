import type { AdminFaq } from '@civicng/contracts';
import { describe, expect, it } from 'vitest';
import { applyOrder, byPosition, moveId, sameOrder } from './faq-order';

const faq = (id: number, position: number): AdminFaq => ({
  id,
  month: '2026-11-01',
  question: `Question ${id}`,
  answer: 'Answer',
  status: 'proposed',
  position,
  asker_count: 1,
  created_at: '2026-11-01T00:00:00Z',
  published_at: null,
});

const ids = (faqs: AdminFaq[]) => faqs.map((f) => f.id);

describe('FAQ order', () => {
  it('starts from the server’s positions', () => {
    expect(ids(byPosition([faq(3, 2), faq(1, 0), faq(2, 0)]))).toEqual([1, 2, 3]);
  });

  it('moves a question up or down one place', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });

  it('does nothing past either end', () => {
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveId([], 0, 1)).toEqual([]);
  });

  it('shows the edited order, with newcomers last and the departed dropped', () => {
    const faqs = [faq(1, 0), faq(2, 1), faq(3, 2), faq(4, 3)];
    expect(ids(applyOrder(faqs, null))).toEqual([1, 2, 3, 4]);
    expect(ids(applyOrder(faqs, [3, 1, 9, 2]))).toEqual([3, 1, 2, 4]);
  });

  it('tells a changed order from the same one', () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });
});
