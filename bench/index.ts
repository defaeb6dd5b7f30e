/**
 * All benchmarks in one run, printed as one table with the machine they ran on:
 * votes (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set), the law assistant's answers,
 * fact-check search, and the first-screen page weight and paint time of the built web app.
 *
 *   npm run bench                     # builds first, then runs everything (~3 minutes)
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 *
 * Progress and server logs go to stderr, the table to stdout. A benchmark that fails shows as
 * failed in the table and the others still run; the exit code is then 1.
 */
import { cpus, platform, release, arch, totalmem } from 'node:os';
import { measureAsk, startCorpusServer, type CorpusServer } from './ask.js';
import { measureFactCheckSearch } from './factcheck-search.js';
import { printTable } from './load.js';
import { benchFirstScreenPaint, paintConditions } from './first-screen-paint.js';
import { measurePageWeight } from './page-weight.js';
import { lcpBudgetMs } from './phone-network.js';
import { benchVotes } from './votes.js';

type Row = [benchmark: string, figure: string, value: string, unit: string];

const rows: Row[] = [];
let failures = 0;
const log = (line: string) => process.stderr.write(`${line}\n`);
const fixed = (x: number, digits: number) => x.toFixed(digits);

/** Runs one benchmark; a throw or a time-out becomes a "failed" row and the run goes on. */
async function section(benchmark: string, limitSeconds: number, run: () => Promise<Row[]>) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${limitSeconds} s`)),
        limitSeconds * 1000,
      );
    });
    rows.push(...(await Promise.race([run(), timeout])));
  } catch (error) {
    failures += 1;
    const message = error instanceof Error ? error.message : String(error);
    log(`${benchmark} FAILED: ${error instanceof Error ? (error.stack ?? message) : message}`);
    rows.push([benchmark, 'FAILED', message.split('\n')[0]?.slice(0, 120) ?? '', '']);
  } finally {
    clearTimeout(timer);
    log(`${benchmark}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}

const env = process.env;
const votesOptions = {
  users: Number(env.BENCH_USERS ?? 60_000),
  seconds: Number(env.BENCH_SECONDS ?? 8),
  connections: Number(env.BENCH_CONNECTIONS ?? 32),
  log,
};

async function votes(databaseUrl?: string): Promise<Row[]> {
  const f = await benchVotes({ ...votesOptions, databaseUrl });
  const name = `votes (${f.database})`;
  if (!f.countsOk) failures += 1;
  return [
    [name, 'load', `${f.users} citizens, ${f.connections} clients, ${f.seconds} s`, ''],
    [name, 'votes accepted', fixed(f.votesPerSecond, 0), 'votes/s'],
    [
      name,
      'ballot requests answered (accepted + refused doubles)',
      fixed(f.ballotRequestsPerSecond, 0),
      'req/s',
    ],
    [name, 'vote latency p50', fixed(f.p50, 1), 'ms'],
    [name, 'vote latency p99', fixed(f.p99, 1), 'ms'],
    [name, 'trivial JSON route (/healthz), same server', fixed(f.trivialPerSecond, 0), 'req/s'],
    [name, 'votes / trivial route', fixed(f.votesPerSecond / f.trivialPerSecond, 3), 'ratio'],
    [
      name,
      'final counts == accepted ballots, doubles refused',
      `${f.countsOk ? 'yes' : 'NO'} (${f.accepted} accepted, ${f.refused} of ${f.doubles} doubles refused)`,
      '',
    ],
  ];
}

