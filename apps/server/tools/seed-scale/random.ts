// Deterministic random data for the scale seeds: the same seed gives the same rows on every
// engine and every run, so timings compare like with like.
import type { Db } from '../../src/db/client';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { pick, rng, type Rng } from '../../src/seed/rng';

// The generator itself lives with the demo seed, which draws its pictures with it.
export { pick, rng, type Rng };

/** Picks by weight: `[['pending', 10], ['done', 90]]` gives 'done' nine times in ten. */
export function weighted<T>(r: Rng, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let x = r() * total;
  for (const [value, w] of choices) {
    x -= w;
    if (x < 0) return value;
  }
  return choices[choices.length - 1][0];
}

/** A UUID v4 drawn from the seeded generator (crypto.randomUUID would differ per run). */
export function uuid(r: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** One text parameter holding a uuid[] literal (drizzle would expand a JS array into n parameters). */
export function uuidArray(ids: string[]): string {
  return `{${ids.join(',')}}`;
}

/**
 * The creation time of row `i` of `count`: row 0 is the newest (a few minutes ago), the last is
 * `spanDays` old, with jitter so timestamps are not evenly spaced (and a few collide to the
 * millisecond, which the `id` tie-breaker of every list must handle).
 */
export function createdAt(r: Rng, i: number, count: number, now: Date, spanDays: number): Date {
  const span = spanDays * 24 * 60 * 60 * 1000;
  const step = span / Math.max(count, 1);
  return new Date(now.getTime() - 5 * 60 * 1000 - i * step - Math.floor(r() * step));
}

/**
 * Inserts `count` rows made by `make(i)` as multi-row inserts of `batch` rows (PostgreSQL takes at
 * most 65,535 parameters a statement). Rows are made batch by batch, so 100k rows with large
 * documents never sit in memory at once.
 */
export async function insertGenerated<T extends AnyPgTable>(
  db: Db,
  table: T,
  count: number,
  make: (i: number) => T['$inferInsert'],
  batch = 500,
): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const rows: T['$inferInsert'][] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) rows.push(make(i));
    await db.insert(table).values(rows);
  }
}
