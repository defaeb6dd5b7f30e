import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ussdSessions } from '../../db/schema.js';
import { createRedis, failFastRedisOptions } from '../../redis-options.js';
import { sha256 } from '../../security/crypto.js';

/** What a USSD session remembers between screens. */
export interface UssdState {
  /** How many `*`-separated inputs of the gateway's `text` have been read. */
  consumed: number;
  screen: 'menu' | 'polls' | 'choose' | 'confirm' | 'results' | 'ask' | 'check' | 'language';
  /** The polls listed on the last list screen, in the order shown (numbers stay stable). */
  pollIds?: number[];
  page?: number;
  /** The page of the poll list a poll was chosen from, to go back to. */
  listPage?: number;
  pollId?: number;
  /** Option ids chosen so far. */
  picked?: number[];
}

export interface UssdSessionStore {
  get(sessionId: string): Promise<UssdState | undefined>;
  set(sessionId: string, state: UssdState): Promise<void>;
  close(): Promise<void>;
}

/** Telcos end a USSD session after about three minutes; ours ends with it. */
export const ussdSessionSeconds = 180;

// The gateway's session id is hashed: it is guessable on some networks.
const keyOf = (sessionId: string) => `civicng:ussd:${sha256(sessionId)}`;

/**
 * Sessions in Redis, shared by every node. A command Redis refuses or does not answer in time
 * goes to the database instead, so a session survives Redis being away (on that node).
 */
function redisStore(url: string, commandTimeoutMs: number, fallback: UssdSessionStore) {
  const redis = createRedis(url, failFastRedisOptions(commandTimeoutMs));
  redis.on('error', () => undefined);
  const store: UssdSessionStore = {
    async get(sessionId) {
      let text: string | null;
      try {
        text = await redis.get(keyOf(sessionId));
      } catch {
        return fallback.get(sessionId);
      }
      return text ? (JSON.parse(text) as UssdState) : fallback.get(sessionId);
    },
    async set(sessionId, state) {
      try {
        await redis.set(keyOf(sessionId), JSON.stringify(state), 'EX', ussdSessionSeconds);
      } catch {
        await fallback.set(sessionId, state);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
  return store;
}

function databaseStore(db: Db, now: () => number): UssdSessionStore {
  let sweptAt = 0;
  return {
    async get(sessionId) {
      const [row] = await db
        .select()
        .from(ussdSessions)
        .where(eq(ussdSessions.idHash, keyOf(sessionId)))
        .limit(1);
      return row && row.expiresAt.getTime() > now() ? (row.state as UssdState) : undefined;
    },
    async set(sessionId, state) {
      const expiresAt = new Date(now() + ussdSessionSeconds * 1000);
      await db
        .insert(ussdSessions)
        .values({ idHash: keyOf(sessionId), state, expiresAt })
        .onConflictDoUpdate({ target: ussdSessions.idHash, set: { state, expiresAt } });
      // Ended sessions are swept now and then rather than on every screen.
      if (now() - sweptAt > ussdSessionSeconds * 1000) {
        sweptAt = now();
        await db.delete(ussdSessions).where(lt(ussdSessions.expiresAt, new Date(now())));
      }
    },
    async close() {},
  };
}

/** Sessions in Redis when configured (shared by every node), else in the database. */
export function createUssdSessionStore(options: {
  db: Db;
  redisUrl?: string;
  commandTimeoutMs: number;
  now?: () => number;
}): UssdSessionStore {
  const database = databaseStore(options.db, options.now ?? Date.now);
  return options.redisUrl
    ? redisStore(options.redisUrl, options.commandTimeoutMs, database)
    : database;
}
