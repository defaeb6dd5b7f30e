import { ApiError } from '../../lib/api-client';

/** Retry network blips and 5xx a little; a 4xx answer will not change on its own. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export const pollsQueryKey = ['polls'] as const;
