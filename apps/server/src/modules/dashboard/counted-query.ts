import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AttentionCount } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { COUNT_CAP } from '../../platform/list-counts';

/**
 * A row count the card cannot read from the list counters: a table and a condition on it, or the
 * rows of a select with joins (a report's own filter), which must not carry a limit of its own.
 */
export interface TableCount {
  table: PgTable;
  where: SQL;
}
export type CountedQuery = TableCount | { rows: SQLWrapper };

function matchesOf(db: DbOrTx, query: CountedQuery): SQL {
  const limit = COUNT_CAP + 1;
  if ('rows' in query) return sql`${query.rows} limit ${sql.raw(String(limit))}`;
  return sql`${db
    .select({ one: sql`1` })
    .from(query.table)
    .where(query.where)
    .limit(limit)}`;
}

/**
 * Several capped counts in one statement: each is a scalar subquery that reads at most
 * COUNT_CAP + 1 rows. One round trip instead of one per count matters on PGlite, whose single
 * connection runs statements one after another.
 */
export async function cappedCounts<K extends string>(db: DbOrTx, queries: Record<K, CountedQuery>): Promise<Record<K, AttentionCount>> {
  const keys = Object.keys(queries) as K[];
  const columns = keys.map((key, i) => sql`(select count(*) from (${matchesOf(db, queries[key])}) m)::int as ${sql.identifier(`c${i}`)}`);
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Record<string, number | string>[] };
  const row = result.rows[0];
  return Object.fromEntries(
    keys.map((key, i) => {
      const n = Number(row[`c${i}`]);
      return [key, n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false }];
    }),
  ) as Record<K, AttentionCount>;
}
