import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min ... capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

// Every time is the database's clock, never a node's: leases must mean the same on every node.
const later = (ms: number) => sql`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

/**
 * Claims the next due message for `workerId` (one message per claim, `FOR UPDATE SKIP LOCKED`, so
 * two workers never claim the same row) until the lease ends. The claim counts as an attempt, so
 * a message whose send keeps killing the worker is not retried forever; it also fixes the
 * message's Message-ID the first time. Returns undefined when nothing is due.
 */
export async function claimNext(db: Db, workerId: string, leaseMs: number, messageIdHost: string): Promise<OutboxRow | undefined> {
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), sql`${outbox.nextAttemptAt} <= now()`))
        .orderBy(outbox.nextAttemptAt, outbox.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return { row: undefined, done: true };
      if (due.attempts >= MAX_ATTEMPTS) {
        // Its last attempt's lease ran out without an answer (the worker died while sending).
        await tx
          .update(outbox)
          .set({ status: 'failed', claimedBy: null, lastError: due.lastError ?? 'the worker stopped while sending (lease expired)' })
          .where(eq(outbox.id, due.id));
        return { row: undefined, done: false };
      }
      const [claimed] = await tx
        .update(outbox)
        .set({
          claimedBy: workerId,
          attempts: due.attempts + 1,
          nextAttemptAt: later(leaseMs),
          messageId: due.messageId ?? `<${due.id}@${messageIdHost}>`,
        })
        .where(eq(outbox.id, due.id))
        .returning();
      return { row: claimed, done: true };
    });
    if (result.done) return result.row;
  }
}

/** Extends a claim while its send is in progress; false when the claim was lost (lease ran out). */
export async function renewLease(db: Db, id: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: later(leaseMs) })
    .where(and(eq(outbox.id, id), eq(outbox.claimedBy, workerId), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Gives a claimed, unsent message back at once (the attempt did not happen). */
export async function releaseClaim(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(outbox)
    .set({ claimedBy: null, nextAttemptAt: sql`now()`, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(and(eq(outbox.id, id), eq(outbox.claimedBy, workerId), eq(outbox.status, 'pending')));
}

/** Releases every claim `workerId` still holds, except the messages still being sent. */
export async function releaseAllClaims(db: Db, workerId: string, exceptIds: string[] = []): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ claimedBy: null, nextAttemptAt: sql`now()`, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(
      and(
        eq(outbox.claimedBy, workerId),
        eq(outbox.status, 'pending'),
        exceptIds.length > 0 ? notInArray(outbox.id, exceptIds) : undefined,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/** Marks a message sent, whoever holds the claim now: it did leave. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimedBy: null })
    .where(eq(outbox.id, id));
}

/**
 * Records a failed attempt: due again after the backoff, or failed for good after MAX_ATTEMPTS.
 * Only while the claim is still ours: if the lease ran out, another worker owns the message now.
 */
export async function markAttemptFailed(db: Db, row: OutboxRow, workerId: string, error: string): Promise<'pending' | 'failed'> {
  const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  await db
    .update(outbox)
    .set({ status, claimedBy: null, lastError: error.slice(0, 500), nextAttemptAt: later(backoffMs(row.attempts)) })
    .where(and(eq(outbox.id, row.id), eq(outbox.claimedBy, workerId)));
  return status;
}
