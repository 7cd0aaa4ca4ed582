// A named job's lease in the database (issue 33 item 2): the node that holds it runs the job; the
// others skip their turn. A holder that dies stops renewing and its lease runs out, so the job is
// never stuck. One atomic upsert takes it: free, expired or already ours.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobLeases } from '../../db/schema';

export interface JobLease {
  /** Gives the lease back and keeps what the run answered (for "last run" displays). */
  release(result?: unknown): Promise<void>;
}

/** Takes the job's lease for `ttlMs`, or answers null when another holder has it. */
export async function acquireJobLease(db: DbOrTx, name: string, holder: string, ttlMs: number): Promise<JobLease | null> {
  const expiresAt = new Date(Date.now() + ttlMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: sql`${jobLeases.expiresAt} < now() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ holder: jobLeases.holder });
  if (rows.length === 0) return null;
  return {
    async release(result?: unknown) {
      await db
        .update(jobLeases)
        .set({ expiresAt: new Date(0), lastRunAt: new Date(), lastResult: result === undefined ? null : (result as object) })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
    },
  };
}
