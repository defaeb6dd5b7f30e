import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateFaqs } from './invalidate-faqs';

/** PUT /api/admin/faqs/order: the month's questions, first shown first (AdminFaqOrder). */
export function reorderFaqs(ids: readonly number[]): Promise<unknown> {
  return apiFetch<unknown>('/admin/faqs/order', { method: 'PUT', body: { ids } });
}

export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderFaqs, onSuccess: () => invalidateFaqs(queryClient) });
}
