import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.js';
import { users } from './accounts.js';

// Feature phones (USSD and SMS): voting PINs, menu sessions, SMS opt-outs.

/** The PIN that confirms a ballot cast by USSD, hashed; wrong tries lock USSD voting a while. */
export const votingPins = pgTable('voting_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** USSD sessions when there is no Redis: keyed by a hash of the gateway's session id. */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    state: jsonb('state').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('ussd_sessions_expiry_idx').on(t.expiresAt)],
);

/** Numbers that sent STOP: they get no message they did not ask for (keyed hash, no number). */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneHash: text('phone_hash').primaryKey(),
  ...timestamps,
});
