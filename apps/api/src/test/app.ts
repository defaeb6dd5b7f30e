import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { App, AppOptions } from '../app.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';

/**
 * Builds the real app on a test database, configured as production would be, logs off, with its
 * own runtime folder (mail and SMS outboxes) and rate limits off unless the test turns them on.
 */
export async function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'database'> = {},
): Promise<App> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'civicng-test-'));
  // An empty identity register of this app's own; registerPerson (factories) adds people to it.
  const registerFile = path.join(varDir, 'identity-register.jsonl');
  writeFileSync(registerFile, '');
  const config = loadConfig({
    NODE_ENV: 'test',
    VAR_DIR: varDir,
    IDENTITY_REGISTER_FILE: registerFile,
    RATE_LIMIT: 'off',
    PUBLIC_URL: 'http://civicng.test',
    ...env,
  });
  const app = await buildApp(config, {
    logger: false,
    webDist: '/nonexistent',
    ...options,
    database,
  });
  await app.ready();
  return app;
}
