import { PollReceipts } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { pollsQueryKey, retryUnlessRefused } from '../query-retry';

/** GET /api/polls/{id}/receipts: public once the poll's results are. */
export async function getPollReceipts(pollId: number): Promise<PollReceipts> {
  return PollReceipts.parse(await apiFetch(`/polls/${pollId}/receipts`, { auth: false }));
}

export function usePollReceipts(pollId: number | null) {
  return useQuery({
    queryKey: [...pollsQueryKey, pollId, 'receipts'],
    queryFn: () => getPollReceipts(pollId ?? 0),
    enabled: pollId !== null,
    retry: retryUnlessRefused,
  });
}
