import type { AdminFaq } from '@civicng/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminFaqCard } from './admin-faq-card';

const faq: AdminFaq = {
  id: 12,
  month: '2026-11-01',
  question: 'Who can register to vote?',
  answer: 'Citizens aged 18 and over ([Electoral Act, s. 12](/laws/electoral-act#s-12)).',
  status: 'proposed',
  position: 0,
  asker_count: 97,
  created_at: '2026-11-05T09:00:00Z',
  published_at: null,
};

function renderCard(props: Partial<Parameters<typeof AdminFaqCard>[0]> = {}) {
  const handlers = { onMove: vi.fn(), onEdit: vi.fn(), onTogglePublished: vi.fn() };
  const element = (
    <AdminFaqCard
      faq={faq}
      place={1}
      isFirst
      isLast={false}
      busy={false}
      {...handlers}
      {...props}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return handlers;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('AdminFaqCard', () => {
  afterEach(cleanup);

  it('shows the status, the askers and the answer as citizens will read it', () => {
    renderCard();
    expect(screen.getByText('Proposed')).toBeTruthy();
    expect(screen.getByText('Asked by 97 citizens')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Electoral Act, s. 12' })).toBeTruthy();
  });

  it('moves only where there is room', () => {
    const { onMove } = renderCard();
    expect(button('Move question 1 up').disabled).toBe(true);
    fireEvent.click(button('Move question 1 down'));
    expect(onMove).toHaveBeenCalledWith(1);
  });

  it('offers Publish for a proposal and Unpublish for a published question', () => {
    const { onTogglePublished } = renderCard();
    fireEvent.click(button('Publish'));
    expect(onTogglePublished).toHaveBeenCalledOnce();
    cleanup();
    renderCard({ faq: { ...faq, status: 'published' }, busy: true });
    expect(screen.getByText('Published')).toBeTruthy();
    expect(button('Unpublish').disabled).toBe(true);
  });
});
