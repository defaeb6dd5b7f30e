import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/client.js';
import { dbKinds } from './test/databases.js';
import { createUser, type TestUser } from './test/factories.js';
import { pollPayload, storedChoices } from './test/polls.js';
import {
  createServerStore,
  send,
  startReadyServer,
  type ServerProcess,
  type ServerStore,
} from './test/server-process.js';
import { watchTotals } from './test/live-totals.js';
import { redisAnswers, testRedisUrl } from './test/redis.js';
import { sleep, waitFor } from './test/wait.js';

// A database of its own (rate-limit counters live there) so other files' log-ins do not count here.
const redisUrl = `${testRedisUrl.replace(/\/\d*$/, '')}/5`;
// Several processes need PostgreSQL and Redis: CI has both.
const runnable = dbKinds.includes('postgres') && (await redisAnswers(redisUrl));
if (runnable) {
  // Counters left by an earlier run in the same minute would refuse this run's log-ins.
  const client = new Redis(redisUrl);
  await client.flushdb();
  client.disconnect();
}
const admin = { email: 'processes-admin@example.ng', password: 'several processes password' };

async function environment(store: ServerStore, extra: Record<string, string> = {}) {
  return {
    ...store.env,
    REDIS_URL: redisUrl,
    JWT_SECRET: 'processes-test-secret-processes-test-secret-0123',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    LOG_LEVEL: 'info',
    LAWS_DIR: path.join(store.varDir, 'no-laws'),
    FACTCHECKS_FILE: path.join(store.varDir, 'no-factchecks.jsonl'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...extra,
  };
}

/** Verified citizens with sessions, written to the database before the servers start. */
async function seedCitizens(env: Record<string, string>, count: number): Promise<TestUser[]> {
  const seeder = await buildApp(loadConfig({ ...env, NODE_ENV: 'test' }), {
    logger: false,
    webDist: '/nonexistent',
  });
  try {
    const citizens: TestUser[] = [];
    while (citizens.length < count) {
      const batch = Math.min(20, count - citizens.length);
      citizens.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => createUser(seeder, { verified: true })),
        )),
      );
    }
    return citizens;
  } finally {
    await seeder.close();
  }
}

async function adminPoll(origin: string): Promise<{ token: string; pollId: number }> {
  const login = await send(origin, { method: 'POST', path: '/api/login/email', body: admin });
  expect(login.status).toBe(200);
  const token = (login.json() as { access_token: string }).access_token;
  const created = await send(origin, {
    method: 'POST',
    path: '/api/poll/create',
    token,
    body: pollPayload({ results_visibility: 'live' }),
  });
  expect(created.status).toBe(201);
  return { token, pollId: (created.json() as { id: number }).id };
}

describe.runIf(runnable)('two API processes on one PostgreSQL and one Redis', () => {
  let store: ServerStore;
  let a: ServerProcess;
  let b: ServerProcess;
  let citizens: TestUser[];

  beforeAll(async () => {
    store = await createServerStore('postgres');
    const env = await environment(store, { RATE_LIMITS: 'login=4/1m,login_account=50/1m' });
    citizens = await seedCitizens(env, 4);
    a = (await startReadyServer(env, 40_000)).server;
    b = (await startReadyServer(env, 40_000)).server;
  }, 90_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await store?.destroy();
  });

  it('shows a vote taken by one process to a viewer on the other', async () => {
    const { pollId } = await adminPoll(a.origin);
    const [viewer, voter] = citizens as [TestUser, TestUser];
    const stream = watchTotals(b.origin, pollId, viewer.token);
    await waitFor(() => stream.totals.includes(0), 5_000, 'the first counts');
    const ballot = await send(a.origin, {
      method: 'POST',
      path: `/api/poll/${pollId}/vote`,
      token: voter.token,
      body: { option_title: 'Yes' },
    });
    expect(ballot.status).toBe(200);
    expect(await waitFor(() => stream.totals.includes(1), 2_000, 'the vote')).toBeLessThan(2_000);
    stream.close();
  });

  it('ends a session on every process at once when it logs out on one', async () => {
    const citizen = citizens[2] as TestUser;
    const onB = () =>
      send(b.origin, { method: 'GET', path: '/api/polls/active', token: citizen.token });
    // B has seen the session, so it would remember it without asking the database.
    expect((await onB()).status).toBe(200);
    expect(
      (await send(a.origin, { method: 'GET', path: '/api/logout', token: citizen.token })).status,
    ).toBe(200);
    const after = await onB();
    expect(after.status).toBe(401);
  });

  it('counts a rate limit across the processes', async () => {
    const attempt = (server: ServerProcess) =>
      send(server.origin, {
        method: 'POST',
        path: '/api/login/email',
        body: { email: 'nobody@example.ng', password: 'wrong password here' },
      });
    const statuses: { on: 'a' | 'b'; status: number }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const on = i % 2 === 0 ? 'a' : 'b';
      statuses.push({ on, status: (await attempt(on === 'a' ? a : b)).status });
    }
    // Four log-ins a minute from one address (the administrator's among them), whichever process
    // took them: counted apart, the two would admit up to eight between them.
    const admitted = statuses.filter((s) => s.status === 401);
    expect(admitted.length).toBeLessThanOrEqual(3);
    expect(statuses.every((s) => s.status === 401 || s.status === 429)).toBe(true);
    expect(statuses.slice(-2).map((s) => s.status)).toEqual([429, 429]);
  });
});

