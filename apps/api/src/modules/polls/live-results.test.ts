import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createPoll, vote } from '../../test/polls.js';
import { redisAnswers, testRedisUrl } from '../../test/redis.js';

interface Counts {
  poll_id: number;
  total_ballots: number;
  options: { id: number; voters: number }[];
}

/** Opens the SSE stream on a listening app and collects its count events. */
async function watch(baseUrl: string, pollId: number, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/polls/${pollId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: Counts[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) {
            events.push(JSON.parse(data) as Counts);
            waiters.splice(0).forEach((w) => w());
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async (predicate: (e: Counts) => boolean, ms: number) => {
    const started = Date.now();
    while (!events.some(predicate)) {
      const left = ms - (Date.now() - started);
      if (left <= 0)
        throw new Error(`no matching event within ${ms} ms: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
    return Date.now() - started;
  };
  return { events, until, close: () => controller.abort() };
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('live results over Server-Sent Events', () => {
  let database: TestDatabase;
  let app: App;
  let url: string;
  let admin: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database);
    url = await listen(app);
    admin = await createUser(app, { admin: true });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('pushes new counts to a viewer within a second of a vote', async () => {
    const pollId = await createPoll(app, admin, { results_visibility: 'live' });
    const viewer = await createUser(app, { verified: true });
    const stream = await watch(url, pollId, viewer.token);
    await stream.until((e) => e.total_ballots === 0, 2000);
    await vote(app, await createUser(app, { verified: true }), pollId, 'No');
    const waited = await stream.until((e) => e.total_ballots === 1, 1000);
    expect(waited).toBeLessThan(1000);
    const last = stream.events.at(-1)!;
    expect(last.options.map((o) => o.voters)).toEqual([0, 1, 0]);
    stream.close();
  });

  it('refuses the stream while the results are hidden from the viewer', async () => {
    const pollId = await createPoll(app, admin, { results_visibility: 'after_close' });
    const viewer = await createUser(app, { verified: true });
    const res = await fetch(`${url}/api/polls/${pollId}/events`, {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(res.status).toBe(403);
  });
});

const redisUrl = testRedisUrl;
const redisReachable = await redisAnswers();

describe.skipIf(!process.env.TEST_DATABASE_URL || !redisReachable)(
  'live results across two API nodes (PostgreSQL + Redis)',
  () => {
    let database: TestDatabase;
    let nodeA: App;
    let nodeB: App;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      nodeA = await createTestApp(database, { REDIS_URL: redisUrl });
      nodeB = await createTestApp(database, { REDIS_URL: redisUrl });
    });
    afterAll(async () => {
      await nodeA.close();
      await nodeB.close();
      await database.destroy();
    });

    it('a vote taken by node A reaches a viewer connected to node B', async () => {
      const urlB = await listen(nodeB);
      const admin = await createUser(nodeA, { admin: true });
      const pollId = await createPoll(nodeA, admin, { results_visibility: 'live' });
      const viewer = await createUser(nodeB, { verified: true });
      const stream = await watch(urlB, pollId, viewer.token);
      await stream.until((e) => e.total_ballots === 0, 2000);
      await vote(nodeA, await createUser(nodeA, { verified: true }), pollId, 'Yes');
      const waited = await stream.until((e) => e.total_ballots === 1, 1000);
      expect(waited).toBeLessThan(1000);
      stream.close();
    });
  },
);
