import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Rows of a raw SQL query (both drivers answer with { rows }). */
  rows<T>(query: SQL): Promise<T[]>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = 'url' in target ? openPostgres(target.url) : await openPglite(target);
  await database.migrate();
  return database;
}

/** The database the configuration names: DATABASE_URL, or else the embedded one under VAR_DIR/db. */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'varDir'>,
): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: path.join(config.varDir, 'db') },
  );
}

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    ping: async () => {
      await db.execute(sql`select 1`);
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
