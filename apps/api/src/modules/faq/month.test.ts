import { describe, expect, it } from 'vitest';
import { lagosMonth, parseMonth } from './month.js';

describe('Lagos months', () => {
  it('starts the month at midnight in Lagos (UTC+1), not in UTC', () => {
    expect(lagosMonth(new Date('2026-03-31T23:30:00Z'))).toEqual({
      month: '2026-04-01',
      start: new Date('2026-03-31T23:00:00Z'),
      end: new Date('2026-04-30T23:00:00Z'),
    });
    expect(lagosMonth(new Date('2026-03-31T22:59:59Z')).month).toBe('2026-03-01');
    expect(lagosMonth(new Date('2026-12-15T12:00:00Z')).end).toEqual(
      new Date('2026-12-31T23:00:00Z'),
    );
  });

  it('reads YYYY-MM and nothing else', () => {
    expect(parseMonth('2026-02')?.month).toBe('2026-02-01');
    for (const bad of ['2026-13', '2026-2', 'March', '2026-02-01', '']) {
      expect(parseMonth(bad)).toBeUndefined();
    }
  });
});
