import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.js';
import { redisAnswers } from '../test/redis.js';
import { waitFor } from '../test/wait.js';
import { announceUserChange, SessionCache } from './session-cache.js';
import type { Actor } from './actor.js';

const redisTarget = { host: '127.0.0.1', port: 6379 };
const redisReachable = await redisAnswers();
const tomorrow = () => new Date(Date.now() + 86_400_000);
let sessions = 0;
const actor = (): Actor => {
  sessions += 1;
  const id = String(sessions).padStart(12, '0');
  return {
    userId: `user-${id}`,
    sessionId: `00000000-0000-4000-8000-${id}`,
    role: 'user',
    identityVerified: true,
    identityHash: 'hash',
    policyAccepted: true,
  };
};
const until = (check: () => boolean, limitMs: number) => waitFor(check, limitMs, 'condition');

describe('the session memory of one process', () => {
  it('forgets a session on log-out and every session of an account that changed', () => {
    const cache = new SessionCache(undefined, () => {});
    const [a, b] = [actor(), actor()];
    const other = { ...actor(), userId: a.userId };
    for (const x of [a, b, other]) cache.remember(x, tomorrow());
    expect(cache.get(a.sessionId, a.userId)).toEqual(a);
    // A token whose subject is not the session's owner is not served from memory.
    expect(cache.get(a.sessionId, b.userId)).toBeUndefined();
    void cache.forgetSession(b.sessionId);
    expect(cache.get(b.sessionId, b.userId)).toBeUndefined();
    void cache.forgetUser(a.userId);
    expect(cache.get(a.sessionId, a.userId)).toBeUndefined();
    expect(cache.get(other.sessionId, other.userId)).toBeUndefined();
  });

  it('trusts a session no longer than a minute, nor past its expiry', () => {
    let now = Date.now();
    const cache = new SessionCache(
      undefined,
      () => {},
      () => now,
    );
    const [a, b] = [actor(), actor()];
    cache.remember(a, tomorrow());
    cache.remember(b, new Date(now + 5_000));
    now += 6_000;
    expect(cache.get(b.sessionId, b.userId)).toBeUndefined();
    expect(cache.get(a.sessionId, a.userId)).toEqual(a);
    now += 60_000;
    expect(cache.get(a.sessionId, a.userId)).toBeUndefined();
  });
});

describe.skipIf(!redisReachable)('the session memory of several nodes through Redis', () => {
  let proxy: FaultProxy;
  let nodeA: SessionCache;
  let nodeB: SessionCache;

  beforeAll(async () => {
    proxy = await startFaultProxy(redisTarget);
    nodeA = new SessionCache('redis://127.0.0.1:6379', () => {});
    nodeB = new SessionCache(`redis://${proxy.host}:${proxy.port}`, () => {});
    const probe = actor();
    await until(() => {
      nodeB.remember(probe, tomorrow());
      return nodeB.get(probe.sessionId, probe.userId) !== undefined;
    }, 5_000);
  });
  afterAll(async () => {
    nodeA?.close();
    nodeB?.close();
    await proxy?.close();
  });

  it('forgets on node B a session logged out on node A', async () => {
    const a = actor();
    nodeB.remember(a, tomorrow());
    await nodeA.forgetSession(a.sessionId);
    await until(() => nodeB.get(a.sessionId, a.userId) === undefined, 500);
  });

  it('forgets the sessions of an account that a CLI process changed', async () => {
    const a = actor();
    nodeA.remember(a, tomorrow());
    nodeB.remember(a, tomorrow());
    await announceUserChange('redis://127.0.0.1:6379', a.userId);
    await until(() => !nodeA.get(a.sessionId, a.userId) && !nodeB.get(a.sessionId, a.userId), 500);
  });

  it(
    'trusts nothing from memory while Redis hangs, and again once it answers',
    { timeout: 15_000 },
    async () => {
      const a = actor();
      nodeB.remember(a, tomorrow());
      proxy.setMode('hang');
      // A revocation published now would not reach B: B stops trusting within seconds.
      await until(() => nodeB.get(a.sessionId, a.userId) === undefined, 4_500);
      nodeB.remember(a, tomorrow());
      expect(nodeB.get(a.sessionId, a.userId)).toBeUndefined();
      proxy.setMode('pass');
      await until(() => {
        nodeB.remember(a, tomorrow());
        return nodeB.get(a.sessionId, a.userId) !== undefined;
      }, 3_000);
    },
  );

  it('trusts nothing from memory while Redis refuses connections', async () => {
    const a = actor();
    proxy.setMode('refuse');
    await until(() => {
      nodeB.remember(a, tomorrow());
      return nodeB.get(a.sessionId, a.userId) === undefined;
    }, 2_500);
    proxy.setMode('pass');
  });
});
