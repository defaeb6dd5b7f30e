import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { users } from './accounts.js';

// Data rights (Nigeria Data Protection Act 2023): consents and who read whose data.

/** Each acceptance of a version of the privacy policy (versions: contracts' privacy-policy.ts). */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyVersion: text('policy_version').notNull(),
    acceptedAt: tstz('accepted_at').notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.acceptedAt)],
);

/**
 * Who read personal data, what, and when: an administrator's export or review screen, or a
 * citizen's download of their own data. `subjectId` names the citizen whose data it was, where
 * it was one citizen's; the citizen sees these rows in their own export.
 */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    readerId: uuid('reader_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'cascade' }),
    what: text('what', {
      enum: ['data_export', 'poll_results_csv', 'faq_source_questions', 'answer_report_queue'],
    }).notNull(),
    /** What was read beyond its kind, e.g. { pollId }; never the data itself. */
    details: jsonb('details'),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_reads_subject_idx').on(t.subjectId, t.at),
    index('personal_data_reads_reader_idx').on(t.readerId, t.at),
  ],
);
