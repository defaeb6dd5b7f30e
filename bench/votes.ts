/**
 * Votes benchmark: one poll, N verified citizens seeded in bulk through SQL, a load generator in a
 * process of its own (its CPU share reported), Redis and live viewers connected as on election day.
 * Citizens open the app first (their token lists the live polls), as real clients do before they
 * vote; the trivial route is measured on a warm server. Prints votes accepted per second, p50/p99
 * latency, the trivial JSON route's rate in the same run, their ratio, and checks the final counts
 * against the accepted ballots.
 *
 *   npm run bench:votes                 # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://... npm run bench:votes
 *   BENCH_USERS=60000 BENCH_SECONDS=8 BENCH_CONNECTIONS=32 BENCH_BALLOTS=100000 npm run bench:votes
 *   BENCH_REDIS_URL=redis://127.0.0.1:6379 (default when that Redis answers; "off" for none)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { seedVerifiedCitizens } from '../apps/api/src/test/citizens.js';
import { createUser } from '../apps/api/src/test/factories.js';
import { createPoll } from '../apps/api/src/test/polls.js';
import { redisAnswers } from '../apps/api/src/test/redis.js';
import type { LoadJob, LoadJobResult } from './load-client.js';
import { benchServerEnv, freePort, isMain, printTable, startServer } from './load.js';

export interface VotesOptions {
  users?: number;
  seconds?: number;
  connections?: number;
  /** Ballots already in the table (another poll's) before the run. */
  ballots?: number;
  /** Viewers of the poll's live results during the run. */
  viewers?: number;
  /** PostgreSQL URL; PGlite in a temporary folder when absent. */
  databaseUrl?: string;
  /** Redis URL; none when absent. */
  redisUrl?: string;
  port?: number;
  log?: (line: string) => void;
}

export interface VotesFigures {
  database: 'PGlite' | 'PostgreSQL';
  redis: boolean;
  users: number;
  connections: number;
  seconds: number;
  seedSeconds: number;
  ballotsBefore: number;
  viewers: number;
  /** Count updates the viewers received during the run. */
  viewerUpdates: number;
  votesPerSecond: number;
  /** Accepted and refused ballots answered per second. */
  ballotRequestsPerSecond: number;
  p50: number;
  p99: number;
  trivialPerSecond: number;
  trivialP50: number;
  trivialP99: number;
  /** CPU share (1 = one core) of the load generator and of the server during the votes. */
  loadCpu: number;
  serverCpu: number;
  accepted: number;
  refused: number;
  doubles: number;
  attempts: number;
  /** Ballots counted by the poll's options, read back through the API. */
  counted: number;
  totalBallots: number;
  others: Record<string, number>;
  /** Counts equal accepted ballots, every double ballot refused, every first ballot accepted. */
  countsOk: boolean;
}

const secret = 'bench-secret-bench-secret-bench-secret-0000';

/** An admin and the poll through the API, then citizens, sessions and old ballots in bulk SQL. */
async function seed(env: Record<string, string>, users: number, ballots: number) {
  const app = await buildApp(loadConfig(env), { logger: false, webDist: '/nonexistent' });
  try {
    const admin = await createUser(app, { admin: true });
    const pollId = await createPoll(app, admin, {
      title: `Benchmark poll ${new Date().toISOString()}`,
    });
    const database = app.database;
    const tokens = await seedVerifiedCitizens(database, users, secret);
    if (ballots > 0) {
      const oldPoll = await createPoll(app, admin, { title: 'Earlier benchmark poll' });
      await database.rows(sql`
        with participation as (
          insert into poll_participations (poll_id, voter_hash)
          select ${oldPoll}, 'old-' || g from generate_series(1, ${ballots}) g
        ), tally as (
          insert into poll_ballot_tallies (poll_id, shard, ballots) values (${oldPoll}, 0, ${ballots})
        )
        insert into ballots (poll_id, receipt_code, option_ids)
        select ${oldPoll}, 'OLD-' || g, array[(select min(id) from poll_options where poll_id = ${oldPoll})]
        from generate_series(1, ${ballots}) g`);
    }
    // As autovacuum would on PostgreSQL after a bulk load.
    await database.rows(sql`analyze`);
    return { adminToken: admin.token, pollId, tokens };
  } finally {
    await app.close();
  }
}

