import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { serviceAvailable } from './services.js';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL server as well when TEST_DATABASE_URL is set (CI must). */
export function databaseKinds(env: NodeJS.ProcessEnv = process.env): DbKind[] {
  return serviceAvailable(Boolean(env.TEST_DATABASE_URL), 'TEST_DATABASE_URL is not set', env)
    ? ['pglite', 'postgres']
    : ['pglite'];
}

export const dbKinds = databaseKinds();

export interface TestDatabase extends Database {
  /** Closes the connection and, for PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

/** An empty database on the test PostgreSQL server, and how to drop it. */
export async function createThrowawayDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated database of the given kind, used by one test file. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true });
    return { ...database, destroy: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase('civicng_t');
  const database = await openDatabase({ url: throwaway.url });
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
