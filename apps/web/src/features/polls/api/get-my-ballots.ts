import type { Poll } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { loadContracts } from '../../../lib/contracts';
import { pollsQueryKey, retryUnlessRefused } from '../query-retry';

async function getPollList(path: string): Promise<Poll[]> {
  const [{ PollList }, answer] = await Promise.all([loadContracts(), apiFetch(path)]);
  return PollList.parse(answer);
}

/** GET /api/user/ballots: the polls the citizen took part in (whether, never how). */
export function useMyBallots(enabled: boolean) {
  return useQuery({
    queryKey: [...pollsQueryKey, 'mine'],
    queryFn: () => getPollList('/user/ballots'),
    retry: retryUnlessRefused,
    enabled,
  });
}

/** GET /api/polls/closed: the polls and votes that ended most recently. */
export function useRecentlyClosedPolls(enabled: boolean) {
  return useQuery({
    queryKey: [...pollsQueryKey, 'closed'],
    queryFn: () => getPollList('/polls/closed'),
    retry: retryUnlessRefused,
    enabled,
  });
}
