// The query plan the index tests read: EXPLAIN with sequential scans priced out, so the plan shows
// which indexes can serve a condition (a condition no index serves still gets a Seq Scan).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../platform/pii/encrypted-columns';

/** The plan of `query` as text, one plan line a line. */
export async function planWithoutSeqScans(db: Db, query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return rowsOf<Record<string, string>>(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}
