import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './client';
import { MIGRATIONS_DIR } from '../paths';

/** Applies pending migrations; returns whether the database was empty before. */
export async function runMigrations(handle: DbHandle): Promise<{ wasEmpty: boolean }> {
  const existing = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'`,
  );
  const rows = (existing as unknown as { rows?: { n: number }[] }).rows ?? (existing as unknown as { n: number }[]);
  const wasEmpty = Number(rows[0]?.n ?? 0) === 0;
  const folder = MIGRATIONS_DIR;
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
  return { wasEmpty };
}
