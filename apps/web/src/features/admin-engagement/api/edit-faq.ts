import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateFaqs } from './invalidate-faqs';

export interface EditFaqInput {
  id: number;
  question: string;
  answer: string;
}

/** PUT /api/admin/faqs/{id}: the wording administrators settle on (AdminFaqEdit). */
export function editFaq({ id, question, answer }: EditFaqInput): Promise<unknown> {
  return apiFetch<unknown>(`/admin/faqs/${id}`, { method: 'PUT', body: { question, answer } });
}

export function useEditFaq() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editFaq, onSuccess: () => invalidateFaqs(queryClient) });
}
