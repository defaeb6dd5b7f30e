import type { MessageResponse, PollPayload } from '@civicng/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { pollsQueryKey } from '../query-retry';

export type CreatePollResponse = MessageResponse & { id: number };

/** POST /api/poll/create */
export function createPoll(body: PollPayload): Promise<CreatePollResponse> {
  return apiFetch<CreatePollResponse>('/poll/create', { method: 'POST', body });
}

export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPoll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollsQueryKey }),
  });
}
