import { PublishFactCheckResponse, type PublishFactCheckRequest } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The contracts export the schema only, not its type.
export type PublishedFactCheck = ReturnType<typeof PublishFactCheckResponse.parse>;

/** POST /api/admin/fact-checks: a fact-check of our own, given a public page. */
export async function publishFactCheck(body: PublishFactCheckRequest): Promise<PublishedFactCheck> {
  return PublishFactCheckResponse.parse(
    await apiFetch('/admin/fact-checks', { method: 'POST', body }),
  );
}

export function usePublishFactCheck() {
  return useMutation({ mutationFn: publishFactCheck });
}
