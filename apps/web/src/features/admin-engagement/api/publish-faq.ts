import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateFaqs } from './invalidate-faqs';

/** POST /api/admin/faqs/{id}/publish: citizens see the question from now on. */
export function publishFaq(id: number): Promise<unknown> {
  return apiFetch<unknown>(`/admin/faqs/${id}/publish`, { method: 'POST' });
}

export function usePublishFaq() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishFaq, onSuccess: () => invalidateFaqs(queryClient) });
}
