import { EventEmitter } from 'node:events';
import type { PollCountsEvent } from '@civicng/contracts';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { createRedis, failFastRedisOptions } from '../../redis-options.js';
import { currentCounts } from './repo.js';

const channel = 'civicng:poll-votes';
// Many ballots in a burst become one read and one message per poll per interval.
const flushIntervalMs = 200;

type Listener = (event: PollCountsEvent) => void;

/**
 * Fans a poll's new counts out to every connected viewer. A vote on any node is announced on
 * Redis (when configured) so viewers on every node hear it; counts are always read back from
 * the database, so what viewers see is what was committed.
 */
export class LiveResults {
  private readonly local = new EventEmitter();
  private readonly pending = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private readonly unpublished = new Set<number>();
  private publishTimer: NodeJS.Timeout | undefined;
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;

  constructor(
    private readonly db: Db,
    redisUrl: string | undefined,
    commandTimeoutMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.local.setMaxListeners(0);
    if (redisUrl) {
      // A vote never waits on Redis: a publish that fails or times out goes to this node's
      // viewers directly.
      this.publisher = createRedis(redisUrl, failFastRedisOptions(commandTimeoutMs));
      this.subscriber = createRedis(redisUrl);
      this.publisher.on('error', onError);
      this.subscriber.on('error', onError);
      void this.subscriber.subscribe(channel).catch(onError);
      this.subscriber.on('message', (_channel, message: string) => {
        const pollId = Number(message);
        if (Number.isInteger(pollId)) this.schedule(pollId);
      });
    }
  }

  /**
   * Call after a ballot has been committed. A burst of ballots becomes one message per poll per
   * interval: a publish per ballot would cost the vote path a sixth of its throughput.
   */
  announce(pollId: number): void {
    if (!this.publisher) {
      this.schedule(pollId);
      return;
    }
    this.unpublished.add(pollId);
    this.publishTimer ??= setTimeout(() => this.publish(), flushIntervalMs);
  }

  private publish(): void {
    this.publishTimer = undefined;
    const ids = [...this.unpublished];
    this.unpublished.clear();
    for (const pollId of ids) {
      this.publisher?.publish(channel, String(pollId)).catch((error: unknown) => {
        this.onError(error);
        this.schedule(pollId);
      });
    }
  }

  subscribe(pollId: number, listener: Listener): () => void {
    const name = `poll:${pollId}`;
    this.local.on(name, listener);
    return () => this.local.off(name, listener);
  }

  private schedule(pollId: number): void {
    this.pending.add(pollId);
    this.timer ??= setTimeout(() => void this.flush(), flushIntervalMs);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const ids = [...this.pending];
    this.pending.clear();
    for (const pollId of ids) {
      if (this.local.listenerCount(`poll:${pollId}`) === 0) continue;
      try {
        this.local.emit(`poll:${pollId}`, await currentCounts(this.db, pollId));
      } catch (error) {
        this.onError(error);
      }
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.publishTimer) clearTimeout(this.publishTimer);
    // disconnect, not quit: quit waits for an answer that a hung Redis never sends.
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
