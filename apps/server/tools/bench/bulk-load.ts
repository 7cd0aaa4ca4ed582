// PostgreSQL's own advice for populating a database ("Populating a Database" in its manual):
// drop the indexes and foreign keys of the tables being loaded, load, then build them again in
// one pass each. Index definitions are read from the catalogue, so whatever indexes migrations
// have added by then (trigram, partial, expression) are rebuilt exactly as they were.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs `load` with the secondary indexes and outgoing foreign keys of `tables` dropped, then
 * recreates them (also when `load` fails, so the database is never left without them). Primary
 * keys and constraint-backed unique indexes stay: the load must not create duplicates.
 */
export async function withoutSecondaryIndexes<T>(db: Db, tables: string[], load: () => Promise<T>): Promise<T> {
  const indexes = await rows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename in ${tables}
          and indexname not in (select conname from pg_constraint)`,
  );
  const foreignKeys = await rows<{ tbl: string; name: string; def: string }>(
    db,
    sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
        where contype = 'f' and conrelid::regclass::text in ${tables}`,
  );
  for (const fk of foreignKeys) await db.execute(sql.raw(`alter table ${fk.tbl} drop constraint "${fk.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    return await load();
  } finally {
    // One transaction so the memory setting applies to every build (a pool may switch connections
    // between statements); more memory lets a GIN (trigram) index build in far fewer passes.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.def));
      for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table ${fk.tbl} add constraint "${fk.name}" ${fk.def}`));
    });
  }
}
