/**
 * Votes benchmark: one poll, N verified citizens, many concurrent clients on loopback.
 * Prints votes accepted per second, p50/p99 latency, the rate of a trivial JSON route of the same
 * server in the same run, their ratio, and checks the final counts against the accepted ballots.
 *
 *   npm run bench:votes                 # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://... npm run bench:votes
 *   BENCH_USERS=4000 BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:votes
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { createUser } from '../apps/api/src/test/factories.js';
import { createPoll } from '../apps/api/src/test/polls.js';
import { runLoad } from './load.js';

const users = Number(process.env.BENCH_USERS ?? 3000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_PORT ?? 4391);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const varDir = mkdtempSync(path.join(tmpdir(), 'civicng-bench-'));
const env = {
  VAR_DIR: varDir,
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
  // No corpus: first-start ingestion would compete with the load being measured.
  LAWS_DIR: path.join(varDir, 'no-laws'),
  FACTCHECKS_FILE: path.join(varDir, 'no-factchecks.jsonl'),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

async function seed() {
  const app = await buildApp(loadConfig(env), { logger: false, webDist: '/nonexistent' });
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
  await app.close();
  return { adminToken: admin.token, pollId, tokens };
}

function startServer() {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitReady() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

async function main() {
  console.log(`seeding ${users} verified citizens on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}...`);
  const { adminToken, pollId, tokens } = await seed();
  const server = startServer();
  try {
    await waitReady();
    const origin = `http://127.0.0.1:${port}`;
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
      await fetch(`http://127.0.0.1:${port}/api/polls`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { id: number; total_ballots: number; options: { voters: number }[] }[];
    const poll = polls.find((p) => p.id === pollId);
    const counted = poll?.options.reduce((sum, o) => sum + o.voters, 0) ?? -1;
    const accepted = statuses.get(200) ?? 0;
    const refused = statuses.get(409) ?? 0;
    const attempts = Math.min(next, tokens.length);
    const doubles = Math.max(0, next - tokens.length);
    const votesPerSecond = accepted / votes.seconds;
    const rows = [
      ['database', databaseUrl ? 'PostgreSQL' : 'PGlite'],
      ['citizens / connections / seconds', `${users} / ${connections} / ${seconds}`],
      ['votes accepted per second', votesPerSecond.toFixed(0)],
      ['ballot requests answered per second (accepted + refused)', votes.perSecond.toFixed(0)],
      ['vote latency p50 / p99 (ms)', `${votes.p50.toFixed(1)} / ${votes.p99.toFixed(1)}`],
      ['trivial JSON route req/s', trivial.perSecond.toFixed(0)],
      [
        'trivial route latency p50 / p99 (ms)',
        `${trivial.p50.toFixed(1)} / ${trivial.p99.toFixed(1)}`,
      ],
      ['votes / trivial ratio', (votesPerSecond / trivial.perSecond).toFixed(3)],
      ['ballots accepted (200)', String(accepted)],
      ['double ballots refused (409)', `${refused} of ${doubles}`],
      [
        'other answers',
        JSON.stringify(Object.fromEntries([...statuses].filter(([s]) => s !== 200 && s !== 409))),
      ],
      [
        'final counts == accepted',
        `${counted === accepted && poll?.total_ballots === accepted ? 'yes' : 'NO'} (${counted})`,
      ],
    ];
    console.log(`\n| figure | value |\n| --- | --- |`);
    for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
    const ok =
      counted === accepted &&
      poll?.total_ballots === accepted &&
      refused === doubles &&
      accepted === attempts;
    if (!ok) {
      console.error('\nCHECK FAILED: counts and answers do not agree');
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
