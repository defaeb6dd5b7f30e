import type { RedisOptions } from 'ioredis';

/**
 * Options for a Redis connection that a request may wait on: fail at once while Redis is down
 * (nothing queues in memory) and within the command timeout while it hangs, so callers can fall
 * back (in-process rate counts, local live results) instead of hanging.
 */
export const failFastRedisOptions = (commandTimeoutMs: number): RedisOptions => ({
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: commandTimeoutMs,
  connectTimeout: 2_000,
});
