import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { askerCountText, currentMonth, isMonth, monthLabel, shiftMonth } from './faq-admin-rules';

describe('FAQ administration rules', () => {
  it('takes the month in Nigeria, an hour ahead of UTC', () => {
    expect(currentMonth(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11');
    expect(currentMonth(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12');
  });

  it('steps across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });

  it('accepts only YYYY-MM months', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('')).toBe(false);
    expect(monthLabel('2026-11')).toBe('November 2026');
  });

  it('counts askers in words that agree with the number', () => {
    expect(askerCountText(1, i18next.t)).toBe('Asked by 1 citizen');
    expect(askerCountText(1200, i18next.t)).toBe('Asked by 1,200 citizens');
  });
});
