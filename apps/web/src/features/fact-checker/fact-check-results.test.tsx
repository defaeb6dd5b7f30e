import type { FactCheckResult } from '@civicng/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactCheckResults } from './fact-check-results';

const checked: FactCheckResult = {
  fact_check_rating: 'False',
  review_date: '2024-03-12',
  claim: 'The naira will be replaced next month',
  claimant: 'Viral WhatsApp message',
  publisher: 'Dubawa',
  source_url: 'https://dubawa.org/naira-claim',
};

const bare: FactCheckResult = {
  fact_check_rating: null,
  review_date: null,
  claim: null,
  claimant: null,
  publisher: null,
  source_url: 'javascript:alert(1)',
};

describe('FactCheckResults', () => {
  afterEach(cleanup);

  it('shows the query, the count and each result with its verdict and article', () => {
    render(<FactCheckResults response={{ query: 'naira replaced', results: [checked] }} />);
    expect(screen.getByText('“naira replaced”')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Found 1 fact-check result' })).toBeTruthy();
    const rating = screen.getByText('False').closest('.badge');
    expect(rating?.className).toContain('text-bg-danger');
    expect(screen.getByText('12 March 2024')).toBeTruthy();
    expect(screen.getByText('The naira will be replaced next month')).toBeTruthy();
    expect(screen.getByText('Viral WhatsApp message')).toBeTruthy();
    expect(screen.getByText('Fact-checked by')).toBeTruthy();
    expect(screen.getByText('Dubawa')).toBeTruthy();
    const article = screen.getByRole('link', { name: /Read full fact-check article/ });
    expect(article.getAttribute('href')).toBe('https://dubawa.org/naira-claim');
    expect(article.getAttribute('target')).toBe('_blank');
    expect(article.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('fills in what a result lacks and follows no unsafe link', () => {
    render(<FactCheckResults response={{ query: 'x', results: [bare, checked] }} />);
    expect(screen.getByRole('heading', { name: 'Found 2 fact-check results' })).toBeTruthy();
    expect(screen.getByText('Rating Unavailable')).toBeTruthy();
    expect(screen.getByText('Date not available')).toBeTruthy();
    expect(screen.getByText('Claim text not available')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says when nothing was found', () => {
    render(<FactCheckResults response={{ query: 'unknown claim', results: [] }} />);
    expect(screen.getByRole('heading', { name: 'No Fact-Checks Found' })).toBeTruthy();
    expect(screen.queryByText(/Found \d/)).toBeNull();
  });
});
