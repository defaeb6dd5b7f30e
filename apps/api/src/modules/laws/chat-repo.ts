import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatEntries } from '../../db/schema.js';
import { answerHidden } from '../answer-reports/index.js';

export interface NewChatEntry {
  userId: string;
  question: string;
  answer: string;
  cited: number[];
  /** The id reserved before the answer was streamed, if any. */
  entryId?: number;
}

/** Takes the next chat entry id without saving anything: an unused id is simply skipped. */
export async function reserveChatEntryId(database: Database): Promise<number> {
  const [row] = await database.rows<{ id: string | number | bigint }>(
    sql`select nextval(pg_get_serial_sequence('chat_entries', 'id')) as id`,
  );
  if (row === undefined) throw new Error('no chat entry id');
  return Number(row.id);
}

export async function saveChatEntry(database: Database, entry: NewChatEntry): Promise<void> {
  const values = {
    userId: entry.userId,
    userQuery: entry.question,
    aiResponse: entry.answer,
    citations: entry.cited,
  };
  if (entry.entryId === undefined) await database.db.insert(chatEntries).values(values);
  else {
    await database.db
      .insert(chatEntries)
      .overridingSystemValue()
      .values({ id: entry.entryId, ...values });
  }
}

/** The user's latest entries, newest first, each with whether review hid its answer. */
export async function latestChatEntries(database: Database, userId: string, limit: number) {
  return database.db
    .select({
      id: chatEntries.id,
      userQuery: chatEntries.userQuery,
      aiResponse: chatEntries.aiResponse,
      createdAt: chatEntries.createdAt,
      hidden: answerHidden,
    })
    .from(chatEntries)
    .where(eq(chatEntries.userId, userId))
    .orderBy(desc(chatEntries.createdAt), desc(chatEntries.id))
    .limit(limit);
}
