import { LawActList, type LawActSummary } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const lawsQueryKey = ['laws'] as const;

/**
 * GET /api/laws: the acts of the law library with their official PDFs. An answer of another
 * shape counts as an empty library, so the links fall back to the law reader.
 */
export async function getLaws(): Promise<LawActSummary[]> {
  const parsed = LawActList.safeParse(await apiFetch('/laws', { auth: false }));
  return parsed.success ? parsed.data : [];
}

export function useLaws() {
  // The links work without it (they open the reader), so a failure is not worth retrying.
  return useQuery({
    queryKey: lawsQueryKey,
    queryFn: getLaws,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
