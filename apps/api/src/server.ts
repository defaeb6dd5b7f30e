import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { scheduleFaqRefresh } from './modules/faq/refresh.js';
import { importIfEmpty } from './modules/factcheck/import.js';
import { ingestIfEmpty } from './modules/laws/ingest/ingest.js';
import { sharedDataPath } from './paths.js';

async function main(): Promise<void> {
  let app;
  let config;
  try {
    config = loadConfig();
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  // Background jobs started after listen, stopped first on shutdown.
  const jobs: { faqRefresh?: { stop(): void } } = {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    jobs.faqRefresh?.stop();
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

  // An empty law library fills itself from the laws folder in the background; the server
  // answers meanwhile, and a failure is logged, never fatal.
  const database = app.database;
  void ingestIfEmpty(database.db, config.lawsDir, app.log).catch((err: unknown) => {
    if (!closing) app.log.error({ err }, 'laws: first-start ingestion failed');
  });

  // Likewise the fact-check store, from FACTCHECKS_FILE or the shared data folder.
  void importIfEmpty(
    database.db,
    config.FACTCHECKS_FILE ?? sharedDataPath('factchecks.jsonl'),
    app.log,
  )
    .then(() => app.ctx.factChecks.invalidate())
    .catch((err: unknown) => {
      if (!closing) app.log.error({ err }, 'fact-checks: first-start import failed');
    });

  // This month's most asked questions are proposed as FAQs a minute after start, then daily.
  jobs.faqRefresh = scheduleFaqRefresh(app.ctx, app.log);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
