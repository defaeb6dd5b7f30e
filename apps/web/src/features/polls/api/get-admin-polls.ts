import { PollList, type Poll } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { pollsQueryKey, retryUnlessRefused } from '../query-retry';

export const adminPollsQueryKey = [...pollsQueryKey, 'admin'] as const;

/** GET /api/polls: every poll with its counts (admins only). */
export async function getAdminPolls(): Promise<Poll[]> {
  return PollList.parse(await apiFetch('/polls'));
}

export function useAdminPolls(enabled: boolean) {
  return useQuery({
    queryKey: adminPollsQueryKey,
    queryFn: getAdminPolls,
    retry: retryUnlessRefused,
    enabled,
  });
}
