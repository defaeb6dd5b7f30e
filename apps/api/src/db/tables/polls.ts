import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.js';
import { users } from './accounts.js';

// Polls and votes: the secret ballot, participation by identity, sharded counts.

export const polls = pgTable(
  'polls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['poll', 'vote'] })
      .notNull()
      .default('poll'),
    status: text('status', { enum: ['draft', 'active', 'closed', 'expired'] })
      .notNull()
      .default('draft'),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    allowMultipleVotes: boolean('allow_multiple_votes').notNull().default(false),
    resultsVisibility: text('results_visibility', { enum: ['live', 'after_vote', 'after_close'] })
      .notNull()
      .default('after_vote'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('polls_live_idx').on(t.status, t.type, t.endTime)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
  },
  (t) => [uniqueIndex('poll_options_poll_title_key').on(t.pollId, t.title)],
);

/**
 * An option's count, split over a few rows (shards) that ballots add to in their own transaction:
 * the count is their sum, always equal to the counted choices, and concurrent ballots on several
 * nodes do not queue on one hot row.
 */
export const pollOptionTallies = pgTable(
  'poll_option_tallies',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    shard: integer('shard').notNull(),
    voters: integer('voters').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.shard] })],
);

/** A poll's ballot count, sharded like the options' counts. */
export const pollBallotTallies = pgTable(
  'poll_ballot_tallies',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    shard: integer('shard').notNull(),
    ballots: integer('ballots').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.shard] })],
);

/**
 * Who took part (one row per identity per poll); says nothing of what they chose. Keyed by a
 * keyed hash of the verified identity, not the account, so it outlives account deletion and a
 * re-registered NIN cannot vote twice (docs/decisions/004).
 */
// Participations and ballots use random ids: sequential ids would let one line them up.
export const pollParticipations = pgTable(
  'poll_participations',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    voterHash: text('voter_hash').notNull(),
  },
  // One per voter and poll: this key is what refuses a second ballot.
  (t) => [primaryKey({ columns: [t.pollId, t.voterHash] })],
);

/**
 * The secret ballot: its choices and a receipt code, no user and no time. The choices are an
 * array in the row (a poll's options are fixed once it has ballots), so a ballot is one row.
 */
export const ballots = pgTable(
  'ballots',
  {
    receiptCode: text('receipt_code').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionIds: integer('option_ids').array().notNull(),
  },
  (t) => [index('ballots_poll_idx').on(t.pollId)],
);

export const pollAuditLog = pgTable(
  'poll_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['create', 'edit', 'activate', 'deactivate'] }).notNull(),
    details: jsonb('details'),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('poll_audit_poll_idx').on(t.pollId)],
);
