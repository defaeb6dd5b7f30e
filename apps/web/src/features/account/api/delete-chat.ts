import type { ChatErasedResponse, MessageResponse } from '@civicng/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { dataExportQueryKey } from './get-data-export';

/** DELETE /api/user/chat-history/:id (added): one question and its answer. */
export function deleteChatEntry(id: number): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/user/chat-history/${id}`, { method: 'DELETE' });
}

/** DELETE /api/user/chat-history (added): the whole history. */
export function deleteChatHistory(): Promise<ChatErasedResponse> {
  return apiFetch<ChatErasedResponse>('/user/chat-history', { method: 'DELETE' });
}

export function useDeleteChatEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'chat-history'] }),
    onSettled: (_data, _error, id) =>
      queryClient.setQueryData(dataExportQueryKey, (old: unknown) =>
        old && typeof old === 'object' && 'chat_history' in old
          ? {
              ...old,
              chat_history: (old.chat_history as { id: number }[]).filter((e) => e.id !== id),
            }
          : old,
      ),
  });
}

export function useDeleteChatHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'chat-history'] }),
  });
}
