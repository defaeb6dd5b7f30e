import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits one level below the package root both as source (src/) and when bundled (dist/).
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');

/** The shared data folder beside the repository, when it exists (it does in development and CI). */
export function sharedDataPath(...parts: string[]): string | undefined {
  const candidate = path.resolve(repoRoot, '..', 'shared', 'data', ...parts);
  return existsSync(candidate) ? candidate : undefined;
}
