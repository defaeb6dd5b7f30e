import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from './api/get-profile';
import { VotingPinCard } from './voting-pin-card';

function renderCard(pinSet: boolean) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <VotingPinCard pinSet={pinSet} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pinInput = () => screen.getByLabelText<HTMLInputElement>('Voting PIN (4 digits)');
const saveButton = (name = 'Save PIN') => screen.getByRole<HTMLButtonElement>('button', { name });

describe('VotingPinCard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes 4 digits only, hidden as typed, before Save PIN can be pressed', () => {
    renderCard(false);
    expect(screen.getByText('No PIN yet')).toBeTruthy();
    expect(pinInput().type).toBe('password');
    expect(pinInput().inputMode).toBe('numeric');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(pinInput(), { target: { value: '48a 2' } });
    expect(pinInput().value).toBe('482');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(pinInput(), { target: { value: '4826' } });
    expect(saveButton().disabled).toBe(false);
  });

  it("shows the server's reason for a refused PIN and keeps the profile as it is", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        answer(400, {
          message: 'Choose a PIN that is harder to guess than 1234 or 0000.',
          code: 'BAD_REQUEST',
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { invalidate } = renderCard(false);
    fireEvent.change(pinInput(), { target: { value: '1234' } });
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Choose a PIN that is harder to guess than 1234 or 0000.');
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/voting-pin',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ pin: '1234' }) }),
    );
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('saves the PIN: busy while sending, then the server says so, the field empties, the profile reloads', async () => {
    let reply: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (reply = resolve))),
    );
    const { invalidate } = renderCard(true);
    expect(screen.getByText('PIN set')).toBeTruthy();
    fireEvent.change(pinInput(), { target: { value: '4826' } });
    fireEvent.click(saveButton('Change PIN'));
    await waitFor(() => expect(saveButton('Change PIN').disabled).toBe(true));
    reply(answer(200, { message: 'Voting PIN saved' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Voting PIN saved');
    expect(pinInput().value).toBe('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: profileQueryKey });
  });
});
