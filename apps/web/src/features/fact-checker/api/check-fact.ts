import { FactCheckResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/fact-check?query=: published fact-checks matching a claim. */
export async function checkFact(query: string): Promise<FactCheckResponse> {
  const search = new URLSearchParams({ query });
  return FactCheckResponse.parse(await apiFetch(`/fact-check?${search.toString()}`));
}

// A mutation, not a query: each press of "Check Fact" asks again, even for the same words.
export function useCheckFact() {
  return useMutation({ mutationFn: checkFact });
}
