import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { openDb, type DbHandle } from './client';
import { runMigrations } from './migrate';
import { createScratchDatabase, type ScratchDatabase } from './scratch';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function appliedMigrations(handle: DbHandle): Promise<number> {
  const result = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0].n);
}

describe('runMigrations', () => {
  // On PostgreSQL: two pools on one new database, as two app servers starting together.
  // On PGlite (one process by design): two overlapping calls on the one handle.
  let scratch: ScratchDatabase | undefined;
  let first: DbHandle;
  let second: DbHandle;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'rf_test');
      // One connection each: the lock and the migration share it, so a pool of one is enough.
      first = await openDb({ databaseUrl: scratch.url, poolSize: 1 });
      second = await openDb({ databaseUrl: scratch.url, poolSize: 1 });
    } else {
      first = await openDb({});
      second = first;
    }
  });
  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
    await scratch?.drop();
  });

  it('two concurrent calls on one new database both succeed and apply each migration once', async () => {
    const results = await Promise.all([runMigrations(first), runMigrations(second)]);
    expect(results.map((r) => r.wasEmpty).sort()).toEqual([false, true]);
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    expect(await appliedMigrations(second)).toBe(journal.entries.length);
  });

  it('a later call finds nothing to do and a database that is not empty', async () => {
    expect(await runMigrations(second)).toEqual({ wasEmpty: false });
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
  });
});
