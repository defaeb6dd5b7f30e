import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { FactCheckSearch } from './modules/factcheck/service.js';
import type { LawAssistant } from './modules/laws/assistant.js';
import type { BallotWriter } from './modules/polls/ballot-writer.js';
import type { SessionCache } from './modules/auth/session-cache.js';
import type { EventStreams } from './modules/polls/event-streams.js';
import type { LiveResults } from './modules/polls/live-results.js';
import type { IdentityRegister } from './providers/identity/identity-register.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { SmsSender } from './providers/sms/sms-sender.js';
import type { Secrets } from './security/secrets.js';

/** What services need from the outside world; built once in buildApp and passed down. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: Secrets;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityRegister;
  laws: LawAssistant;
  factChecks: FactCheckSearch;
  /** Group commit of ballots: many in one transaction, each answered after its commit. */
  ballots: BallotWriter;
  /** Sessions this process has confirmed, forgotten on every node when revoked. */
  sessions: SessionCache;
  /** This process's live results streams, so log-out and deletion can end them at once. */
  streams: EventStreams;
  /** Live counts: a ballot from any channel announces its poll's new counts to every viewer. */
  live: LiveResults;
  log: FastifyBaseLogger;
}
