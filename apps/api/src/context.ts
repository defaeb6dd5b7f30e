import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { EventStreams, SessionCache } from './sessions/index.js';
import type { IdentityRegister } from './providers/identity/identity-register.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { SmsSender } from './providers/sms/sms-sender.js';
import type { Secrets } from './security/secrets.js';

/**
 * What every module needs from the outside world; built once in buildApp and passed down. A
 * module that needs more declares it in its own context type (polls-context.ts, …), so this file
 * imports no module.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: Secrets;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityRegister;
  /** Sessions this process has confirmed, forgotten on every node when revoked. */
  sessions: SessionCache;
  /** This process's live results streams, so log-out and deletion can end them at once. */
  streams: EventStreams;
  log: FastifyBaseLogger;
}
