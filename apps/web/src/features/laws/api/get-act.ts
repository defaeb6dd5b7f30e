import { LawAct } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { lawReaderQueryKey } from './get-acts';

/** GET /api/laws/{act}: the whole act, sections in printed order. */
export async function getAct(slug: string): Promise<LawAct> {
  return LawAct.parse(await apiFetch(`/laws/${encodeURIComponent(slug)}`, { auth: false }));
}

export function useAct(slug: string) {
  return useQuery({
    queryKey: [...lawReaderQueryKey, 'act', slug],
    queryFn: () => getAct(slug),
    // The text changes only when an operator re-ingests the act.
    staleTime: 5 * 60_000,
    // An act the library does not hold will not appear by asking again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
