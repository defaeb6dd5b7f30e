import cluster from 'node:cluster';
import { loadSecrets } from './security/secrets.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openConfiguredDatabase } from './db/client.js';
import { scheduleFaqRefresh } from './modules/faq/index.js';
import { scheduleRetention } from './modules/users/index.js';
import { Readiness } from './readiness.js';
import { warmUp } from './warm-up.js';

/** One API process: serves until SIGTERM; `jobs` runs the background jobs (one process does). */
async function main(config: Config, jobs: boolean): Promise<void> {
  const readiness = new Readiness('Starting');
  let app;
  try {
    app = await buildApp(config, { readiness });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  // Background jobs started after listen, stopped first on shutdown.
  const running: { faqRefresh?: { stop(): void }; retention?: { stop(): void } } = {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    running.faqRefresh?.stop();
    running.retention?.stop();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A hung database (or a request stuck on it) must not hold the exit: an orchestrator waits
    // only so long before SIGKILL, and a process that never exits is never replaced.
    const timeoutMs = config.SHUTDOWN_TIMEOUT_MS;
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, timeoutMs).unref();
    // A keep-alive connection whose answer was streamed (a chat answer) goes idle only once that
    // answer ends, after close() has closed the connections idle at the time; without this sweep
    // close() would wait for the client or the keep-alive timeout (72 s) before exiting.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    // Fastify stops accepting, lets running requests finish, then runs onClose (database close).
    app.close().then(
      () => {
        clearInterval(sweep);
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });

  // The server answers while it warms up (/readyz says what it is doing); a failure is logged.
  void warmUp(app, readiness, { fillsEmptyStores: jobs, closing: () => closing });

  if (!jobs) return;
  // This month's most asked questions are proposed as FAQs a minute after start, then daily.
  running.faqRefresh = scheduleFaqRefresh(app.ctx, app.log);
  // Unverified idle accounts and old questions are erased ten minutes after start, then daily.
  running.retention = scheduleRetention(app.ctx, app.log);
}

const log = (msg: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg, ...extra }));

/**
 * WEB_CONCURRENCY API processes sharing the port (node:cluster). The primary applies the
 * migrations once, then forks; a process that dies is replaced, and SIGTERM is passed on to all.
 */
async function primary(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);
  await database.close();
  // Generated secrets are written once here, so every process reads the same ones.
  loadSecrets(config, (msg) => log(msg, { level: 40 }));
  let stopping = false;
  const fork = (id: number) => {
    const worker = cluster.fork({ CIVICNG_WORKER: String(id) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log('api process died: starting another', { worker: id, code, signal });
      fork(id);
    });
  };
  for (let id = 1; id <= config.WEB_CONCURRENCY; id += 1) fork(id);
  log(`started ${config.WEB_CONCURRENCY} API processes`, { port: config.PORT });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.on('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 1_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!cluster.isPrimary) return main(config, process.env.CIVICNG_WORKER === '1');
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    log(
      'WEB_CONCURRENCY: the embedded PGlite database belongs to one process, so one API process runs; set DATABASE_URL (PostgreSQL) and REDIS_URL for more',
      { level: 40, asked: config.WEB_CONCURRENCY },
    );
    return main(config, true);
  }
  if (config.WEB_CONCURRENCY > 1) return primary(config);
  return main(config, true);
}

void start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
