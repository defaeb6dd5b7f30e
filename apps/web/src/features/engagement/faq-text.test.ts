import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDay, postedOnText } from './faq-text';

describe('FAQ dates', () => {
  it('says when a question was posted', () => {
    expect(postedOnText('2026-11-03', i18next.t)).toBe('Posted on 3 November 2026');
  });

  it('keeps a bare date on its own day in every time zone', () => {
    expect(formatDay('2026-11-01')).toBe('1 November 2026');
  });

  it('reads full timestamps', () => {
    expect(formatDay('2026-11-15T12:00:00.000Z')).toBe('15 November 2026');
  });

  it('shows an unreadable date as sent rather than "Invalid Date"', () => {
    expect(formatDay('soon')).toBeNull();
    expect(formatDay('November 2026')).toBeNull();
    expect(postedOnText('soon', i18next.t)).toBe('Posted on soon');
  });
});
