import type { LoginResponse } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetchWithStatus } from '../../../lib/api-client';

/** Exchanges the single-use ticket of a sign-in link for a session token. */
export async function verifyLoginToken(ticket: string): Promise<LoginResponse> {
  const { body } = await apiFetchWithStatus<LoginResponse>('/verify/login/token', {
    bearer: ticket,
  });
  return body;
}

/**
 * A query, not a mutation, so React's double effects in development share one request: the
 * ticket can be spent only once.
 */
export function useVerifyLoginToken(ticket: string | null) {
  return useQuery({
    queryKey: ['verify-login-token', ticket],
    queryFn: () => verifyLoginToken(ticket ?? ''),
    enabled: ticket !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
