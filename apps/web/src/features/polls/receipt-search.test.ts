import { describe, expect, it } from 'vitest';
import { filterReceipts } from './receipt-search';

// As the receipts page gets them: codes only, never a choice beside a code.
const ballots = [{ receipt_code: '7K3M-Q9TX-2BFA' }, { receipt_code: 'A1B2-C3D4-E5F6' }];

describe('receipt search', () => {
  it('lists every ballot without a query', () => {
    expect(filterReceipts(ballots, '  ').matches).toHaveLength(2);
  });

  it('finds a code typed without dashes, in lower case', () => {
    const { matches, exact } = filterReceipts(ballots, '7k3m q9tx 2bfa');
    expect(matches).toHaveLength(1);
    expect(exact?.receipt_code).toBe('7K3M-Q9TX-2BFA');
  });

  it('matches part of a code without calling it exact', () => {
    const { matches, exact } = filterReceipts(ballots, 'c3d4');
    expect(matches).toHaveLength(1);
    expect(exact).toBeUndefined();
  });

  it('finds nothing for a code that is not listed', () => {
    const { matches, exact } = filterReceipts(ballots, 'ZZZZ-ZZZZ-ZZZZ');
    expect(matches).toHaveLength(0);
    expect(exact).toBeUndefined();
  });
});
