import { Redis } from 'ioredis';

/** The local Redis the cross-node tests use (CI starts it). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at the URL; tests that need one are skipped without it. */
export async function redisAnswers(url = testRedisUrl): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1_000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
