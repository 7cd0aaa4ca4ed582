// Counting for the admin lists at any size (ADR 0006):
// - counters and unsearched totals come from admin_list_counts, which triggers keep per
//   combination of a list's filter values (migration 0013), so they cost a read of a few rows;
// - a searched total is counted only up to COUNT_CAP matches, so a broad search ("a", "gmail")
//   does not count the whole table; above the cap the total is a lower bound (total_capped).
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { adminListCounts } from '../db/schema';

export type CountedList = 'applications' | 'contacts' | 'screening' | 'maintenance' | 'chatbot';
export type DimValue = string | boolean | null;

/** Searched totals are exact up to this many matches, then shown as a lower bound. */
export const COUNT_CAP = 1000;

export interface ListCounts {
  /** Rows whose counted values equal every value given; `undefined` means any value. */
  where(match: Record<string, DimValue | undefined>): number;
}

type Bucket = { dims: Record<string, DimValue>; n: number | string };

/** The counters of one list (at most a few dozen rows: one per combination of filter values). */
export async function readListCounts(db: DbOrTx, list: CountedList): Promise<ListCounts> {
  const buckets = await db
    .select({ dims: adminListCounts.dims, n: adminListCounts.n })
    .from(adminListCounts)
    .where(eq(adminListCounts.list, list));
  return countsOf(buckets);
}

/** The counters of several lists in one statement (the dashboard reads five at once). */
export async function readManyListCounts<L extends CountedList>(db: DbOrTx, lists: readonly L[]): Promise<Record<L, ListCounts>> {
  const rows = await db
    .select({ list: adminListCounts.list, dims: adminListCounts.dims, n: adminListCounts.n })
    .from(adminListCounts)
    .where(inArray(adminListCounts.list, [...lists]));
  return Object.fromEntries(lists.map((list) => [list, countsOf(rows.filter((r) => r.list === list))])) as Record<L, ListCounts>;
}

function countsOf(buckets: Bucket[]): ListCounts {
  return {
    where(match) {
      let total = 0;
      for (const { dims, n } of buckets) {
        const fits = Object.entries(match).every(([key, value]) => value === undefined || (dims[key] ?? null) === value);
        if (fits) total += Number(n);
      }
      return total;
    },
  };
}

export interface CountedTotal {
  total: number;
  /** True when more rows match than were counted: `total` is then a lower bound. */
  capped: boolean;
}

/**
 * The total of a searched page: known without counting when the page is the last one, else a
 * count of at most COUNT_CAP + 1 matches. Past the cap, the total still reaches the rows the
 * admin has paged to (and one more when there is a next page), so "Page N of M" never ends early.
 */
export async function searchedTotal(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  page: { offset: number; rows: number; more: boolean },
): Promise<CountedTotal> {
  const seen = page.offset + page.rows;
  if (!page.more && (page.rows > 0 || page.offset === 0)) return { total: seen, capped: false };
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  if (n <= COUNT_CAP) return { total: Math.max(n, seen), capped: false };
  return { total: Math.max(COUNT_CAP, seen + (page.more ? 1 : 0)), capped: true };
}

/**
 * The pagination of a counted list's page: `more` is whether a row past the page was fetched,
 * and the total (a lower bound when capped) comes from the counters or searchedTotal.
 */
export function countedPagination(page: { limit: number; offset: number }, counted: CountedTotal, more: boolean) {
  return {
    total: counted.total,
    limit: page.limit,
    offset: page.offset,
    has_next: more,
    has_prev: page.offset > 0,
    total_capped: counted.capped,
  };
}
