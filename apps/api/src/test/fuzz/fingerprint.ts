import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Every table's row count and a hash of its rows: equal fingerprints mean nothing changed. */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const entries = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await database.rows<{ n: string | number; h: string | null }>(
        sql.raw(
          `select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
        ),
      );
      return [name, `${String(row?.n)}:${row?.h ?? ''}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}