const machine = () => {
  const cpu = cpus();
  return [
    `CPU: ${cpu[0]?.model.trim() ?? 'unknown'}, ${cpu.length} cores`,
    `RAM: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `OS: ${platform()} ${release()} ${arch()}`,
    `Node ${process.version}`,
  ].join('; ');
};

const started = performance.now();
log(`machine: ${machine()}`);

await section('votes (PGlite)', 150, () => votes());
const pgUrl = env.BENCH_DATABASE_URL;
if (pgUrl) await section('votes (PostgreSQL)', 150, () => votes(pgUrl));

let corpus: CorpusServer | undefined;
try {
  await section('corpus (first-start loading)', 150, async () => {
    corpus = await startCorpusServer({ laws: true, factChecks: true, log });
    const { laws, factChecks } = corpus;
    return [
      [
        'corpus (first-start loading)',
        `law corpus ingestion, PGlite (${laws?.acts} acts, ${laws?.entries} entries)`,
        fixed(laws?.seconds ?? NaN, 1),
        's',
      ],
      [
        'corpus (first-start loading)',
        `fact-check import, PGlite (${factChecks?.stored} fact-checks)`,
        fixed(factChecks?.seconds ?? NaN, 1),
        's',
      ],
    ];
  });

  await section('ask (law assistant, offline answerer)', 120, async () => {
    if (!corpus) throw new Error('no server with the corpus');
    const f = await measureAsk(corpus, {
      clients: Number(env.BENCH_ASK_CLIENTS ?? 4),
      seconds: Number(env.BENCH_ASK_SECONDS ?? 15),
      log,
    });
    const name = 'ask (law assistant, offline answerer)';
    if (f.failed > 0) failures += 1;
    return [
      [name, 'load', `${f.questions} eval questions, ${f.clients} clients, ${f.seconds} s`, ''],
      [name, 'first answer (builds the section index)', fixed(f.firstAnswerMs, 0), 'ms'],
      [name, 'answers (streamed body read to its end)', fixed(f.answersPerSecond, 1), 'answers/s'],
      [name, 'answer latency p50', fixed(f.p50, 0), 'ms'],
      [name, 'answer latency p95', fixed(f.p95, 0), 'ms'],
      [name, 'answers citing a section / failed', `${f.citing} of ${f.answers} / ${f.failed}`, ''],
    ];
  });

  await section('fact-check search', 90, async () => {
    if (!corpus) throw new Error('no server with the fact-checks');
    const f = await measureFactCheckSearch(corpus, {
      clients: Number(env.BENCH_FC_CLIENTS ?? 8),
      seconds: Number(env.BENCH_FC_SECONDS ?? 10),
      log,
    });
    const name = 'fact-check search';
    if (f.failed > 0) failures += 1;
    return [
      [name, 'load', `${f.queries} eval queries, ${f.clients} clients, ${f.seconds} s`, ''],
      [name, 'first search (builds the index)', fixed(f.firstSearchMs, 0), 'ms'],
      [name, 'searches', fixed(f.searchesPerSecond, 0), 'req/s'],
      [name, 'search latency p50', fixed(f.p50, 1), 'ms'],
      [name, 'search latency p95', fixed(f.p95, 1), 'ms'],
      [
        name,
        'searches with results / failed',
        `${f.withResults} of ${f.searches} / ${f.failed}`,
        '',
      ],
    ];
  });
} finally {
  await corpus?.stop();
}

await section('page weight (first screen, gzip -9)', 60, async () => {
  const weights = await measurePageWeight();
  const name = 'page weight (first screen, gzip -9)';
  return weights.flatMap((w): Row[] => [
    [name, `${w.screen}: JavaScript (${w.jsFiles} files)`, fixed(w.jsGzipBytes / 1000, 1), 'kB'],
    [name, `${w.screen}: CSS`, fixed(w.cssGzipBytes / 1000, 1), 'kB'],
  ]);
});

await section('first-screen paint (phone network)', 180, async () => {
  const figures = await benchFirstScreenPaint(log);
  const name = `first-screen paint (${paintConditions})`;
  if (figures.some((f) => f.medianMs > lcpBudgetMs)) failures += 1;
  return figures.flatMap((f): Row[] => [
    [name, `${f.screen}: LCP median of ${f.loads} cold loads`, fixed(f.medianMs, 0), 'ms'],
    [name, `${f.screen}: LCP slowest`, fixed(f.slowestMs, 0), 'ms'],
  ]);
});

const total = (performance.now() - started) / 1000;
console.log(`\nMachine: ${machine()}`);
console.log(
  `Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${total.toFixed(0)} s (build not counted)\n`,
);
printTable(['benchmark', 'figure', 'value', 'unit'], rows);
process.exit(failures > 0 ? 1 : 0);
