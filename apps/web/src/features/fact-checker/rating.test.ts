import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { publisherRating, verdictLabel, verdictVariant } from './rating';

describe('the verdict badge', () => {
  it.each([
    ['false', 'danger', 'False'],
    ['misleading', 'warning', 'Misleading'],
    ['mixed', 'warning', 'Partly true'],
    ['true', 'success', 'True'],
    ['unproven', 'secondary', 'Unproven'],
  ] as const)('shows %s as %s, labelled %s', (verdict, variant, label) => {
    expect(verdictVariant(verdict)).toBe(variant);
    expect(verdictLabel(verdict, i18next.t)).toBe(label);
  });

  it('keeps the publisher’s words when they say more than the badge', () => {
    expect(publisherRating('The claim that the naira will go is false', 'false', i18next.t)).toBe(
      'The claim that the naira will go is false',
    );
    expect(publisherRating('Partly false', 'mixed', i18next.t)).toBe('Partly false');
    expect(publisherRating('FALSE', 'false', i18next.t)).toBeNull();
  });

  it('says so when the publisher gave no rating', () => {
    expect(publisherRating(null, 'unproven', i18next.t)).toBe('Rating Unavailable');
    expect(publisherRating('  ', 'unproven', i18next.t)).toBe('Rating Unavailable');
  });
});