/**
 * The API processes whose parent is `pid` (Linux /proc): those running the server, not the
 * esbuild service tsx may start beside them.
 */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server.ts')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(runnable)('WEB_CONCURRENCY=2 when one API process is SIGKILLed mid-load', () => {
  let store: ServerStore;
  let server: ServerProcess;
  let env: Record<string, string>;
  let citizens: TestUser[];

  beforeAll(async () => {
    store = await createServerStore('postgres');
    env = await environment(store, { WEB_CONCURRENCY: '2', RATE_LIMIT: 'off' });
    citizens = await seedCitizens(env, 160);
    server = (await startReadyServer(env, 60_000)).server;
    await server.waitForLine((l) => l.includes('started 2 API processes'), 10_000);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    for (const pid of server ? childrenOf(server.pid) : []) process.kill(pid, 'SIGKILL');
    await store?.destroy();
  });

  it('keeps every acknowledged vote, lets the cut-off clients retry on the other, counts exact', async () => {
    const { pollId } = await adminPoll(server.origin);
    const workers = childrenOf(server.pid);
    expect(workers).toHaveLength(2);
    const acknowledged = new Map<string, string>();
    let cutOff = 0;
    let refusedAfterRetry = 0;
    let killed = false;
    const queue = citizens.map((c, i) => ({
      citizen: c,
      option: ['Yes', 'No', 'Not sure'][i % 3] ?? 'Yes',
    }));
    const client = async () => {
      // A keep-alive connection, as a browser holds one: it stays on the process it reached.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let job = queue.shift(); job; job = queue.shift()) {
        let retried = false;
        for (;;) {
          try {
            const answer = await send(server.origin, {
              method: 'POST',
              path: `/api/poll/${pollId}/vote`,
              token: job.citizen.token,
              body: { option_title: job.option },
              agent,
              timeoutMs: 10_000,
            });
            if (answer.status === 200) {
              acknowledged.set(
                (answer.json() as { receipt_code: string }).receipt_code,
                job.option,
              );
            } else {
              // Only a ballot whose first try was cut off may find itself already counted.
              expect(answer.status).toBe(409);
              expect(retried).toBe(true);
              refusedAfterRetry += 1;
            }
            break;
          } catch {
            cutOff += 1;
            retried = true;
            await sleep(50);
          }
        }
        if (!killed && acknowledged.size >= 40) {
          killed = true;
          process.kill(workers[0] ?? 0, 'SIGKILL');
        }
        // No pause between a client's ballots: the other clients' requests are in flight when the
        // process dies (an idle keep-alive socket to it would be replaced without an error).
      }
      agent.destroy();
    };
    await Promise.all(Array.from({ length: 16 }, client));
    expect(killed).toBe(true);
    // Clients of the dead process saw their requests fail, and got their answer from the other.
    expect(cutOff).toBeGreaterThan(0);
    expect(acknowledged.size + refusedAfterRetry).toBe(citizens.length);
    await server.waitForLine((l) => l.includes('api process died: starting another'), 5_000);

    const database = await openConfiguredDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
    try {
      const choiceOf = await storedChoices(database, pollId);
      for (const [code, option] of acknowledged) expect(choiceOf.get(code)).toBe(option);
      // One ballot per citizen: the acknowledged ones and those whose answer was lost.
      expect(choiceOf.size).toBe(citizens.length);
      const [tally] = await database.rows<{
        ballots: number;
        voters: number;
        participations: number;
      }>(sql`
        select
          (select sum(ballots)::int from poll_ballot_tallies where poll_id = ${pollId}) as ballots,
          (select sum(t.voters)::int from poll_option_tallies t
            join poll_options o on o.id = t.option_id where o.poll_id = ${pollId}) as voters,
          (select count(*)::int from poll_participations where poll_id = ${pollId}) as participations`);
      expect(tally).toEqual({
        ballots: citizens.length,
        voters: citizens.length,
        participations: citizens.length,
      });
    } finally {
      await database.close();
    }
    console.log(
      `[processes] ${JSON.stringify({ acknowledged: acknowledged.size, cutOff, refusedAfterRetry })}`,
    );
  }, 120_000);
});

describe('WEB_CONCURRENCY on the embedded PGlite database', () => {
  it('runs one process and says why', async () => {
    const store = await createServerStore('pglite');
    const { server } = await startReadyServer(
      {
        ...store.env,
        WEB_CONCURRENCY: '3',
        LAWS_DIR: path.join(store.varDir, 'no-laws'),
        FACTCHECKS_FILE: path.join(store.varDir, 'no-factchecks.jsonl'),
      },
      40_000,
    );
    try {
      await server.waitForLine((l) => l.includes('belongs to one process'), 5_000);
      expect(childrenOf(server.pid)).toEqual([]);
    } finally {
      await server.stop();
      await store.destroy();
    }
  }, 60_000);
});
