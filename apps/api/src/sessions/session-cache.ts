import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createRedis, failFastRedisOptions } from '../redis-options.js';
import type { Actor } from './actor.js';

const channel = 'civicng:sessions';
/**
 * How long a looked-up session is trusted without asking the database again. Every revocation made
 * through the API or the CLI reaches every process at once, so the bound only matters for a change
 * that reaches the database by another road. Long where nothing else can write unannounced (one
 * PGlite process, or Redis to announce on); a minute where another process might (PostgreSQL
 * without Redis).
 */
const trustMs = { announced: 10 * 60_000, unannounced: 60_000 };
/** The message that makes every process forget an account's sessions. */
const userChanged = (userId: string) => `u:${userId}`;
/**
 * Redis delivers in order, so once a ping sent at time t is answered, every revocation published
 * before t has been applied here. The subscription is pinged every second, and memory is trusted
 * only while a ping sent in the last three seconds has been answered: a hung Redis (connected but
 * silent) or a stalled process falls back to the database instead of missing a revocation.
 */
const heartbeatMs = 1_000;
const confirmedForMs = 3_000;
const maxEntries = 200_000;

interface Entry {
  actor: Actor;
  until: number;
}

/**
 * This process's memory of live sessions, so a request needs no database round trip to know who
 * sent it. Revocation stays immediate: log-out, deletion, a password reset or a change of role or
 * verification forgets the session or the account here and, through Redis, on every other node.
 * With Redis configured but unreachable or silent, messages may be missed, so nothing is trusted
 * from memory until it answers again.
 */
export class SessionCache {
  private readonly byUser = new Map<string, Set<string>>();
  /** When full, the least recently used session goes (and then costs one database look-up). */
  private readonly entries = new LRUCache<string, Entry>({
    max: maxEntries,
    dispose: (entry, sessionId, reason) => {
      if (reason === 'evict') this.unindex(entry.actor.userId, sessionId);
    },
  });
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private readonly alone: boolean;
  private readonly ttlMs: number;
  /** When the latest answered ping was sent: every revocation published before it is applied. */
  private confirmedAt = -Infinity;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    redisUrl: string | undefined,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
    /** This process is the database's only writer (PGlite): nothing changes a session unannounced. */
    soleWriter = false,
  ) {
    this.alone = !redisUrl;
    this.ttlMs = redisUrl || soleWriter ? trustMs.announced : trustMs.unannounced;
    if (redisUrl) {
      // A log-out never waits long on a hung Redis: the publish gives up, and the other nodes
      // stop trusting their memory within seconds of the silence.
      this.publisher = createRedis(redisUrl, failFastRedisOptions(500));
      this.subscriber = createRedis(redisUrl);
      this.publisher.on('error', onError);
      this.subscriber.on('error', onError);
      // Messages published while the connection was down are lost: forget everything.
      const lost = () => {
        this.confirmedAt = -Infinity;
        this.clear();
      };
      this.subscriber.on('close', lost);
      this.subscriber.on('end', lost);
      this.subscriber.on('ready', () => {
        const sentAt = this.now();
        this.subscriber?.subscribe(channel).then(() => {
          this.clear();
          this.confirmedAt = sentAt;
        }, onError);
      });
      this.subscriber.on('message', (_channel, message: string) => this.apply(message));
      this.heartbeat = setInterval(() => {
        const sentAt = this.now();
        this.subscriber?.ping().then(
          () => {
            if (this.confirmedAt !== -Infinity)
              this.confirmedAt = Math.max(this.confirmedAt, sentAt);
          },
          () => {},
        );
      }, heartbeatMs);
      this.heartbeat.unref();
    }
  }

  private get trusted(): boolean {
    return this.alone || this.now() - this.confirmedAt < confirmedForMs;
  }

  /** The remembered actor of a live session, if it may be trusted. */
  get(sessionId: string, userId: string): Actor | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= this.now() || entry.actor.userId !== userId) {
      this.drop(sessionId);
      return undefined;
    }
    return entry.actor;
  }

  /** Remembers a session just confirmed by the database, no longer than it lives. */
  remember(actor: Actor, expiresAt: Date): void {
    if (!this.trusted) return;
    const until = Math.min(this.now() + this.ttlMs, expiresAt.getTime());
    this.entries.set(actor.sessionId, { actor, until });
    const mine = this.byUser.get(actor.userId) ?? new Set<string>();
    mine.add(actor.sessionId);
    this.byUser.set(actor.userId, mine);
  }

  /** Log-out of one session, here and on every node. */
  forgetSession(sessionId: string): Promise<void> {
    return this.broadcast(`s:${sessionId}`);
  }

  /** The account changed (deleted, signed out everywhere, verified, role): forget its sessions. */
  forgetUser(userId: string): Promise<void> {
    return this.broadcast(userChanged(userId));
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  private async broadcast(message: string): Promise<void> {
    this.apply(message);
    if (!this.publisher) return;
    try {
      await this.publisher.publish(channel, message);
    } catch (error) {
      // Other nodes may keep trusting the session until their entries expire: say so loudly.
      this.onError(error);
    }
  }

  private apply(message: string): void {
    const id = message.slice(2);
    if (message.startsWith('s:')) this.drop(id);
    else if (message.startsWith('u:')) {
      for (const sessionId of this.byUser.get(id) ?? []) this.entries.delete(sessionId);
      this.byUser.delete(id);
    }
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    this.entries.delete(sessionId);
    if (entry) this.unindex(entry.actor.userId, sessionId);
  }

  private unindex(userId: string, sessionId: string): void {
    const mine = this.byUser.get(userId);
    mine?.delete(sessionId);
    if (mine?.size === 0) this.byUser.delete(userId);
  }

  private clear(): void {
    this.entries.clear();
    this.byUser.clear();
  }
}

/** Tells every running API process to forget a user's sessions (for a CLI, which runs apart). */
export async function announceUserChange(redisUrl: string, userId: string): Promise<void> {
  const publisher = createRedis(redisUrl, { ...failFastRedisOptions(2_000), lazyConnect: true });
  try {
    await publisher.connect();
    await publisher.publish(channel, userChanged(userId));
  } finally {
    publisher.disconnect();
  }
}
