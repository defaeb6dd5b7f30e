/**
 * Fact-check search benchmark: GET /api/fact-check?query=... with a citizen's token, on a server
 * holding the fact-checks imported from the shared data folder, with concurrent clients cycling
 * through the queries of the evaluation files. Prints p50/p95 latency and searches per second.
 *
 *   npm run build -w apps/api && tsx bench/factcheck-search.ts
 *   BENCH_FC_CLIENTS=8 BENCH_FC_SECONDS=10 tsx bench/factcheck-search.ts
 */
import { sharedDataPath } from '../apps/api/src/paths.js';
import { readJsonLines, startCorpusServer, type CorpusServer } from './ask.js';
import { isMain, printTable, runLoad } from './load.js';

export interface FactCheckSearchFigures {
  queries: number;
  clients: number;
  seconds: number;
  /** The first search after start, which builds the search index (not counted below). */
  firstSearchMs: number;
  searches: number;
  searchesPerSecond: number;
  p50: number;
  p95: number;
  /** Answers that were not a 200 with a results list. */
  failed: number;
  /** Searches that found at least one fact-check. */
  withResults: number;
}

/** Measures searches on a server that already holds the imported fact-checks. */
export async function measureFactCheckSearch(
  server: CorpusServer,
  options: { clients?: number; seconds?: number; log?: (line: string) => void } = {},
): Promise<FactCheckSearchFigures> {
  const clients = options.clients ?? 8;
  const seconds = options.seconds ?? 10;
  const files = ['factcheck-eval-dev.jsonl', 'factcheck-eval-dev-hard.jsonl'].map((name) => {
    const file = sharedDataPath(name);
    if (!file) throw new Error(`needs ../shared/data/${name}`);
    return file;
  });
  const queries = files.flatMap((f) => readJsonLines<{ query: string }>(f).map((q) => q.query));
  if (queries.length === 0) throw new Error('no evaluation queries');
  let next = 0;
  const request = () => {
    const query = queries[next % queries.length] ?? '';
    const token = server.tokens[next % server.tokens.length] ?? '';
    next += 1;
    return {
      method: 'GET' as const,
      path: `/api/fact-check?query=${encodeURIComponent(query)}`,
      headers: { authorization: `Bearer ${token}` },
    };
  };
  let failed = 0;
  let withResults = 0;
  const onBody = (status: number, body: string) => {
    let results: unknown;
    try {
      results = (JSON.parse(body) as { results?: unknown }).results;
    } catch {
      results = undefined;
    }
    if (status !== 200 || !Array.isArray(results)) failed += 1;
    else if (results.length > 0) withResults += 1;
  };

  options.log?.('fact-check search: first search (builds the index)...');
  const warmUp = request();
  const t0 = performance.now();
  const res = await fetch(`${server.origin}${warmUp.path}`, warmUp);
  await res.text();
  const firstSearchMs = performance.now() - t0;
  if (res.status !== 200) throw new Error(`first search failed: ${res.status}`);
  next = 0;
  options.log?.(`fact-check search: measuring ${clients} clients for ${seconds} s...`);
  const load = await runLoad(server.origin, clients, seconds, request, { onBody });
  failed += load.statuses.get(0) ?? 0;
  return {
    queries: queries.length,
    clients,
    seconds,
    firstSearchMs,
    searches: load.completed,
    searchesPerSecond: load.perSecond,
    p50: load.p50,
    p95: load.p95,
    failed,
    withResults,
  };
}

if (isMain(import.meta.url)) {
  const log = (line: string) => console.log(line);
  const server = await startCorpusServer({ laws: false, factChecks: true, log });
  try {
    const f = await measureFactCheckSearch(server, {
      clients: Number(process.env.BENCH_FC_CLIENTS ?? 8),
      seconds: Number(process.env.BENCH_FC_SECONDS ?? 10),
      log,
    });
    console.log('');
    printTable(
      ['figure', 'value'],
      [
        [
          'fact-check import (first start, PGlite)',
          `${server.factChecks?.seconds.toFixed(1)} s (${server.factChecks?.stored} stored)`,
        ],
        ['first search (builds the index)', `${f.firstSearchMs.toFixed(0)} ms`],
        ['queries / clients / seconds', `${f.queries} / ${f.clients} / ${f.seconds}`],
        ['searches per second', f.searchesPerSecond.toFixed(0)],
        ['search latency p50 / p95 (ms)', `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)}`],
        ['searches / with results / failed', `${f.searches} / ${f.withResults} / ${f.failed}`],
      ],
    );
    if (f.failed > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
