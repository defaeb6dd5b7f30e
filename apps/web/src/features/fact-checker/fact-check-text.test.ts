import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  checkFailedText,
  claimText,
  isWebAddress,
  resultCountText,
  reviewDateText,
} from './fact-check-text';

describe('fact-check texts', () => {
  it('counts results in words that agree with the number', () => {
    expect(resultCountText(1, i18next.t)).toBe('Found 1 fact-check result');
    expect(resultCountText(3, i18next.t)).toBe('Found 3 fact-check results');
    expect(resultCountText(0, i18next.t)).toBe('Found 0 fact-check results');
  });

  it('fills in what a result lacks', () => {
    expect(claimText(null, i18next.t)).toBe('Claim text not available');
    expect(claimText('  ', i18next.t)).toBe('Claim text not available');
    expect(claimText('Fuel price is N200', i18next.t)).toBe('Fuel price is N200');
    expect(reviewDateText(null)).toBeNull();
    expect(reviewDateText('')).toBeNull();
  });

  it('writes review dates out and keeps bare dates on their day', () => {
    expect(reviewDateText('2024-03-12')).toBe('12 March 2024');
    expect(reviewDateText('2024-03-12T10:00:00Z')).toBe('12 March 2024');
    expect(reviewDateText('March 2024?')).toBe('March 2024?');
  });

  it('tells a refusal from a failure to reach the server', () => {
    expect(i18next.t(checkFailedText(new ApiError('Bad Request', 400, { message: 'x' })))).toBe(
      'Failed to fetch fact-check results',
    );
    expect(i18next.t(checkFailedText(new TypeError('Failed to fetch')))).toBe(
      'Something went wrong while checking the fact.',
    );
  });

  it('links only to web addresses', () => {
    expect(isWebAddress('https://dubawa.org/a-claim')).toBe(true);
    expect(isWebAddress('http://africacheck.org/x')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('/fact-checks/1')).toBe(false);
    expect(isWebAddress('https://')).toBe(false);
  });
});
