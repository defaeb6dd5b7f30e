import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingVariant } from './rating';

describe('ratingVariant: the colour rule of spec §2', () => {
  it.each([
    ['True', 'success'],
    ['TRUE', 'success'],
    ['MOSTLY TRUE', 'warning'],
    ['False', 'danger'],
    ['Mostly false', 'danger'],
    ['True and false', 'danger'],
    ['Misleading', 'warning'],
    ['Partially correct', 'warning'],
    ['Unproven', 'secondary'],
    ['UNVERIFIED', 'secondary'],
    ['Satire', 'primary'],
    ['Exaggerated', 'primary'],
  ])('shows %s as %s', (rating, variant) => {
    expect(ratingVariant(rating)).toBe(variant);
  });

  it('reads negations as false and partial verdicts as warnings, not as true', () => {
    expect(ratingVariant('Partially true')).toBe('warning');
    expect(ratingVariant('Partially false')).toBe('danger');
    expect(ratingVariant('Untrue')).toBe('danger');
    expect(ratingVariant('Not true')).toBe('danger');
    expect(ratingVariant('Half true')).toBe('warning');
  });

  it('shows a missing rating as unverified', () => {
    expect(ratingVariant(null)).toBe('secondary');
    expect(ratingVariant('  ')).toBe('secondary');
  });
});

describe('ratingLabel', () => {
  it('says when the rating is missing', () => {
    expect(ratingLabel(null)).toBe('Rating Unavailable');
    expect(ratingLabel('')).toBe('Rating Unavailable');
    expect(ratingLabel(' False ')).toBe('False');
  });
});
