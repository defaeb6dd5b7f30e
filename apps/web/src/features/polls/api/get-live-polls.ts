import type { Poll } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { loadContracts } from '../../../lib/contracts';
import { pollsQueryKey, retryUnlessRefused } from '../query-retry';

export type LiveKind = Poll['type'];

export const livePollsQueryKey = (kind: LiveKind) => [...pollsQueryKey, 'live', kind] as const;

/** GET /api/polls/active or /api/votes/active (verified users). */
export async function getLivePolls(kind: LiveKind): Promise<Poll[]> {
  const [{ PollList }, answer] = await Promise.all([loadContracts(), apiFetch(`/${kind}s/active`)]);
  return PollList.parse(answer);
}

export function useLivePolls(kind: LiveKind, enabled: boolean) {
  return useQuery({
    queryKey: livePollsQueryKey(kind),
    queryFn: () => getLivePolls(kind),
    retry: retryUnlessRefused,
    enabled,
  });
}
