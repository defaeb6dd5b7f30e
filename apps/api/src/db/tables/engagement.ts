import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.js';

// Citizens engagement: the month's top questions and the fact-checks.

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** First day of the month (Africa/Lagos) the question belongs to. */
    month: date('month').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    status: text('status', { enum: ['proposed', 'published', 'unpublished'] })
      .notNull()
      .default('proposed'),
    position: integer('position').notNull().default(0),
    askerCount: integer('asker_count').notNull().default(0),
    groupKey: text('group_key'),
    ...timestamps,
    publishedAt: tstz('published_at'),
  },
  (t) => [
    index('faqs_month_idx').on(t.month, t.status, t.position),
    uniqueIndex('faqs_month_group_key').on(t.month, t.groupKey),
  ],
);

export const factChecks = pgTable(
  'fact_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    claim: text('claim'),
    claimant: text('claimant'),
    claimDate: date('claim_date'),
    reviewDate: date('review_date'),
    publisher: text('publisher'),
    publisherSite: text('publisher_site'),
    rating: text('rating'),
    sourceUrl: text('source_url').notNull(),
    language: text('language'),
    origin: text('origin', { enum: ['import', 'admin', 'google'] })
      .notNull()
      .default('import'),
    ...timestamps,
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fact_checks_source_url_key').on(t.sourceUrl)],
);
