import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@rentfront/shared';

/**
 * The ORDER BY of an admin list sorted by a header (issue 19). `sort` has already been checked
 * against the list's allow-list by its query schema (LIST_SORTS, a 400 otherwise); here each
 * allowed name maps to a column or expression the code chose, and the direction to one of two
 * keywords (asc unless desc is asked), so nothing the client sent becomes SQL text. Empty values
 * sort last either way, and the id breaks ties so paging is stable.
 */
export function sortedOrder<K extends string>(
  columns: Record<K, AnyColumn | SQL>,
  sort: K | undefined,
  dir: SortDirection | undefined,
  id: AnyColumn,
  fallback: SQL[],
): SQL[] {
  if (!sort) return fallback;
  const direction = dir === 'desc' ? sql`desc` : sql`asc`;
  const column = columns[sort];
  // A NOT NULL column has no empty values to place, and without "nulls last" a descending sort
  // matches a plain index read backwards (PostgreSQL does not infer that from the constraint).
  const nulls = is(column, Column) && column.notNull ? sql`` : sql` nulls last`;
  return [sql`${column} ${direction}${nulls}`, sql`${id} ${direction}`];
}
