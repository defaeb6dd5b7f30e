import { LawActList } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const lawReaderQueryKey = ['law-reader'] as const;

/** GET /api/laws: the acts of the law library. */
export async function getActs(): Promise<LawActList> {
  return LawActList.parse(await apiFetch('/laws', { auth: false }));
}

export function useActs() {
  return useQuery({
    queryKey: [...lawReaderQueryKey, 'acts'],
    queryFn: getActs,
    staleTime: 5 * 60_000,
  });
}
