import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.js';
import { users } from './accounts.js';

// The Law of the Land: acts, their sections with plain-language notes, chat and reports.

export const lawDocuments = pgTable('law_documents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  shortTitle: text('short_title').notNull(),
  sourceFile: text('source_file').notNull(),
  sourceSha256: text('source_sha256').notNull(),
  /** False while some sections of the act are missing from the source text. */
  complete: boolean('complete').notNull().default(true),
  sectionCount: integer('section_count').notNull().default(0),
  ingestedAt: tstz('ingested_at').notNull().defaultNow(),
});

export const lawSections = pgTable(
  'law_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => lawDocuments.id, { onDelete: 'cascade' }),
    /** As printed in the heading: "33", "16A", "Schedule 1". */
    number: text('number').notNull(),
    ordinal: integer('ordinal').notNull(),
    kind: text('kind', { enum: ['section', 'schedule', 'act_section'] })
      .notNull()
      .default('section'),
    part: text('part'),
    heading: text('heading').notNull().default(''),
    body: text('body').notNull(),
    incomplete: boolean('incomplete').notNull().default(false),
    /** SHA-256 of the section's text as parsed from the source, before display repairs. */
    textSha256: text('text_sha256').notNull().default(''),
    /** The plain-language note (data/law-notes), null when the section has none. */
    plainWords: text('plain_words'),
    /** What search reads of the note: its earlier, denser wording where it was rewritten. */
    searchWords: text('search_words'),
    /** Questions a citizen might ask that the section answers, from the same note. */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    /** The note was written for another text of the section: shown with a warning, not used. */
    noteStale: boolean('note_stale').notNull().default(false),
    /** The note's plain words in Pidgin, Hausa, Yoruba and Igbo, where translated from it as it is. */
    plainWordsIn: jsonb('plain_words_in').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('law_sections_doc_number_key').on(t.documentId, t.kind, t.number)],
);

export const chatEntries = pgTable(
  'chat_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userQuery: text('user_query').notNull(),
    aiResponse: text('ai_response').notNull(),
    /** Section ids the answer cites, checked against the corpus before saving. */
    citations: jsonb('citations').$type<number[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('chat_entries_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A citizen's report of one of their own assistant answers, and the administrator's decision on
 * it. An answer with a `hidden` report is masked in its owner's history and never feeds the FAQ.
 */
export const answerReports = pgTable(
  'answer_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatEntryId: integer('chat_entry_id')
      .notNull()
      .references(() => chatEntries.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['wrong_or_misleading', 'offensive', 'harmful', 'other'],
    }).notNull(),
    note: text('note'),
    state: text('state', { enum: ['open', 'reviewed', 'hidden', 'left'] })
      .notNull()
      .default('open'),
    ...timestamps,
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
  },
  (t) => [
    // One open report per answer and citizen: a second one is refused until this one is decided.
    uniqueIndex('answer_reports_open_key')
      .on(t.chatEntryId, t.reporterId)
      .where(sql`state = 'open'`),
    index('answer_reports_entry_idx').on(t.chatEntryId),
    index('answer_reports_queue_idx').on(t.state, t.createdAt),
  ],
);
