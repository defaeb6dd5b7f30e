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
    expect(verdictLabel(verdict)).toBe(label);
  });

  it('keeps the publisher’s words when they say more than the badge', () => {
    expect(publisherRating('The claim that the naira will go is false', 'false')).toBe(
      'The claim that the naira will go is false',
    );
    expect(publisherRating('Partly false', 'mixed')).toBe('Partly false');
    expect(publisherRating('FALSE', 'false')).toBeNull();
  });

  it('says so when the publisher gave no rating', () => {
    expect(publisherRating(null, 'unproven')).toBe('Rating Unavailable');
    expect(publisherRating('  ', 'unproven')).toBe('Rating Unavailable');
  });
});
