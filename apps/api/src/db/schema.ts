import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
const tstz = (name: string) => timestamp(name, { withTimezone: true });

// ---------- accounts ----------

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

// ---------- data rights (Nigeria Data Protection Act 2023) ----------

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

// ---------- feature phones (USSD and SMS) ----------

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

// ---------- polls and votes ----------

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

// ---------- law of the land ----------

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
    /** Questions a citizen might ask that the section answers, from the same note. */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    /** The note was written for another text of the section: shown with a warning, not used. */
    noteStale: boolean('note_stale').notNull().default(false),
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

// ---------- citizens engagement and fact checks ----------

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
