import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.js';

// Accounts, their sessions, one-time links and codes, and sign-in by Google or Apple.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: tstz('email_verified_at'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    phoneE164: text('phone_e164'),
    /** AES-256-GCM ciphertext of the NIN; looked up through nin_hash (keyed HMAC), never in clear. */
    ninEncrypted: text('nin_encrypted'),
    ninHash: text('nin_hash'),
    /** Set once phone and NIN are verified: the gate for live lists and voting. */
    identityVerifiedAt: tstz('identity_verified_at'),
    state: text('state'),
    lga: text('lga'),
    /** The language chosen on the web (en, pcm, ha, yo, ig): mails and text messages use it. */
    language: text('language').notNull().default('en'),
    /** A new address asked for: it replaces `email` only once its verification link is opened. */
    pendingEmail: text('pending_email'),
    ...timestamps,
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_nin_hash_key').on(t.ninHash),
    // USSD and SMS find the citizen by the number the network reports.
    index('users_phone_idx').on(t.phoneE164),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** "Chrome on Android": a summary of the browser that logged in, never the raw header. */
    device: text('device'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use secrets sent by link: email verification, password reset, sign-in tickets. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['email_verify', 'email_change', 'password_reset', 'login_ticket'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Sign-in tickets: hash of the browser binding cookie of the sign-in that issued it. */
    bindingHash: text('binding_hash'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
);

/** Codes sent by SMS; subject_hash is a keyed hash of what the code is for (never a phone in clear). */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['signup', 'verify', 'phone_change'] }).notNull(),
    subjectHash: text('subject_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    ...timestamps,
  },
  (t) => [index('two_factor_codes_subject_idx').on(t.purpose, t.subjectHash)],
);

/** Pending OpenID sign-ins: state, PKCE verifier and nonce stay on the server. */
export const ssoRequests = pgTable('sso_requests', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** Hash of the binding cookie set on the browser that started the sign-in. */
  bindingHash: text('binding_hash'),
  expiresAt: tstz('expires_at').notNull(),
  ...timestamps,
});
