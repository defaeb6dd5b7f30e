import type { Faq } from '@civicng/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const faqs: Faq[] = [
  {
    question: 'Can the police detain me without charge?',
    answer: 'Not beyond a day or two: see [Constitution, s. 35](/laws/constitution#s-35).',
    created_at: '2026-11-03T09:00:00.000Z',
  },
  {
    question: 'Who can register to vote?',
    answer: 'Citizens aged **18** and over.',
    created_at: '2026-11-05',
  },
];

function renderAccordion() {
  const router = createMemoryRouter([{ path: '*', element: <FaqAccordion faqs={faqs} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('FaqAccordion', () => {
  afterEach(cleanup);

  it('opens the first question only', () => {
    renderAccordion();
    const [first, second] = screen.getAllByRole<HTMLButtonElement>('button');
    expect(first?.textContent).toBe('Can the police detain me without charge?');
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(second?.getAttribute('aria-expanded')).toBe('false');
  });

  it('turns citations into links into the law reader and dates the answers', () => {
    renderAccordion();
    const citation = screen.getByRole('link', { name: 'Constitution, s. 35' });
    expect(citation.getAttribute('href')).toBe('/laws/constitution#s-35');
    expect(citation.getAttribute('target')).toBeNull();
    expect(screen.getByText('Posted on 3 November 2026')).toBeTruthy();
    expect(screen.getByText('Posted on 5 November 2026')).toBeTruthy();
  });
});
