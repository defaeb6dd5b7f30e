import { z } from 'zod';

/** POST /api/ask */
export const AskRequest = z.object({
  user_query: z
    .string()
    .trim()
    .min(1, 'contracts.typeQuestionFirst')
    .max(2000, 'contracts.questionsCanMost2'),
});
export type AskRequest = z.infer<typeof AskRequest>;

/** The header of POST /api/ask's streamed answer naming the entry it is saved as. */
export const chatEntryIdHeader = 'x-chat-entry-id';

export const ConversationEntry = z.object({
  user_query: z.string(),
  ai_response: z.string(),
  timestamp: z.string(),
  /** The stored entry, for reporting its answer; unknown until a streamed answer is saved. */
  entry_id: z.number().int().optional(),
  /** An administrator hid the answer after a report: ai_response then says so instead. */
  hidden: z.boolean().optional(),
});
export type ConversationEntry = z.infer<typeof ConversationEntry>;

/** Stored entries always carry their id and whether the answer is hidden. */
export const ChatHistoryEntry = ConversationEntry.extend({
  entry_id: z.number().int(),
  hidden: z.boolean(),
});
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntry>;

/** GET /api/user/chat-history */
export const ChatHistoryResponse = z.object({ user_conversation: z.array(ChatHistoryEntry) });
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponse>;
