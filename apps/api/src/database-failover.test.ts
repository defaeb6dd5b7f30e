import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedVerifiedCitizens } from './test/citizens.js';
import { clusterPossible, clusterUp, type Cluster } from './test/cluster.js';
import { readLedger, voteThroughFailover } from './test/failover-votes.js';
import { watchTotals } from './test/live-totals.js';
import { pollPayload } from './test/polls.js';
import { send, startReadyServer, tail, type ServerProcess } from './test/server-process.js';
import { serviceAvailable } from './test/services.js';
import { sleep, waitFor } from './test/wait.js';

// A cluster of its own (ports and folder apart from an operator's `npm run cluster:up`).
const place = {
  dir: '/tmp/civicng-cluster-test',
  pgPort: 6560,
  redisPort: 6410,
  sentinelPort: 26410,
};
const runnable = serviceAvailable(
  clusterPossible(),
  'the failover test needs pg_auto_failover and Redis Sentinel, or root to install them',
);
const secret = 'failover-test-secret-failover-test-secret-0123';
const admin = { email: 'failover-admin@example.ng', password: 'failover admin password' };

describe.runIf(runnable)('election day when a database or Redis server dies', () => {
  let cluster: Cluster;
  let servers: ServerProcess[] = [];
  let database: Database;
  let tokens: string[];
  let adminToken: string;

  beforeAll(async () => {
    cluster = await clusterUp(place);
    const env = {
      ...cluster.env,
      VAR_DIR: path.join(place.dir, 'var'),
      JWT_SECRET: secret,
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      LOG_LEVEL: 'info',
      LAWS_DIR: path.join(place.dir, 'no-laws'),
      FACTCHECKS_FILE: path.join(place.dir, 'no-factchecks.jsonl'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMITS: 'login=6/1m',
    };
    // Migrations and the citizens, through the same multi-host URL the servers are given.
    const seeder = await buildApp(loadConfig({ ...env, NODE_ENV: 'test' }), {
      logger: false,
      webDist: '/nonexistent',
    });
    tokens = await seedVerifiedCitizens(seeder.database, 20_000, secret);
    await seeder.close();
    for (let i = 0; i < 2; i += 1) servers.push((await startReadyServer(env, 60_000)).server);
    const login = await send(servers[0]?.origin ?? '', {
      method: 'POST',
      path: '/api/login/email',
      body: admin,
    });
    adminToken = (login.json() as { access_token: string }).access_token;
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    servers = [];
    await database?.close();
    await cluster?.down();
  }, 60_000);

  const newPoll = async () => {
    const created = await send(servers[0]?.origin ?? '', {
      method: 'POST',
      path: '/api/poll/create',
      token: adminToken,
      body: pollPayload({ results_visibility: 'live' }),
    });
    expect(created.status).toBe(201);
    return (created.json() as { id: number }).id;
  };

  it('loses no acknowledged ballot and counts none twice when the primary is killed mid-vote', async () => {
    const pollId = await newPoll();
    const run = await voteThroughFailover({
      origins: servers.map((s) => s.origin),
      tokens: tokens.slice(0, 18_000),
      pollId,
      clients: 8,
      seconds: 24,
      killAfterSeconds: 4,
      kill: () => cluster.killPrimary(),
    });
    // Read back on whichever server is the primary now.
    database = await openDatabase({ url: cluster.env.DATABASE_URL });
    const ledger = await readLedger(database, pollId, run.receipts);
    const figures = JSON.stringify({ ...run, receipts: run.receipts.length, ledger });
    console.log(`database failover: ${figures}`);
    expect(run.receipts.length, figures).toBeGreaterThan(100);
    expect(ledger.missing, figures).toBe(0);
    expect(ledger.doubleCounted, figures).toBe(0);
    expect(run.refusedFirstTime, figures).toBe(0);
    expect(run.others, figures).toEqual({});
    expect(run.hung, figures).toBe(0);
    expect(run.abandoned, figures).toBe(0);
    expect(run.secondsToNextAccepted, figures).toBeLessThan(30);
    // Votes are taken again after the failover, not only before it.
    expect(run.votesPerSecondAfter, figures).toBeGreaterThan(10);
    // Every ballot a citizen was told of is counted once, and the counts say so.
    expect(ledger.participations, figures).toBe(ledger.ballots);
    expect(ledger.tallied, figures).toBe(ledger.ballots);
    expect(ledger.ballots, figures).toBe(run.receipts.length + run.refusedAfterRetry);
    // Hundreds of 503s were logged with their reason; none names a citizen's session or account.
    const sessionIds = new Set(
      tokens.slice(0, 18_000).flatMap((token) => {
        const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
        return [claims.sid, claims.sub] as string[];
      }),
    );
    const lines = servers.flatMap((s) => s.lines);
    const leaks = lines.filter((l) =>
      (l.match(/[0-9a-f-]{36}/g) ?? []).some((id) => sessionIds.has(id)),
    );
    expect(lines.some((l) => l.includes('unavailable: answered 503'))).toBe(true);
    expect(leaks.slice(0, 2)).toEqual([]);
    const errors = lines.filter((l) => /"level":(5|6)0/.test(l));
    expect(errors, tail(errors)).toEqual([]);
  }, 180_000);

  it('keeps rate limits and live results when the Redis primary is killed', async () => {
    const pollId = await newPoll();
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // A viewer on one process, votes on the other: the counts cross through Redis.
    const viewer = watchTotals(b.origin, pollId, tokens[19_999] ?? '');
    const { totals } = viewer;
    const voteOn = (origin: string, citizen: number) =>
      send(origin, {
        method: 'POST',
        path: `/api/poll/${pollId}/vote`,
        token: tokens[18_000 + citizen] ?? '',
        body: { option_title: 'Yes' },
      });
    expect((await voteOn(a.origin, 0)).status).toBe(200);
    await waitFor(() => totals.includes(1), 5_000, 'the first ballot on the other process');

    await cluster.killRedisPrimary();
    const killedAt = Date.now();
    // Wrong passwords from one address, to both processes, through the outage and Sentinel's
    // promotion of the replica. While Redis is away each process counts on its own (at most
    // 6 each get through); once the new primary answers, the count is shared again, from what
    // the new primary holds (the gap's local counts are not carried over): at most 3 × 6 in all.
    const wrong = { email: admin.email, password: 'not the password at all' };
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const origin = i % 2 === 0 ? a.origin : b.origin;
      const answer = await send(origin, { method: 'POST', path: '/api/login/email', body: wrong });
      statuses.push(answer.status);
      await sleep(400);
    }
    const through = statuses.filter((s) => s === 401).length;
    expect(
      statuses.every((s) => s === 401 || s === 429),
      String(statuses),
    ).toBe(true);
    expect(through, String(statuses)).toBeLessThanOrEqual(18);
    expect(statuses.slice(-2), String(statuses)).toEqual([429, 429]);

    // Live results resume: a ballot on one process reaches the viewer on the other again.
    let reached = false;
    for (let citizen = 1; citizen <= 20 && !reached; citizen += 1) {
      expect((await voteOn(a.origin, citizen)).status).toBe(200);
      reached = await waitFor(() => totals.includes(citizen + 1), 1_500, 'the ballot').then(
        () => true,
        () => false,
      );
    }
    expect(reached, `totals seen: ${totals.join(',')}`).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    viewer.close();
  }, 120_000);
});
