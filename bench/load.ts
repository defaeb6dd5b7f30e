import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Pool } from 'undici';
import { serverEnv } from '../apps/api/src/test/server-process.js';

export interface LoadResult {
  completed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Map<number, number>;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  /** Reads each body as text to its end and hands it over (else the body is drained unread). */
  onBody?: (status: number, body: string) => void;
}

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `connections` clients in closed loops for `seconds`. No request starts after the deadline
 * and every started request is waited for, so each one's answer is known (nothing cut mid-flight).
 */
export async function runLoad(
  origin: string,
  connections: number,
  seconds: number,
  /** The next request to send; undefined ends that client's loop. */
  next: () => LoadRequest | undefined,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const request = next();
      if (!request) break;
      const t0 = performance.now();
      try {
        const res = await pool.request({
          method: request.method,
          path: request.path,
          headers: request.headers,
          body: request.body,
        });
        if (options.onBody) options.onBody(res.statusCode, await res.body.text());
        else await res.body.dump();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    completed: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses,
  };
}

export { freePort } from '../apps/api/src/test/ports.js';

/** Settings shared by every benchmark server: no rate limits, quiet logs, fixed secrets. */
export function benchServerEnv(varDir: string, port: number): Record<string, string> {
  return {
    VAR_DIR: varDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface BenchServer {
  origin: string;
  /** CPU seconds the server process has used so far (Linux /proc). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/api/dist/server.js) as its own process with `env` over this
 * process's environment (minus any LLM settings, so the offline answerer is measured), and waits
 * until /readyz answers.
 */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  // Only the given settings: an LLM or a database URL in the shell must not change what is measured.
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: new URL('..', import.meta.url),
    env: serverEnv(env),
    // Its logs go to stderr, leaving stdout to the figures.
    stdio: ['ignore', 2, 2],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };
  const origin = `http://127.0.0.1:${env.PORT ?? '3000'}`;
  try {
    await waitReady(origin, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  const cpuSeconds = () => {
    try {
      const fields = readFileSync(`/proc/${child.pid ?? 0}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ');
      // utime and stime, in clock ticks (100 per second on Linux).
      return (Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0)) / 100;
    } catch {
      return 0;
    }
  };
  return { origin, stop, cpuSeconds };
}

async function waitReady(origin: string, gone: () => boolean) {
  for (let i = 0; i < 150; i += 1) {
    if (gone()) throw new Error('server exited before it was ready');
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready in 30 s');
}

/** True when `moduleUrl` (import.meta.url) is the script node/tsx was started with. */
export const isMain = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;

/** Prints a markdown table. */
export function printTable(header: string[], rows: string[][]) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
