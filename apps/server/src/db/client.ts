import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what services accept so callers can compose writes. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database had no tables before this process migrated it. */
  close(): Promise<void>;
  /** Cheap round trip for health checks. */
  ping(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string;
  /**
   * PGlite data directory; absent = in memory (tests). Its parent folder (DATA_DIR) is locked for
   * this process while the database is open: PGlite serves one process (db/data-dir-lock.ts).
   */
  pgliteDir?: string;
  /**
   * An in-memory PGlite starts from this dumped data directory (`PGlite.dumpDataDir`) instead of
   * an empty cluster: the tests clone one migrated database per file rather than migrate each.
   */
  pgliteDataDir?: Blob;
  poolSize?: number;
}

/**
 * The planner's default random_page_cost (4) prices an index read like a seek on a spinning disk;
 * the catalogue lives in memory or on SSD, where 1.1 is the usual setting. With 4, a search that
 * matches a few thousand homes is planned as a read of the whole table (docs/decisions/0009).
 */
const PLANNER_SETTINGS = '-c random_page_cost=1.1';

/** Contrib extensions the migrations create (PostgreSQL ships them in its contrib package). */
const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: PLANNER_SETTINGS });
    // A dropped idle connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => {
        await pool.query('select 1');
      },
    };
  }
  // Before PGlite touches the folder: a second process stops here, naming the one that holds it.
  const lock = options.pgliteDir ? lockDataDir(path.dirname(options.pgliteDir)) : undefined;
  let client: PGlite;
  try {
    client = options.pgliteDir
      ? new PGlite(options.pgliteDir, { extensions: PGLITE_EXTENSIONS })
      : new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: options.pgliteDataDir });
    await client.waitReady;
    await client.exec('set random_page_cost = 1.1'); // see PLANNER_SETTINGS
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    ping: async () => {
      await client.query('select 1');
    },
  };
}
