import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './client';

let knownCache: number[] | undefined;

/** The creation times of the migrations this code ships (drizzle's journal), read once. */
function knownMigrations(): number[] {
  knownCache ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }
  ).entries.map((entry) => entry.when);
  return knownCache;
}

/**
 * How many of this code's migrations the database has not applied. Drizzle's migrator applies a
 * migration when its time is after the newest one recorded, so the same rule counts what is left.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const result = await db.execute<{ latest: string | null }>(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows?: { latest: string | null }[] }).rows ?? (result as unknown as { latest: string | null }[]);
  const latest = Number(rows[0]?.latest ?? 0);
  return knownMigrations().filter((when) => when > latest).length;
}
