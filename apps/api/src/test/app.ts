import type { App, AppOptions } from '../app.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';

/** Builds the real app on a test database, configured as production would be, logs off. */
export async function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'database'> = {},
): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', VAR_DIR: 'var/test', ...env });
  const app = await buildApp(config, {
    logger: false,
    webDist: '/nonexistent',
    ...options,
    database,
  });
  await app.ready();
  return app;
}
