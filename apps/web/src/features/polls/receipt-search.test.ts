import { describe, expect, it } from 'vitest';
import { filterReceipts } from './receipt-search';

const ballots = [
  { receipt_code: '7K3M-Q9TX-2BFA', choices: ['Yes'] },
  { receipt_code: 'A1B2-C3D4-E5F6', choices: ['No'] },
];

describe('receipt search', () => {
  it('lists every ballot without a query', () => {
    expect(filterReceipts(ballots, '  ').matches).toHaveLength(2);
  });

  it('finds a code typed without dashes, in lower case', () => {
    const { matches, exact } = filterReceipts(ballots, '7k3m q9tx 2bfa');
    expect(matches).toHaveLength(1);
    expect(exact?.choices).toEqual(['Yes']);
  });

  it('matches part of a code without calling it exact', () => {
    const { matches, exact } = filterReceipts(ballots, 'c3d4');
    expect(matches).toHaveLength(1);
    expect(exact).toBeUndefined();
  });
});
