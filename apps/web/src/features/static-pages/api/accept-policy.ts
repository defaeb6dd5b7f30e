import type { MessageResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/user/consent (added): accepts the policy version the citizen has just read. */
export function acceptPolicy(policyVersion: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/user/consent', {
    method: 'POST',
    body: { policy_version: policyVersion },
  });
}

export function useAcceptPolicy() {
  return useMutation({ mutationFn: acceptPolicy });
}
