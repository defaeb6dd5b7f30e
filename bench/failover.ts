/**
 * Failover benchmark: the local highly available set (`scripts/cluster.sh`: pg_auto_failover
 * monitor, primary and synchronous standby; Redis with Sentinel), two API processes on it, citizens
 * voting, and the PostgreSQL primary killed (SIGKILL, keeper and postmaster) in the middle. Prints
 * what election day would notice: acknowledged ballots, any missing after the failover, seconds
 * until ballots are accepted again, hung requests, 5xx answers, double counts, and the vote rate
 * and p99 before and after.
 *
 *   npm run bench:failover
 *   BENCH_USERS=50000 BENCH_CONNECTIONS=32 BENCH_SECONDS=20 BENCH_KILL_AFTER=6 npm run bench:failover
 */
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { seedVerifiedCitizens } from '../apps/api/src/test/citizens.js';
import { clusterUp } from '../apps/api/src/test/cluster.js';
import { createUser } from '../apps/api/src/test/factories.js';
import { readLedger, voteThroughFailover } from '../apps/api/src/test/failover-votes.js';
import { createPoll } from '../apps/api/src/test/polls.js';
import { benchServerEnv, freePort, printTable, startServer, type BenchServer } from './load.js';

const users = Number(process.env.BENCH_USERS ?? 50_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const killAfter = Number(process.env.BENCH_KILL_AFTER ?? 6);
const place = {
  dir: process.env.CLUSTER_DIR ?? '/tmp/civicng-cluster-bench',
  pgPort: Number(process.env.CLUSTER_PG_PORT ?? 6580),
  redisPort: Number(process.env.CLUSTER_REDIS_PORT ?? 6430),
  sentinelPort: Number(process.env.CLUSTER_SENTINEL_PORT ?? 26430),
};

console.log('failover: starting the cluster (monitor, primary, synchronous standby, Sentinels)...');
const cluster = await clusterUp(place);
const servers: BenchServer[] = [];
try {
  const base = {
    ...cluster.env,
    LAWS_DIR: path.join(place.dir, 'no-laws'),
    FACTCHECKS_FILE: path.join(place.dir, 'no-factchecks.jsonl'),
  };
  console.log(`failover: seeding ${users} verified citizens...`);
  const serverBase = benchServerEnv(path.join(place.dir, 'seed'), 0);
  const seedEnv = { ...serverBase, ...base };
  const seeder = await buildApp(loadConfig({ ...seedEnv, NODE_ENV: 'test' }), {
    logger: false,
    webDist: '/nonexistent',
  });
  const admin = await createUser(seeder, { admin: true });
  const pollId = await createPoll(seeder, admin, { title: 'Failover benchmark poll' });
  const tokens = await seedVerifiedCitizens(seeder.database, users, serverBase.JWT_SECRET ?? '');
  await seeder.close();
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    servers.push(
      await startServer({ ...benchServerEnv(path.join(place.dir, `api-${i}`), port), ...base }),
    );
  }
  console.log(
    `failover: ${connections} clients voting for ${seconds} s on two API processes; the primary dies at ${killAfter} s...`,
  );
  const run = await voteThroughFailover({
    origins: servers.map((s) => s.origin),
    tokens,
    pollId,
    clients: connections,
    seconds,
    killAfterSeconds: killAfter,
    kill: () => cluster.killPrimary(),
  });
  const database = await openDatabase({ url: cluster.env.DATABASE_URL });
  const ledger = await readLedger(database, pollId, run.receipts);
  await database.close();
  console.log('');
  printTable(
    ['figure', 'value'],
    [
      ['acknowledged ballots', String(run.receipts.length)],
      ['acknowledged ballots missing after failover', String(ledger.missing)],
      [
        "seconds from the primary's death to the next accepted ballot",
        run.secondsToNextAccepted.toFixed(1),
      ],
      ['hung requests (no answer in 10 s)', String(run.hung)],
      ['5xx answers during the failover', String(run.serverErrorsDuringFailover)],
      ['503 answers in all', String(run.serverErrors)],
      ['other answers', JSON.stringify(run.others)],
      ['connection failures', String(run.connectionErrors)],
      ['double-counted ballots', String(ledger.doubleCounted)],
      ['ballots counted once after a lost answer (409 on retry)', String(run.refusedAfterRetry)],
      ['ballots refused on a first attempt', String(run.refusedFirstTime)],
      ['ballots given up on', String(run.abandoned)],
      ['votes per second before the failover', run.votesPerSecondBefore.toFixed(0)],
      ['votes per second after the failover', run.votesPerSecondAfter.toFixed(0)],
      [
        'vote p50 / p99 (ms, first attempt to 200)',
        `${run.p50.toFixed(1)} / ${run.p99.toFixed(1)}`,
      ],
      [
        'ballots / participations / tallied on the new primary',
        `${ledger.ballots} / ${ledger.participations} / ${ledger.tallied}`,
      ],
    ],
  );
  const ok =
    run.receipts.length > 0 &&
    ledger.missing === 0 &&
    ledger.doubleCounted === 0 &&
    run.hung === 0 &&
    Object.keys(run.others).length === 0 &&
    run.secondsToNextAccepted < 30;
  if (!ok) {
    console.error(
      '\nCHECK FAILED: a ballot lost, counted twice, a hung request or a slow failover',
    );
    process.exitCode = 1;
  }
} finally {
  for (const server of servers) await server.stop();
  await cluster.down();
}
