import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { AppError } from '../errors.js';

/**
 * Five: the live polls screen opens one stream per results panel on screen, and a desktop shows a
 * few at once; five also leaves one of a browser's six HTTP/1.1 connections to the origin free.
 */
export const maxStreamsPerAccount = 5;

export const tooManyStreamsMessage = 'messages.tooManyLiveResults';

export interface EventStream {
  userId: string;
  sessionId: string;
  /** Writes a comment line, so proxies keep the connection and a dead one is noticed. */
  ping(): void;
  /** Ends the response and unregisters the stream; safe to call twice. */
  end(): void;
}

/**
 * The event streams open on this process, by account. A new stream beyond the cap is refused
 * rather than closing the oldest: the web client reopens a dropped stream, so closing the oldest
 * would have two tabs take turns dropping each other, while a 429 is not retried.
 */
export class EventStreams {
  private readonly byUser = new Map<string, Set<EventStream>>();
  private beat: NodeJS.Timeout | undefined;

  /** Runs the heartbeat every `seconds` until closeAll(); `onError` hears a failed session check. */
  startHeartbeat(
    seconds: number,
    liveSessions: (ids: string[]) => Promise<Set<string>>,
    onError: (error: unknown) => void,
  ): void {
    this.beat ??= setInterval(() => {
      this.heartbeat(liveSessions).catch(onError);
    }, seconds * 1000);
    this.beat.unref();
  }

  /** Registers a stream, or throws RATE_LIMITED at the cap; returns what unregisters it. */
  add(stream: EventStream): () => void {
    const mine = this.byUser.get(stream.userId) ?? new Set<EventStream>();
    if (mine.size >= maxStreamsPerAccount) {
      throw new AppError('RATE_LIMITED', tooManyStreamsMessage);
    }
    mine.add(stream);
    this.byUser.set(stream.userId, mine);
    return () => {
      mine.delete(stream);
      if (mine.size === 0 && this.byUser.get(stream.userId) === mine) {
        this.byUser.delete(stream.userId);
      }
    };
  }

  /** Ends, on this process, the streams of one session (log-out) or of one account (deletion). */
  closeStreamsOf(who: { sessionId: string } | { userId: string }): number {
    const matching =
      'userId' in who
        ? [...(this.byUser.get(who.userId) ?? [])]
        : [...this.byUser.values()].flatMap((set) =>
            [...set].filter((s) => s.sessionId === who.sessionId),
          );
    for (const stream of matching) stream.end();
    return matching.length;
  }

  /**
   * Pings every stream, then ends those whose session is no longer live: revoked, expired or its
   * account gone. Log-out on another node reaches this node's streams this way, within a beat.
   */
  async heartbeat(liveSessions: (ids: string[]) => Promise<Set<string>>): Promise<void> {
    const open = [...this.byUser.values()].flatMap((set) => [...set]);
    if (open.length === 0) return;
    for (const stream of open) stream.ping();
    const live = await liveSessions([...new Set(open.map((s) => s.sessionId))]);
    for (const stream of open) if (!live.has(stream.sessionId)) stream.end();
  }

  /** Ends every stream and the heartbeat: shutdown does not wait on open streams. */
  closeAll(): void {
    clearInterval(this.beat);
    this.beat = undefined;
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.end();
  }

  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }
}

/** Which of these sessions are neither revoked nor expired (a deleted account has none). */
export async function liveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids.slice(i, i + 1000)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
}
