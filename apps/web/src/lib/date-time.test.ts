import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time';

describe('dateTimeFormat', () => {
  it('writes a 24-hour clock in every language, as the rest of the product does', () => {
    for (const language of ['en', 'pcm', 'ha', 'yo', 'ig']) {
      const format = dateTimeFormat(language);
      const evening = format.format(new Date(2026, 10, 29, 17, 5));
      expect(evening, language).toContain('17:05');
      expect(evening, language).not.toMatch(/\b(AM|PM)\b/i);
      expect(format.format(new Date(2026, 10, 29, 7, 5)), language).toContain('07:05');
    }
  });
});
