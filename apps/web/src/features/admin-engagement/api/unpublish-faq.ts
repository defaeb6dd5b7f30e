import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateFaqs } from './invalidate-faqs';

/** POST /api/admin/faqs/{id}/unpublish: takes the question off the citizens' page. */
export function unpublishFaq(id: number): Promise<unknown> {
  return apiFetch<unknown>(`/admin/faqs/${id}/unpublish`, { method: 'POST' });
}

export function useUnpublishFaq() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unpublishFaq, onSuccess: () => invalidateFaqs(queryClient) });
}
