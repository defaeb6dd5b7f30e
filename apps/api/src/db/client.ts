import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { dbTimeoutDefaults, hostUrls, type Config } from '../config.js';
import { migrationsDir } from '../paths.js';
import { PrimaryHosts } from './primary-hosts.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Rows of a raw SQL query (both drivers answer with { rows }). A hot query gives a `name`: on
   * PostgreSQL it is then parsed once per connection, not on every call.
   */
  rows<T>(query: SQL, name?: string): Promise<T[]>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export type DbTimeouts = Pick<
  Config,
  'DB_CONNECT_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_QUERY_TIMEOUT_MS'
>;

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  timeouts: DbTimeouts = dbTimeoutDefaults,
): Promise<Database> {
  const database =
    'url' in target ? await openPostgres(target.url, timeouts) : await openPglite(target);
  await database.migrate();
  return database;
}

/** The database the configuration names: DATABASE_URL, or else the embedded one under VAR_DIR/db. */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'varDir'> & DbTimeouts,
): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: path.join(config.varDir, 'db') },
    config,
  );
}

const dialect = new PgDialect();

/** Longest /readyz waits for its round trip once it has a connection. */
const pingTimeoutMs = 1_000;

/**
 * Where a pool's connections go: the URL's one host, or, when it names several (a primary and its
 * standbys), whichever is writable now, followed across failovers (decision 013).
 */
async function connectionTarget(
  url: string,
  timeouts: DbTimeouts,
): Promise<Pick<pg.PoolConfig, 'connectionString' | 'Client'>> {
  const urls = hostUrls(url);
  if (urls.length === 1) return { connectionString: url };
  const hosts = new PrimaryHosts(urls, timeouts.DB_CONNECT_TIMEOUT_MS);
  await hosts.search();
  return { Client: hosts.clientClass() };
}

async function openPostgres(
  url: string,
  timeouts: DbTimeouts,
): Promise<Database & { migrate(): Promise<void> }> {
  const target = await connectionTarget(url, timeouts);
  const pool = new pg.Pool({
    ...target,
    max: 10,
    // Also how long a query waits for a free connection when all are busy.
    connectionTimeoutMillis: timeouts.DB_CONNECT_TIMEOUT_MS,
    statement_timeout: timeouts.DB_STATEMENT_TIMEOUT_MS,
    // The server enforces statement_timeout only while it runs; a hung server or a dropped
    // network never answers, so the client gives up on its own too.
    query_timeout: timeouts.DB_QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    // On a pool of its own without the statement timeouts: building an index may take longer.
    migrate: async () => {
      const migrations = new pg.Pool({
        ...target,
        max: 1,
        connectionTimeoutMillis: timeouts.DB_CONNECT_TIMEOUT_MS,
      });
      migrations.on('error', () => {});
      try {
        await migratePg(drizzlePg(migrations, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await migrations.end();
      }
    },
    rows: async <T>(query: SQL, name?: string) => {
      if (!name) return (await db.execute(query)).rows as T[];
      const { sql: text, params: values } = dialect.sqlToQuery(query);
      return (await pool.query<T & pg.QueryResultRow>({ name, text, values })).rows;
    },
    ping: async () => {
      const query_timeout = Math.min(pingTimeoutMs, timeouts.DB_QUERY_TIMEOUT_MS);
      await pool.query({ text: 'select 1', query_timeout } as pg.QueryConfig);
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  target: { dataDir: string } | { memory: true },
): Promise<Database & { migrate(): Promise<void> }> {
  if ('dataDir' in target) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: 'dataDir' in target ? target.dataDir : undefined,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