/** Runs a load job in its own process and returns what it measured. */
function runJob(job: LoadJob, dir: string): Promise<LoadJobResult> {
  const file = path.join(dir, `job-${job.kind}.json`);
  writeFileSync(file, JSON.stringify(job));
  const client = new URL('./load-client.ts', import.meta.url).pathname;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', client, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load client exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadJobResult);
    });
  });
}

/** Viewers of the poll's live counts; returns what stops them and counts the updates. */
function watch(origin: string, pollId: number, tokens: string[]) {
  const controller = new AbortController();
  let updates = 0;
  for (const token of tokens) {
    void fetch(`${origin}/api/polls/${pollId}/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
      .then(async (res) => {
        for await (const chunk of res.body ?? []) {
          updates += (
            Buffer.from(chunk as Uint8Array)
              .toString()
              .match(/event: counts/g) ?? []
          ).length;
        }
      })
      .catch(() => {});
  }
  return {
    updates: () => updates,
    stop: () => controller.abort(),
  };
}

/** Seeds citizens and a poll, starts the built server and measures votes against a trivial route. */
export async function benchVotes(options: VotesOptions = {}): Promise<VotesFigures> {
  const users = options.users ?? 60_000;
  const seconds = options.seconds ?? 8;
  const connections = options.connections ?? 32;
  const ballotsBefore = options.ballots ?? 0;
  const viewers = options.viewers ?? 20;
  const databaseUrl = options.databaseUrl;
  const log = options.log ?? (() => {});
  const port = options.port ?? (await freePort());
  const varDir = mkdtempSync(path.join(tmpdir(), 'civicng-bench-'));
  const env = {
    ...benchServerEnv(varDir, port),
    // No corpus: first-start ingestion would compete with the load being measured.
    LAWS_DIR: path.join(varDir, 'no-laws'),
    FACTCHECKS_FILE: path.join(varDir, 'no-factchecks.jsonl'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    log(
      `votes: seeding ${users} verified citizens and ${ballotsBefore} old ballots on ${database}...`,
    );
    const seedStart = performance.now();
    const { adminToken, pollId, tokens } = await seed(env, users, ballotsBefore);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const tokensFile = path.join(varDir, 'tokens.txt');
    // The viewers are citizens too, but not among the voters.
    const voters = tokens.slice(0, tokens.length - viewers);
    writeFileSync(tokensFile, voters.join('\n'));
    const server = await startServer(env);
    try {
      const origin = server.origin;
      const job = { origin, connections, seconds, tokensFile, pollId };
      log('votes: warming the server, then every citizen opens the app...');
      await runJob({ ...job, kind: 'trivial', seconds: 2 }, varDir);
      await runJob({ ...job, kind: 'open' }, varDir);
      log(`votes: trivial route, ${connections} clients for ${Math.max(3, seconds / 2)} s...`);
      const trivial = await runJob(
        { ...job, kind: 'trivial', seconds: Math.max(3, seconds / 2) },
        varDir,
      );
      const viewing = watch(origin, pollId, tokens.slice(tokens.length - viewers));
      await new Promise((r) => setTimeout(r, 500));
      const viewerUpdatesBefore = viewing.updates();
      log(`votes: ${connections} clients voting for ${seconds} s, ${viewers} live viewers...`);
      const cpu0 = server.cpuSeconds();
      const votes = await runJob({ ...job, kind: 'votes' }, varDir);
      const serverCpu = (server.cpuSeconds() - cpu0) / votes.seconds;
      await new Promise((r) => setTimeout(r, 500));
      viewing.stop();
      const viewerUpdates = viewing.updates() - viewerUpdatesBefore;

      const polls = (await (
        await fetch(`${origin}/api/polls`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as { id: number; total_ballots: number; options: { voters: number }[] }[];
      const poll = polls.find((p) => p.id === pollId);
      const counted = poll?.options.reduce((sum, o) => sum + o.voters, 0) ?? -1;
      const totalBallots = poll?.total_ballots ?? -1;
      const accepted = votes.statuses['200'] ?? 0;
      const refused = votes.statuses['409'] ?? 0;
      const attempts = Math.min(votes.started, voters.length);
      const doubles = Math.max(0, votes.started - voters.length);
      return {
        database,
        redis: Boolean(options.redisUrl),
        users,
        connections,
        seconds,
        seedSeconds,
        ballotsBefore,
        viewers,
        viewerUpdates,
        votesPerSecond: accepted / votes.seconds,
        ballotRequestsPerSecond: votes.perSecond,
        p50: votes.p50,
        p99: votes.p99,
        trivialPerSecond: trivial.perSecond,
        trivialP50: trivial.p50,
        trivialP99: trivial.p99,
        loadCpu: votes.cpuShare,
        serverCpu,
        accepted,
        refused,
        doubles,
        attempts,
        counted,
        totalBallots,
        others: Object.fromEntries(
          Object.entries(votes.statuses).filter(([s]) => s !== '200' && s !== '409'),
        ),
        countsOk:
          counted === accepted &&
          totalBallots === accepted &&
          refused === doubles &&
          accepted === attempts,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(varDir, { recursive: true, force: true });
  }
}

export function printVotes(f: VotesFigures) {
  console.log('');
  printTable(
    ['figure', 'value'],
    [
      ['database', f.database],
      ['Redis', f.redis ? 'yes' : 'no'],
      ['citizens / connections / seconds', `${f.users} / ${f.connections} / ${f.seconds}`],
      ['seeding (s)', f.seedSeconds.toFixed(1)],
      ['ballots in the table before the run', String(f.ballotsBefore)],
      ['live viewers / count updates they received', `${f.viewers} / ${f.viewerUpdates}`],
      ['votes accepted per second', f.votesPerSecond.toFixed(0)],
      [
        'ballot requests answered per second (accepted + refused)',
        f.ballotRequestsPerSecond.toFixed(0),
      ],
      ['vote latency p50 / p99 (ms)', `${f.p50.toFixed(1)} / ${f.p99.toFixed(1)}`],
      ['trivial JSON route req/s', f.trivialPerSecond.toFixed(0)],
      [
        'trivial route latency p50 / p99 (ms)',
        `${f.trivialP50.toFixed(1)} / ${f.trivialP99.toFixed(1)}`,
      ],
      ['votes / trivial ratio', (f.votesPerSecond / f.trivialPerSecond).toFixed(3)],
      [
        'CPU during the votes: load generator / server (cores)',
        `${f.loadCpu.toFixed(2)} / ${f.serverCpu.toFixed(2)}`,
      ],
      ['ballots accepted (200)', String(f.accepted)],
      ['double ballots refused (409)', `${f.refused} of ${f.doubles}`],
      ['other answers', JSON.stringify(f.others)],
      [
        'final counts == accepted',
        `${f.counted === f.accepted && f.totalBallots === f.accepted ? 'yes' : 'NO'} (${f.counted})`,
      ],
    ],
  );
  if (!f.countsOk) console.error('\nCHECK FAILED: counts and answers do not agree');
}

if (isMain(import.meta.url)) {
  const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const figures = await benchVotes({
    users: Number(process.env.BENCH_USERS ?? 60_000),
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
    ballots: Number(process.env.BENCH_BALLOTS ?? 0),
    redisUrl: redis !== 'off' && (await redisAnswers(redis)) ? redis : undefined,
    port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    log: (line) => console.log(line),
  });
  printVotes(figures);
  if (!figures.countsOk) process.exitCode = 1;
}
