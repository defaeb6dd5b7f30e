import { RevokeOthersResponse, SessionsResponse } from '@civicng/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const sessionsQueryKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions (added). */
export async function getSessions(): Promise<SessionsResponse> {
  return SessionsResponse.parse(await apiFetch('/user/sessions'));
}

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions, gcTime: 0 });
}

/** POST /api/user/sessions/revoke-others (added): logs out every other device. */
export async function revokeOtherSessions(): Promise<RevokeOthersResponse> {
  return RevokeOthersResponse.parse(
    await apiFetch('/user/sessions/revoke-others', { method: 'POST' }),
  );
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
