import type { Message, MessageKey } from '../../i18n/index.js';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatEntries } from '../../db/schema.js';
import { notFound } from '../../errors.js';

export const chatErasureMessages = {
  entryDeleted: 'messages.questionAnswerDeleted',
  noSuchEntry: 'messages.noSuchQuestionChat',
  allDeleted: 'messages.chatHistoryDeleted',
} satisfies Record<
  string,
  MessageKey | Record<string, MessageKey> | ((...args: never[]) => Message)
>;

/**
 * Erases one question and answer of the citizen's own (reports of it go with it). Another
 * citizen's entry is answered exactly like a missing one.
 */
export async function deleteChatEntry(db: Db, userId: string, entryId: number): Promise<void> {
  const deleted = await db
    .delete(chatEntries)
    .where(and(eq(chatEntries.id, entryId), eq(chatEntries.userId, userId)))
    .returning({ id: chatEntries.id });
  if (deleted.length === 0) throw notFound(chatErasureMessages.noSuchEntry);
}

/** Erases the citizen's whole chat history; returns how many entries went. */
export async function deleteChatHistory(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(chatEntries)
    .where(eq(chatEntries.userId, userId))
    .returning({ id: chatEntries.id });
  return deleted.length;
}

/** Erases everyone's questions asked before `before` (the retention job). */
export async function deleteChatEntriesBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(chatEntries)
    .where(lt(chatEntries.createdAt, before))
    .returning({ id: chatEntries.id });
  return deleted.length;
}
