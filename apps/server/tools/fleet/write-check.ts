// What the database holds after a load (test and drill code only): the rows of a load run against
// the writes it acknowledged, and the state of the mail outbox.
import { like, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { contactMessages, outbox } from '../../src/db/schema';
import { loadEmailPrefix, type LoadResult } from './write-load';

export interface WriteCheck {
  /** Writes answered 201, over every node. */
  acknowledged: number;
  /** Rows of the run in the database. */
  rows: number;
  /** Acknowledged ids with no row: must be none. */
  lost: string[];
  /** Rows no client heard about (committed, then the connection died before the answer). */
  unacknowledgedRows: number;
}

export async function checkWrites(db: Db, load: LoadResult): Promise<WriteCheck> {
  // The prefix is hex and dashes: nothing in it is a LIKE wildcard.
  const prefix = loadEmailPrefix(load.runId);
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(like(contactMessages.email, `${prefix}%`));
  const stored = new Set(rows.map((r) => r.id));
  const acknowledged = Object.values(load.tallies).flatMap((t) => t.acknowledged);
  const lost = acknowledged.filter((id) => !stored.has(id));
  return {
    acknowledged: acknowledged.length,
    rows: stored.size,
    lost,
    unacknowledgedRows: stored.size - (acknowledged.length - lost.length),
  };
}

export interface OutboxState {
  pending: number;
  sent: number;
  failed: number;
  /** Message-IDs of the sent messages. */
  sentMessageIds: string[];
}

export async function outboxState(db: Db): Promise<OutboxState> {
  const rows = await db.select({ status: outbox.status, messageId: outbox.messageId }).from(outbox);
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return {
    pending: count('pending'),
    sent: count('sent'),
    failed: count('failed'),
    sentMessageIds: rows.filter((r) => r.status === 'sent').map((r) => r.messageId ?? ''),
  };
}

/** Waits until no message is pending (the workers of the nodes still running drained it). */
export async function untilOutboxDrained(db: Db, timeoutMs: number): Promise<OutboxState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ pending }] = await db
      .select({ pending: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`${outbox.status} = 'pending'`);
    if (pending === 0) return outboxState(db);
    if (Date.now() > deadline) throw new Error(`${pending} outbox messages still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
