import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateFaqs } from './invalidate-faqs';

/** POST /api/admin/faqs/refresh: runs the daily proposal job now. */
export function proposeFaqs(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/admin/faqs/refresh', { method: 'POST' });
}

export function useProposeFaqs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: proposeFaqs, onSuccess: () => invalidateFaqs(queryClient) });
}
