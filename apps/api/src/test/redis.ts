import { Redis } from 'ioredis';
import { serviceAvailable } from './services.js';

/** The local Redis the cross-node tests use (CI starts it). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether a Redis answers PING at the URL; tests that need one are skipped without it, except
 * under CI=true, where its absence is an error.
 */
export async function redisAnswers(
  url = testRedisUrl,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  return serviceAvailable(await pongs(url), `Redis does not answer at ${url}`, env);
}

async function pongs(url: string): Promise<boolean> {
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
