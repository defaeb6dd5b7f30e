import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { redisAnswers, testRedisUrl } from '../../test/redis.js';
import { createUssdSessionStore, ussdSessionSeconds } from './ussd-session-store.js';

const state = { consumed: 1, screen: 'polls' as const, pollIds: [3, 1, 2] };

describe.each(dbKinds)('USSD sessions in the database (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  it('keeps a session for 180 s after its last screen, then forgets it', async () => {
    let now = Date.now();
    const store = createUssdSessionStore({
      db: database.db,
      commandTimeoutMs: 500,
      now: () => now,
    });
    expect(ussdSessionSeconds).toBe(180);
    await store.set('ATUid_clock', state);
    now += 179_000;
    expect(await store.get('ATUid_clock')).toEqual(state);
    // Each screen starts the three minutes again.
    await store.set('ATUid_clock', { ...state, consumed: 2 });
    now += 179_000;
    expect((await store.get('ATUid_clock'))?.consumed).toBe(2);
    now += 2_000;
    expect(await store.get('ATUid_clock')).toBeUndefined();
    expect(await store.get('ATUid_other')).toBeUndefined();
  });
});

describe.runIf(await redisAnswers())('USSD sessions in Redis', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.destroy());

  it('are shared through Redis, expire after 180 s and keep no session id in clear', async () => {
    // Two API nodes: each its own database fallback, one Redis.
    const store = createUssdSessionStore({
      db: database.db,
      redisUrl: testRedisUrl,
      commandTimeoutMs: 500,
    });
    const otherDatabase = await createTestDatabase('pglite');
    const other = createUssdSessionStore({
      db: otherDatabase.db,
      redisUrl: testRedisUrl,
      commandTimeoutMs: 500,
    });
    const id = `ATUid_redis_${Date.now()}`;
    const redis = new Redis(testRedisUrl);
    try {
      // Until their connections are up, nodes keep sessions in their own databases: write until
      // the other node reads it through Redis (keys of earlier runs may already be there).
      for (let i = 0; i < 50 && (await other.get(id)) === undefined; i += 1) {
        await store.set(id, state);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await other.get(id)).toEqual(state);
      const keys = await redis.keys('civicng:ussd:*');
      expect(keys.some((k) => k.includes(id))).toBe(false);
      const ttls = await Promise.all(keys.map((k) => redis.pttl(k)));
      expect(Math.max(...ttls)).toBeLessThanOrEqual(180_000);
      expect(Math.max(...ttls)).toBeGreaterThan(170_000);
    } finally {
      redis.disconnect();
      await store.close();
      await other.close();
      await otherDatabase.destroy();
    }
  });
});
