import { Redis, type RedisOptions } from 'ioredis';

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

const sentinelScheme = 'redis-sentinel:';

/**
 * A client for REDIS_URL: a `redis://` or `rediss://` server, or a primary that Redis Sentinel
 * watches and fails over, named as `redis-sentinel://<name>?sentinels=host:port,host:port`
 * (optionally `&password=`); ioredis asks the Sentinels where the primary is, and asks again
 * when it loses it (decision 013).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const parsed = new URL(url);
  if (parsed.protocol !== sentinelScheme) return new Redis(url, options);
  const sentinels = (parsed.searchParams.get('sentinels') ?? '')
    .split(',')
    .filter(Boolean)
    .map((address) => {
      const [host = '127.0.0.1', port = '26379'] = address.split(':');
      return { host, port: Number(port) };
    });
  return new Redis({
    ...options,
    name: parsed.hostname,
    sentinels,
    password: parsed.searchParams.get('password') ?? undefined,
    // Fail over promptly: try the Sentinels again soon after losing the primary.
    sentinelRetryStrategy: (times) => Math.min(times * 200, 1_000),
  });
}
