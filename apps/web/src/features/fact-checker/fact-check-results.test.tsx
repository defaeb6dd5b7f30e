import type { FactCheckResult } from '@civicng/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactCheckResults } from './fact-check-results';

const checked: FactCheckResult = {
  fact_check_rating: 'False',
  verdict: 'false',
  review_date: '2024-03-12',
  claim: 'The naira will be replaced next month',
  claimant: 'Viral WhatsApp message',
  publisher: 'Dubawa',
  source_url: 'https://dubawa.org/naira-claim',
  also_checked_by: [],
};

const bare: FactCheckResult = {
  fact_check_rating: null,
  verdict: 'unproven',
  review_date: null,
  claim: null,
  claimant: null,
  publisher: null,
  source_url: 'javascript:alert(1)',
  also_checked_by: [],
};

describe('FactCheckResults', () => {
  afterEach(cleanup);

  it('shows the query, the count and each result with its verdict and article', () => {
    render(
      <FactCheckResults
        response={{
          query: 'naira replaced',
          results: [checked],
          closest_only: false,
          closest_checks: [],
        }}
      />,
    );
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
    render(
      <FactCheckResults
        response={{ query: 'x', results: [bare, checked], closest_only: false, closest_checks: [] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Found 2 fact-check results' })).toBeTruthy();
    expect(screen.getByText('Rating Unavailable')).toBeTruthy();
    expect(screen.getAllByText(/^\d{1,2} \w+ \d{4}$/)).toHaveLength(1);
    // Spec §2: a check without a review date says so.
    expect(screen.getByText('Date not available')).toBeTruthy();
    expect(screen.getByText('Claim text not available')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('names the other publishers of the same claim, each with a link to its article', () => {
    const folded: FactCheckResult = {
      ...checked,
      also_checked_by: [
        {
          publisher: 'AFP',
          source_url: 'https://factcheck.afp.com/naira',
          fact_check_rating: 'False',
        },
        { publisher: 'Bad Link', source_url: 'javascript:alert(1)', fact_check_rating: null },
      ],
    };
    render(
      <FactCheckResults
        response={{ query: 'naira', results: [folded], closest_only: false, closest_checks: [] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Found 1 fact-check result' })).toBeTruthy();
    expect(screen.getByText('Also checked by')).toBeTruthy();
    const afp = screen.getByRole('link', { name: /AFP/ });
    expect(afp.getAttribute('href')).toBe('https://factcheck.afp.com/naira');
    expect(screen.getByText(/Bad Link/).closest('a')).toBeNull();
  });

  it('says when nothing was found', () => {
    render(
      <FactCheckResults
        response={{ query: 'unknown claim', results: [], closest_only: false, closest_checks: [] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Fact-Checks Found' })).toBeTruthy();
    expect(screen.queryByText(/Found \d/)).toBeNull();
  });

  it('says when the checks found are only the closest, not about this claim', () => {
    render(
      <FactCheckResults
        response={{
          query: 'salt water cures ebola',
          results: [checked],
          closest_only: true,
          closest_checks: [],
        }}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain(
      'Closest checks found; none is about exactly this.',
    );
  });

  it('keeps a sentence-long rating beside a short verdict badge', () => {
    const sentence = 'The claim that the naira will be replaced next month is false and misleading';
    render(
      <FactCheckResults
        response={{
          query: 'naira',
          results: [{ ...checked, fact_check_rating: sentence }],
          closest_only: false,
          closest_checks: [],
        }}
      />,
    );
    expect(screen.getByText('False').closest('.badge')?.className).toContain('text-bg-danger');
    expect(screen.getByText(`“${sentence}”`)).toBeTruthy();
    // The badge is our reading of those words, and the card says so (issue 33 item 9).
    expect(screen.getByText('In the publisher’s words:')).toBeTruthy();
    expect(screen.getByText('The verdict above is our reading of these words.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says nothing of a reading when the badge is the publisher’s own word', () => {
    render(
      <FactCheckResults
        response={{ query: 'naira', results: [checked], closest_only: false, closest_checks: [] }}
      />,
    );
    expect(screen.queryByText(/our reading/)).toBeNull();
  });

  it('offers the closest checks behind a button, under the warning, when nothing matches', () => {
    render(
      <FactCheckResults
        response={{
          query: 'naira go change next month',
          results: [],
          closest_only: false,
          closest_checks: [checked],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Fact-Checks Found' })).toBeTruthy();
    // Nothing unrelated is shown until the citizen asks.
    expect(screen.queryByText('The naira will be replaced next month')).toBeNull();
    const show = screen.getByRole('button', { name: 'Show the closest check' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const hide = screen.getByRole('button', { name: 'Hide the closest checks' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('note').textContent).toContain(
      'Closest checks found; none is about exactly this.',
    );
    expect(screen.getByText('The naira will be replaced next month')).toBeTruthy();
    fireEvent.click(hide);
    expect(screen.queryByText('The naira will be replaced next month')).toBeNull();
  });

  it('offers nothing more when nothing comes near', () => {
    render(
      <FactCheckResults
        response={{ query: 'xqzv plorf', results: [], closest_only: false, closest_checks: [] }}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
