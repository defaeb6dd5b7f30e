import { ChatHistoryResponse, type ConversationEntry } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export const chatHistoryQueryKey = ['user', 'chat-history'] as const;

/** GET /api/user/chat-history: the signed-in user's questions and answers, oldest first. */
export async function getChatHistory(): Promise<ConversationEntry[]> {
  return ChatHistoryResponse.parse(await apiFetch('/user/chat-history')).user_conversation;
}

export function useChatHistory(enabled: boolean) {
  return useQuery({
    queryKey: chatHistoryQueryKey,
    queryFn: getChatHistory,
    enabled,
    // Read once per visit: answers sent on this screen are shown from its own state, and a
    // refetch would show them twice. Dropped on leaving, for the next person on a shared phone.
    staleTime: Infinity,
    gcTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
