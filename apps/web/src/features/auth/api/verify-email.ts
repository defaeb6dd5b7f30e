import type { MessageResponse } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function verifyEmail(token: string): Promise<Partial<MessageResponse>> {
  return apiFetch<Partial<MessageResponse>>(`/verify-email/${encodeURIComponent(token)}`, {
    auth: false,
  });
}

/** A query so development's double effects share one request; the link works only once. */
export function useVerifyEmail(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
