import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Reading a whole list in chunks without OFFSET and without holding it (issue 19's exports):
 * newest first, `(created_at, id)` as the key. Each chunk starts after the last row of the one
 * before, so chunk n costs what chunk 1 costs, on PGlite and PostgreSQL alike (no server-side
 * cursor, which PGlite lacks outside a transaction).
 */

/** Where the last row of a chunk was. `at` is the timestamp as PostgreSQL's text: a JS Date would lose the microseconds and skip or repeat rows. */
export interface KeysetCursor {
  cursorAt: string;
  id: string;
}

/** Select this as `cursorAt` beside the row: the key at full precision. */
export const cursorAtOf = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;

/** Rows strictly after `last` in `created_at desc, id desc` order; undefined for the first chunk. */
export function after(createdAt: AnyColumn, id: AnyColumn, last: KeysetCursor | null): SQL | undefined {
  if (!last) return undefined;
  return sql`(${createdAt}, ${id}) < (${last.cursorAt}::timestamptz, ${last.id}::uuid)`;
}

export const EXPORT_CHUNK_ROWS = 1000;
/** The first chunk is small, so the download starts at once (its headers wait for it). */
export const EXPORT_FIRST_CHUNK_ROWS = 100;

/**
 * Chunk after chunk until one comes back short. `fetch` reads `limit` rows after the cursor in
 * `created_at desc, id desc` order with the export's filters.
 */
export async function* keysetChunks<R extends KeysetCursor>(
  fetch: (last: KeysetCursor | null, limit: number) => Promise<R[]>,
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<R[]> {
  let last: KeysetCursor | null = null;
  for (;;) {
    const limit = last ? chunkRows : Math.min(EXPORT_FIRST_CHUNK_ROWS, chunkRows);
    const rows = await fetch(last, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    const tail = rows[rows.length - 1];
    last = { cursorAt: tail.cursorAt, id: tail.id };
  }
}
