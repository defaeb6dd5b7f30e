/**
 * "Ask" benchmark: the Law of the Land assistant (offline answerer) answering the evaluation
 * questions through the HTTP API, POST /api/ask with a verified citizen's token, each streamed
 * answer read to its end, with a few concurrent clients. The law corpus is ingested once before
 * the server starts; that ingestion is timed as its own figure and not counted in the latency.
 *
 *   npm run build -w apps/api && tsx bench/ask.ts
 *   BENCH_ASK_CLIENTS=4 BENCH_ASK_SECONDS=15 tsx bench/ask.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { importFactCheckFile } from '../apps/api/src/modules/factcheck/import.js';
import { ingestLaws } from '../apps/api/src/modules/laws/ingest/ingest.js';
import { sharedDataPath } from '../apps/api/src/paths.js';
import { createUser } from '../apps/api/src/test/factories.js';
import {
  benchServerEnv,
  freePort,
  isMain,
  printTable,
  runLoad,
  startServer,
  type BenchServer,
} from './load.js';

/** Non-empty lines of a JSON Lines file. */
export function readJsonLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export interface CorpusServer extends BenchServer {
  /** Bearer tokens of verified citizens. */
  tokens: string[];
  /** The law corpus ingestion (what a first start does), when asked for. */
  laws?: { seconds: number; acts: number; entries: number };
  /** The fact-check import (what a first start does), when asked for. */
  factChecks?: { seconds: number; stored: number };
}

/**
 * A server on a fresh PGlite database holding the law corpus and/or the fact-checks of the shared
 * data folder. Both are loaded before the server starts, so the measurement never competes with
 * first-start ingestion, and each load is timed.
 */
