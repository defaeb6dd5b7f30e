/**
 * The load generator as a process of its own, so its CPU is measured apart from the server's.
 * Reads a job (JSON file named on the command line), runs it, prints one JSON line of results.
 *
 *   node --import tsx bench/load-client.ts job.json
 */
import { readFileSync } from 'node:fs';
import { runLoad, type LoadRequest } from './load.js';

export interface LoadJob {
  origin: string;
  connections: number;
  seconds: number;
  /** trivial: GET /healthz; open: each token lists the live polls once; votes: each token votes. */
  kind: 'trivial' | 'open' | 'votes';
  pollId?: number;
  /** Path of a file with one bearer token per line. */
  tokensFile?: string;
}

export interface LoadJobResult {
  completed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  /** Requests started: for votes, how many ballots were sent. */
  started: number;
  /** CPU time of this process over the wall time (1 = one core busy). */
  cpuShare: number;
}

const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadJob;
const tokens = job.tokensFile
  ? readFileSync(job.tokensFile, 'utf8').split('\n').filter(Boolean)
  : [];
const choices = ['Yes', 'No', 'Not sure'];
let next = 0;
const request = (): LoadRequest => {
  const i = next;
  next += 1;
  if (job.kind === 'trivial') return { method: 'GET', path: '/healthz' };
  const authorization = `Bearer ${tokens[i % tokens.length] ?? ''}`;
  if (job.kind === 'open')
    return { method: 'GET', path: '/api/polls/active', headers: { authorization } };
  // Each citizen votes once; once all have, the same citizens try again and must be refused.
  return {
    method: 'POST',
    path: `/api/poll/${job.pollId ?? 0}/vote`,
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ option_title: choices[i % 3] }),
  };
};

const cpu0 = process.cpuUsage();
const t0 = performance.now();
const seconds = job.kind === 'open' ? 3600 : job.seconds;
// "open" ends once every token has been used once.
const result = await runLoad(job.origin, job.connections, seconds, () =>
  job.kind === 'open' && next >= tokens.length ? undefined : request(),
);
const cpu = process.cpuUsage(cpu0);
const wall = (performance.now() - t0) / 1000;
const out: LoadJobResult = {
  completed: result.completed,
  seconds: result.seconds,
  perSecond: result.perSecond,
  p50: result.p50,
  p99: result.p99,
  statuses: Object.fromEntries([...result.statuses].map(([s, n]) => [String(s), n])),
  started: next,
  cpuShare: (cpu.user + cpu.system) / 1e6 / wall,
};
console.log(JSON.stringify(out));
