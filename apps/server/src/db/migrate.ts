import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { Db, DbHandle } from './client';
import { MIGRATIONS_DIR } from '../paths';

/**
 * The PostgreSQL advisory lock that makes migrations run once when several app servers start
 * together: the first takes it and migrates, the others wait for it, then find nothing to do.
 * Any fixed number works; this one spells "RENTMIGR" in ASCII so it is recognisable in pg_locks.
 */
export const MIGRATION_LOCK_ID = 0x52454e544d494752n;

/**
 * Calls made in this process, chained per database: drizzle reads the last applied migration
 * before its transaction, so two overlapping calls on one handle would both try to apply it.
 */
const inProcess = new WeakMap<DbHandle, Promise<unknown>>();

/** Applies pending migrations; returns whether the database was empty before. */
export function runMigrations(handle: DbHandle): Promise<{ wasEmpty: boolean }> {
  const previous = inProcess.get(handle) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => (handle.kind === 'postgres' ? migratePostgres(handle) : migrateEmbedded(handle)));
  inProcess.set(handle, next);
  return next;
}

/** PGlite serves one process (DATA_DIR is locked), so the in-process chain is all it needs. */
async function migrateEmbedded(handle: DbHandle): Promise<{ wasEmpty: boolean }> {
  const wasEmpty = await isEmpty(handle.db);
  await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
  return { wasEmpty };
}

/**
 * Holds the advisory lock on one pooled connection and migrates on that same connection, so it
 * works with any pool size. The emptiness check is inside the lock: of several nodes starting on a
 * new database exactly one sees it empty (and may seed it).
 */
async function migratePostgres(handle: DbHandle): Promise<{ wasEmpty: boolean }> {
  // drizzle's node-postgres database carries the pool it was made with.
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  let released = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID.toString()]);
    try {
      const db = drizzlePg(client);
      const wasEmpty = await isEmpty(db as unknown as Db);
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      return { wasEmpty };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID.toString()]);
    }
  } catch (err) {
    // A connection in an unknown state (failed unlock, broken socket) is not given back to the pool;
    // closing it also ends its session, which releases the lock if it is still held.
    client.release(err instanceof Error ? err : true);
    released = true;
    throw err;
  } finally {
    if (!released) client.release();
  }
}

async function isEmpty(db: Db): Promise<boolean> {
  const existing = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'`,
  );
  const rows = (existing as unknown as { rows?: { n: number }[] }).rows ?? (existing as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0) === 0;
}
