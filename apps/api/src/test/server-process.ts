import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configVariables } from '../config.js';
import { apiRoot, sharedDataPath } from '../paths.js';
import { createThrowawayDatabase, type DbKind } from './databases.js';
import { freePort } from './ports.js';

/**
 * The real server as a separate process, run from source (`node --import tsx src/server.ts`), for
 * tests that kill it, signal it and start it again on the same database.
 */

export interface ServerStore {
  /** VAR_DIR (PGlite files under VAR_DIR/db) and, for PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  varDir: string;
  /** Drops the throwaway database and deletes the folder. */
  destroy(): Promise<void>;
}

/** A fresh runtime folder and, for PostgreSQL, a throwaway database a server process can own. */
export async function createServerStore(kind: DbKind): Promise<ServerStore> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'civicng-process-'));
  if (kind === 'pglite') {
    return { env: { VAR_DIR: varDir }, varDir, destroy: () => rm(varDir, { recursive: true }) };
  }
  const throwaway = await createThrowawayDatabase('civicng_p');
  return {
    env: { VAR_DIR: varDir, DATABASE_URL: throwaway.url },
    varDir,
    destroy: async () => {
      await throwaway.drop();
      await rm(varDir, { recursive: true });
    },
  };
}

/** A folder with a few acts of the shared law texts, small enough to ingest in about a second. */
export async function smallLawLibrary(dir: string, acts: string[]): Promise<string> {
  const source = sharedDataPath('laws');
  if (!source) throw new Error('the shared law texts (../shared/data/laws) are missing');
  await mkdir(dir, { recursive: true });
  for (const act of acts) await copyFile(path.join(source, act), path.join(dir, act));
  return dir;
}

/**
 * Every configuration variable unset (so the developer's own environment does not leak in), then
 * the given ones.
 */
export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const cleared = Object.fromEntries(configVariables.map((name) => [name, '']));
  return { ...process.env, ...cleared, NODE_ENV: 'production', HOST: '127.0.0.1', ...env };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  origin: string;
  pid: number;
  /** stdout and stderr lines (pino JSON), in order. */
  lines: string[];
  exited: Promise<Exit>;
  /** Resolves with the index of the first line from `from` on that matches. */
  waitForLine(match: (line: string) => boolean, timeoutMs: number, from?: number): Promise<number>;
  /** Waits until /readyz answers 200; resolves with the milliseconds since spawn. */
  ready(timeoutMs: number): Promise<number>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL when still running; resolves once it is gone. */
  stop(): Promise<void>;
}

/** Starts `node --import tsx src/server.ts` on a free port with the given environment. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')],
    {
      cwd: apiRoot,
      env: serverEnv({ ...env, PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (child.pid === undefined) throw new Error('the server process did not start');
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter((l) => l.length > 0));
      for (const wake of waiters) wake();
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  let running = true;
  // Never outlive the test process, even when it ends without its afterAll.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      running = false;
      process.removeListener('exit', killOnExit);
      for (const wake of waiters) wake();
      resolve({ code, signal });
    });
  });
  const origin = `http://127.0.0.1:${port}`;

  const waitForLine = (match: (line: string) => boolean, timeoutMs: number, from = 0) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const index = lines.findIndex((line, i) => i >= from && match(line));
        if (index >= 0) finish(() => resolve(index));
        else if (!running) finish(() => reject(new Error('the server exited')));
      };
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(new Error(`no such log line within ${timeoutMs} ms:\n${tail(lines)}`)),
          ),
        timeoutMs,
      );
      const finish = (then: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        then();
      };
      waiters.add(check);
      check();
    });

  return {
    origin,
    pid: child.pid,
    lines,
    exited,
    waitForLine,
    ready: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (!running) throw new Error(`the server exited while starting:\n${tail(lines)}`);
        const answer = await send(origin, { method: 'GET', path: '/readyz' }).catch(() => null);
        if (answer?.status === 200) return Date.now() - started;
        if (Date.now() > deadline) throw new Error(`not ready in ${timeoutMs} ms:\n${tail(lines)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    signal: (signal) => {
      if (running) child.kill(signal);
    },
    stop: async () => {
      if (running) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Starts the server and waits until it is ready; resolves with it and the milliseconds that took.
 * Tries again on another port when the free port was taken meanwhile.
 */
export async function startReadyServer(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ server: ServerProcess; readyMs: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const server = await startServerProcess(env);
    try {
      return { server, readyMs: await server.ready(timeoutMs) };
    } catch (error) {
      await server.stop();
      if (attempt >= 3 || !server.lines.some((l) => l.includes('EADDRINUSE'))) throw error;
    }
  }
}

export const tail = (lines: string[], count = 40) => lines.slice(-count).join('\n');

/** The lines the server logged at level error or fatal. */
export function loggedErrors(lines: string[]): string[] {
  return lines.filter((line) => {
    try {
      const entry = JSON.parse(line) as { level?: unknown };
      return typeof entry.level === 'number' && entry.level >= 50;
    } catch {
      return false;
    }
  });
}

export interface Answer {
  status: number;
  body: string;
  json(): unknown;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  /** Default: a connection of its own, closed after the answer. */
  agent?: http.Agent;
  /**
   * Fails the request when no whole answer came in this time. A connection the cluster's primary
   * had handed to a process as it was killed is never answered nor closed.
   */
  timeoutMs?: number;
}

function open(origin: string, spec: RequestSpec) {
  const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
  const req = http.request(new URL(spec.path, origin), {
    method: spec.method,
    agent: spec.agent ?? false,
    headers: {
      ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
      ...(payload
        ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
        : {}),
    },
  });
  if (spec.timeoutMs !== undefined) {
    req.setTimeout(spec.timeoutMs, () => req.destroy(new Error('no answer in time')));
  }
  // Resolves only for a complete answer: a body cut off (server killed) is an error.
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('close', () => {
        if (!res.complete) {
          reject(new Error('the answer was cut off'));
          return;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          body,
          json: () => JSON.parse(body) as unknown,
        });
      });
    });
  });
  return { req, payload, answer };
}

/** One HTTP request; resolves with the whole answer, rejects when it fails or is cut off. */
export function send(origin: string, spec: RequestSpec): Promise<Answer> {
  const { req, payload, answer } = open(origin, spec);
  req.end(payload);
  return answer;
}

/**
 * A request whose headers and first half of the body are sent now and the rest on finish(): the
 * server has it in hand (routed, authenticated) but cannot answer it yet.
 */
export function sendInTwoHalves(
  origin: string,
  spec: RequestSpec & { body: unknown },
): { finish(): Promise<Answer> } {
  const { req, payload, answer } = open(origin, spec);
  if (!payload) throw new Error('a body is needed');
  const half = Math.floor(payload.length / 2);
  answer.catch(() => {}); // observed by finish()
  req.flushHeaders();
  req.write(payload.subarray(0, half));
  return {
    finish: () => {
      req.end(payload.subarray(half));
      return answer;
    },
  };
}
