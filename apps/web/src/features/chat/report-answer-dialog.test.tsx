import type { ReactNode } from 'react';
import type { ConversationEntry } from '@civicng/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatEntry } from './chat-entry';
import type { AnswerStatus } from './conversation';

const entry: ConversationEntry = {
  user_query: 'Can police arrest me without a warrant?',
  ai_response: 'Yes, on reasonable suspicion ([Police Act, s. 35](/laws/police-act#s-35)).',
  timestamp: '2026-11-05T09:00:00Z',
  entry_id: 7,
  hidden: false,
};

function renderWithApp(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={client}>
          <ol>{element}</ol>
        </QueryClientProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const renderEntry = (overrides: Partial<ConversationEntry> = {}, status?: AnswerStatus) =>
  renderWithApp(<ChatEntry entry={{ ...entry, ...overrides }} status={status} />);

const reportButton = () => screen.queryByRole('button', { name: 'Report this answer' });

describe('reporting an answer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Report only under a finished, stored answer that is not hidden', () => {
    renderEntry();
    expect(reportButton()).not.toBeNull();
    cleanup();
    renderEntry({}, 'streaming');
    expect(reportButton()).toBeNull();
    cleanup();
    renderEntry({ entry_id: undefined });
    expect(reportButton()).toBeNull();
    cleanup();
    renderEntry({ hidden: true, ai_response: 'This answer was hidden after review.' });
    expect(reportButton()).toBeNull();
    expect(screen.getByText('This answer was hidden after review.')).toBeTruthy();
  });

  it('asks for a reason before sending anything', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderEntry();
    fireEvent.click(reportButton()!);
    const dialog = screen.getByRole('dialog', { name: 'Report this answer' });
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual([
      'Wrong or misleading',
      'Offensive',
      'Harmful',
      'Other',
    ]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note (optional)').maxLength).toBe(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(dialog.textContent).toContain('Choose a reason.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
