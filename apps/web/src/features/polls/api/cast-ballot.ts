import type { VoteResponse } from '@civicng/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { loadContracts } from '../../../lib/contracts';
import { pollsQueryKey } from '../query-retry';

export interface CastBallotInput {
  pollId: number;
  /** Spec §5: the vote sends option titles. */
  optionTitles: string[];
  multiple: boolean;
}

/** Thrown when the server accepted the call but its answer could not be read. */
export class UnreadableAnswerError extends Error {
  override name = 'UnreadableAnswerError';
}

export type CastBallotResult = VoteResponse;

/** POST /api/poll/{id}/vote: one title, or a list in a multiple-choice poll. */
export async function castBallot(input: CastBallotInput): Promise<CastBallotResult> {
  const [first] = input.optionTitles;
  const [{ VoteResponse }, answer] = await Promise.all([
    loadContracts(),
    apiFetch(`/poll/${input.pollId}/vote`, {
      method: 'POST',
      body: { option_title: input.multiple ? input.optionTitles : first },
    }),
  ]);
  const parsed = VoteResponse.safeParse(answer);
  if (!parsed.success) throw new UnreadableAnswerError(parsed.error.issues[0]?.message ?? '');
  return parsed.data;
}

export function useCastBallot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: castBallot,
    // Either way the list is stale: this poll is now voted in (or was already, or has closed).
    onSettled: () => queryClient.invalidateQueries({ queryKey: pollsQueryKey }),
  });
}
