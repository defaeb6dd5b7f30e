import { Redis } from 'ioredis';
import { failFastRedisOptions } from '../../redis-options.js';
import type { Actor } from './sessions.js';

const channel = 'civicng:sessions';
/** How long a looked-up session is trusted without asking the database again. */
const ttlMs = 60_000;
/**
 * A Redis that hangs (connected but silent) could hold a revocation back: the subscription is
 * pinged this often, and memory is not trusted while a ping goes unanswered.
 */
const heartbeatMs = 1_000;
const maxEntries = 200_000;

interface Entry {
  actor: Actor;
  until: number;
}

/**
 * This process's memory of live sessions, so a request needs no database round trip to know who
 * sent it. Revocation stays immediate: log-out, deletion, a password reset or a change of role or
 * verification forgets the session or the account here and, through Redis, on every other node.
 * With Redis configured but unreachable, messages may be missed, so nothing is trusted from memory
 * until the subscription is back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private listening: boolean;
  private subscribed = false;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    redisUrl: string | undefined,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.listening = !redisUrl;
    if (redisUrl) {
      // A log-out never waits long on a hung Redis: the publish gives up, and the other nodes
      // stop trusting their memory within a heartbeat of the silence.
      this.publisher = new Redis(redisUrl, failFastRedisOptions(500));
      this.subscriber = new Redis(redisUrl);
      this.publisher.on('error', onError);
      this.subscriber.on('error', onError);
      const stopTrusting = () => {
        this.listening = false;
        this.clear();
      };
      const lost = () => {
        this.subscribed = false;
        stopTrusting();
      };
      this.subscriber.on('close', lost);
      this.subscriber.on('end', lost);
      this.subscriber.on('ready', () => {
        this.subscriber?.subscribe(channel).then(() => {
          // Anything revoked while we were away is unknown: start from an empty memory.
          this.subscribed = true;
          this.clear();
          this.listening = true;
        }, onError);
      });
      this.subscriber.on('message', (_channel, message: string) => this.apply(message));
      let answered = true;
      this.heartbeat = setInterval(() => {
        if (!answered) stopTrusting();
        answered = false;
        this.subscriber?.ping().then(
          () => {
            answered = true;
            // Back after a silence: whatever was revoked meanwhile is unknown, so start empty.
            if (!this.listening && this.subscribed) {
              this.clear();
              this.listening = true;
            }
          },
          () => {},
        );
      }, heartbeatMs);
      this.heartbeat.unref();
    }
  }

  /** The remembered actor of a live session, if it may be trusted. */
  get(sessionId: string, userId: string): Actor | undefined {
    if (!this.listening) return undefined;
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
    if (!this.listening) return;
    if (this.entries.size >= maxEntries) this.clear();
    const until = Math.min(this.now() + ttlMs, expiresAt.getTime());
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
    return this.broadcast(`u:${userId}`);
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
    if (entry) this.byUser.get(entry.actor.userId)?.delete(sessionId);
  }

  private clear(): void {
    this.entries.clear();
    this.byUser.clear();
  }
}