export async function startCorpusServer(options: {
  laws: boolean;
  factChecks: boolean;
  users?: number;
  log?: (line: string) => void;
}): Promise<CorpusServer> {
  const log = options.log ?? (() => {});
  const lawsDir = sharedDataPath('laws');
  const factChecksFile = sharedDataPath('factchecks.jsonl');
  if (options.laws && !lawsDir) throw new Error('needs ../shared/data/laws');
  if (options.factChecks && !factChecksFile)
    throw new Error('needs ../shared/data/factchecks.jsonl');
  const varDir = mkdtempSync(path.join(tmpdir(), 'civicng-bench-'));
  const env = {
    ...benchServerEnv(varDir, await freePort()),
    // What is not loaded here stays empty: the server must not start loading it itself.
    LAWS_DIR: options.laws && lawsDir ? lawsDir : path.join(varDir, 'no-laws'),
    FACTCHECKS_FILE:
      options.factChecks && factChecksFile
        ? factChecksFile
        : path.join(varDir, 'no-factchecks.jsonl'),
  };
  const cleanUp = () => rmSync(varDir, { recursive: true, force: true });
  try {
    const app = await buildApp(loadConfig(env), { logger: false, webDist: '/nonexistent' });
    const loaded: Pick<CorpusServer, 'laws' | 'factChecks' | 'tokens'> = { tokens: [] };
    try {
      if (options.laws && lawsDir) {
        log('ingesting the law corpus (first-start ingestion, PGlite)...');
        const t0 = performance.now();
        const { results } = await ingestLaws(app.database.db, [lawsDir]);
        loaded.laws = {
          seconds: (performance.now() - t0) / 1000,
          acts: results.length,
          entries: results.reduce((n, r) => n + r.entries, 0),
        };
      }
      if (options.factChecks && factChecksFile) {
        log('importing the fact-checks...');
        const t0 = performance.now();
        const report = await importFactCheckFile(app.database.db, factChecksFile);
        loaded.factChecks = { seconds: (performance.now() - t0) / 1000, stored: report.stored };
      }
      for (let i = 0; i < (options.users ?? 8); i += 1) {
        loaded.tokens.push((await createUser(app, { verified: true })).token);
      }
    } finally {
      await app.close();
    }
    const server = await startServer(env);
    return {
      ...loaded,
      origin: server.origin,
      cpuSeconds: () => server.cpuSeconds(),
      stop: async () => {
        await server.stop();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

interface Question {
  id: string;
  question: string;
}

export interface AskFigures {
  questions: number;
  clients: number;
  seconds: number;
  /** The first answer after start, which builds the section index (not counted below). */
  firstAnswerMs: number;
  answers: number;
  answersPerSecond: number;
  p50: number;
  p95: number;
  /** Answers that were not a 200 with a non-empty body from the loaded library. */
  failed: number;
  /** Answers that link at least one section of an act. */
  citing: number;
}

const loadingNotice = 'The law library is still being loaded';

/** Measures answers on a server that already holds the law corpus. */
export async function measureAsk(
  server: CorpusServer,
  options: { clients?: number; seconds?: number; file?: string; log?: (line: string) => void } = {},
): Promise<AskFigures> {
  const clients = options.clients ?? 4;
  const seconds = options.seconds ?? 15;
  const file = options.file ?? sharedDataPath('chat-eval-dev.jsonl');
  if (!file) throw new Error('needs ../shared/data/chat-eval-dev.jsonl');
  const questions = readJsonLines<Question>(file);
  if (questions.length === 0) throw new Error(`no questions in ${file}`);
  let next = 0;
  const request = () => {
    const q = questions[next % questions.length];
    const token = server.tokens[next % server.tokens.length] ?? '';
    next += 1;
    return {
      method: 'POST' as const,
      path: '/api/ask',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_query: q?.question ?? '' }),
    };
  };
  let failed = 0;
  let citing = 0;
  const onBody = (status: number, body: string) => {
    if (status !== 200 || !body.trim() || body.includes(loadingNotice)) failed += 1;
    else if (/\/laws\/[a-z0-9-]+#s-/.test(body)) citing += 1;
  };

  options.log?.('ask: first answer (builds the section index)...');
  const warmUp = request();
  const t0 = performance.now();
  const res = await fetch(`${server.origin}${warmUp.path}`, warmUp);
  const firstBody = await res.text();
  const firstAnswerMs = performance.now() - t0;
  if (res.status !== 200 || firstBody.includes(loadingNotice)) {
    throw new Error(`first answer failed: ${res.status} ${firstBody.slice(0, 200)}`);
  }
  next = 0;
  options.log?.(`ask: measuring ${clients} clients for ${seconds} s...`);
  const load = await runLoad(server.origin, clients, seconds, request, { onBody });
  failed += load.statuses.get(0) ?? 0;
  return {
    questions: questions.length,
    clients,
    seconds,
    firstAnswerMs,
    answers: load.completed,
    answersPerSecond: load.perSecond,
    p50: load.p50,
    p95: load.p95,
    failed,
    citing,
  };
}

if (isMain(import.meta.url)) {
  const log = (line: string) => console.log(line);
  const server = await startCorpusServer({ laws: true, factChecks: false, log });
  try {
    const f = await measureAsk(server, {
      clients: Number(process.env.BENCH_ASK_CLIENTS ?? 4),
      seconds: Number(process.env.BENCH_ASK_SECONDS ?? 15),
      log,
    });
    console.log('');
    printTable(
      ['figure', 'value'],
      [
        [
          'law corpus ingestion (first start, PGlite)',
          `${server.laws?.seconds.toFixed(1)} s (${server.laws?.acts} acts, ${server.laws?.entries} entries)`,
        ],
        ['first answer (builds the section index)', `${f.firstAnswerMs.toFixed(0)} ms`],
        ['questions / clients / seconds', `${f.questions} / ${f.clients} / ${f.seconds}`],
        ['answers per second', f.answersPerSecond.toFixed(1)],
        ['answer latency p50 / p95 (ms)', `${f.p50.toFixed(0)} / ${f.p95.toFixed(0)}`],
        ['answers / citing a section / failed', `${f.answers} / ${f.citing} / ${f.failed}`],
      ],
    );
    if (f.failed > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
