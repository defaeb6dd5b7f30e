import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ingestIfEmpty } from './modules/laws/ingest/ingest.js';

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
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, lets running requests finish, then runs onClose (database close).
    app.close().then(
      () => process.exit(0),
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
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
