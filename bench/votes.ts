/**
 * Votes benchmark: one poll, N verified citizens, many concurrent clients on loopback.
 * Prints votes accepted per second, p50/p99 latency, the rate of a trivial JSON route of the same
 * server in the same run, their ratio, and checks the final counts against the accepted ballots.
 *
 *   npm run bench:votes                 # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://... npm run bench:votes
 *   BENCH_USERS=4000 BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:votes
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { createUser } from '../apps/api/src/test/factories.js';
import { createPoll } from '../apps/api/src/test/polls.js';
import { benchServerEnv, freePort, isMain, printTable, runLoad, startServer } from './load.js';

export interface VotesOptions {
  users?: number;
  seconds?: number;
  connections?: number;
  /** PostgreSQL URL; PGlite in a temporary folder when absent. */
  databaseUrl?: string;
  port?: number;
  log?: (line: string) => void;
}

export interface VotesFigures {
  database: 'PGlite' | 'PostgreSQL';
  users: number;
  connections: number;
  seconds: number;
  seedSeconds: number;
  votesPerSecond: number;
  /** Accepted and refused ballots answered per second. */
  ballotRequestsPerSecond: number;
  p50: number;
  p99: number;
  trivialPerSecond: number;
  trivialP50: number;
  trivialP99: number;
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

async function seed(env: Record<string, string>, users: number) {
  const app = await buildApp(loadConfig(env), { logger: false, webDist: '/nonexistent' });
  try {
    const admin = await createUser(app, { admin: true });
    const pollId = await createPoll(app, admin, {
      title: `Benchmark poll ${new Date().toISOString()}`,
      options: [{ title: 'Yes' }, { title: 'No' }, { title: 'Not sure' }],
    });
    const tokens: string[] = [];
    for (let i = 0; i < users; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, users - i) }, () => createUser(app, { verified: true })),
      );
      tokens.push(...batch.map((u) => u.token));
    }
    return { adminToken: admin.token, pollId, tokens };
  } finally {
    await app.close();
  }
}

/** Seeds citizens and a poll, starts the built server and measures votes against a trivial route. */
export async function benchVotes(options: VotesOptions = {}): Promise<VotesFigures> {
  const users = options.users ?? 3000;
  const seconds = options.seconds ?? 8;
  const connections = options.connections ?? 32;
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
  };
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    log(`votes: seeding ${users} verified citizens on ${database}...`);
    const seedStart = performance.now();
    const { adminToken, pollId, tokens } = await seed(env, users);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const server = await startServer(env);
    try {
      const origin = server.origin;
      log(`votes: measuring ${connections} clients for ${seconds} s...`);
      const trivial = await runLoad(origin, connections, Math.max(3, seconds / 2), () => ({
        method: 'GET',
        path: '/healthz',
      }));

      let next = 0;
      const votes = await runLoad(origin, connections, seconds, () => {
        // Each citizen votes once; once all have, the same citizens try again and must be refused.
        const token = tokens[next % tokens.length] ?? '';
        const choice = ['Yes', 'No', 'Not sure'][next % 3];
        next += 1;
        return {
          method: 'POST',
          path: `/api/poll/${pollId}/vote`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ option_title: choice }),
        };
      });
      const statuses = votes.statuses;

      const polls = (await (
        await fetch(`${origin}/api/polls`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as { id: number; total_ballots: number; options: { voters: number }[] }[];
      const poll = polls.find((p) => p.id === pollId);
      const counted = poll?.options.reduce((sum, o) => sum + o.voters, 0) ?? -1;
      const totalBallots = poll?.total_ballots ?? -1;
      const accepted = statuses.get(200) ?? 0;
      const refused = statuses.get(409) ?? 0;
      const attempts = Math.min(next, tokens.length);
      const doubles = Math.max(0, next - tokens.length);
      return {
        database,
        users,
        connections,
        seconds,
        seedSeconds,
        votesPerSecond: accepted / votes.seconds,
        ballotRequestsPerSecond: votes.perSecond,
        p50: votes.p50,
        p99: votes.p99,
        trivialPerSecond: trivial.perSecond,
        trivialP50: trivial.p50,
        trivialP99: trivial.p99,
        accepted,
        refused,
        doubles,
        attempts,
        counted,
        totalBallots,
        others: Object.fromEntries(
          [...statuses].filter(([s]) => s !== 200 && s !== 409).map(([s, n]) => [String(s), n]),
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
      ['citizens / connections / seconds', `${f.users} / ${f.connections} / ${f.seconds}`],
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
  const figures = await benchVotes({
    users: Number(process.env.BENCH_USERS ?? 3000),
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
    port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    log: (line) => console.log(line),
  });
  printVotes(figures);
  if (!figures.countsOk) process.exitCode = 1;
}
