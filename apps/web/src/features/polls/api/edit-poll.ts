import type { MessageResponse, PollPayload } from '@civicng/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { pollsQueryKey } from '../query-retry';

export interface EditPollInput {
  id: number;
  payload: PollPayload;
}

/** PUT /api/poll/{id}/edit; also how Deactivate resaves a poll with status expired. */
export function editPoll({ id, payload }: EditPollInput): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/poll/${id}/edit`, { method: 'PUT', body: payload });
}

export function useEditPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPoll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollsQueryKey }),
  });
}
