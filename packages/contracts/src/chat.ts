import { z } from 'zod';

/** POST /api/ask */
export const AskRequest = z.object({
  user_query: z
    .string()
    .trim()
    .min(1, 'Type a question first.')
    .max(2000, 'Questions can be at most 2,000 characters.'),
});
export type AskRequest = z.infer<typeof AskRequest>;

export const ConversationEntry = z.object({
  user_query: z.string(),
  ai_response: z.string(),
  timestamp: z.string(),
});
export type ConversationEntry = z.infer<typeof ConversationEntry>;

/** GET /api/user/chat-history */
export const ChatHistoryResponse = z.object({ user_conversation: z.array(ConversationEntry) });
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponse>;
