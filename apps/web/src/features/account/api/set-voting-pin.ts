import type { MessageResponse, VotingPinRequest } from '@civicng/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/user/voting-pin (added): sets or replaces the PIN that confirms ballots by USSD. */
export function setVotingPin(body: VotingPinRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/user/voting-pin', { method: 'PUT', body });
}

export function useSetVotingPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVotingPin,
    // The profile says whether a PIN is set: read it again so the badge follows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
