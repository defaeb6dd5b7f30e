import { describe, expect, it } from 'vitest';
import { databaseKinds } from './databases.js';
import { redisAnswers } from './redis.js';
import { serviceAvailable } from './services.js';

// Port 1 refuses at once: a Redis that is not there.
const noRedis = 'redis://127.0.0.1:1';

describe('suites that need PostgreSQL or Redis', () => {
  it('run when the service is there, in CI or not', () => {
    expect(serviceAvailable(true, 'x', {})).toBe(true);
    expect(serviceAvailable(true, 'x', { CI: 'true' })).toBe(true);
  });

  it('skip without the service on a developer machine', async () => {
    expect(databaseKinds({})).toEqual(['pglite']);
    expect(databaseKinds({ TEST_DATABASE_URL: 'postgres://db/x' })).toEqual(['pglite', 'postgres']);
    await expect(redisAnswers(noRedis, {})).resolves.toBe(false);
    expect(serviceAvailable(false, 'x', { CI: 'false' })).toBe(false);
  });

  it('fail without the service under CI=true, saying what is missing', async () => {
    expect(() => databaseKinds({ CI: 'true' })).toThrow('CI=true but TEST_DATABASE_URL is not set');
    await expect(redisAnswers(noRedis, { CI: 'true' })).rejects.toThrow(
      `CI=true but Redis does not answer at ${noRedis}`,
    );
  });
});
