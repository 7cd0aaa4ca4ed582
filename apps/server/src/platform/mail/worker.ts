import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Storage } from '../storage/storage';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
const LEASE_MS = 10 * 60 * 1000;

/** 30 s, 1 min, 2 min ... capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  storage: Storage;
  from: string;
  logger: Logger;
  pollMs?: number;
}

/**
 * Sends due outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction, so
 * several servers can run workers against one database without sending a message twice.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private rerun = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a run soon, e.g. right after a request queued a message. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.rerun = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick() {
    if (this.running || this.stopped) return;
    this.running = this.drain().then(
      () => undefined,
      (err) => this.options.logger.error({ err }, 'outbox worker failed'),
    );
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    if (this.rerun) {
      this.rerun = false;
      this.schedule(0);
    } else {
      this.schedule(this.options.pollMs ?? 5000);
    }
  }

  /** Sends everything that is due now; returns how many rows were processed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.processBatch();
      total += n;
      if (n < BATCH) return total;
    }
  }

  /**
   * Claims a batch by pushing its next attempt past a lease (a short transaction), then sends
   * outside any transaction so a slow SMTP server never holds locks. A crash mid-send leaves the
   * rows due again once the lease runs out.
   */
  private async processBatch(): Promise<number> {
    const { db, transport, storage, from, logger } = this.options;
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        // The database's clock, not ours: next_attempt_at defaults to now() with microseconds, and
        // a JS Date of the same millisecond can be earlier, leaving a fresh row not yet due.
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(outbox.nextAttemptAt, outbox.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(outbox)
          .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
          .where(
            inArray(
              outbox.id,
              due.map((r) => r.id),
            ),
          );
      }
      return due;
    });
    for (const row of claimed) {
      try {
        const attachments = await Promise.all(
          row.attachments.map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: await storage.get(a.storageKey),
          })),
        );
        await transport.send({ from, to: row.to, subject: row.subject, text: row.text, html: row.html, headers: row.headers, attachments });
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(outbox.id, row.id));
      } catch (err) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        const message = err instanceof Error ? err.message : String(err);
        logger.warn({ outboxId: row.id, attempts, failed, error: message }, 'e-mail not sent');
        await db
          .update(outbox)
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          })
          .where(eq(outbox.id, row.id));
      }
    }
    return claimed.length;
  }
}

export async function outboxBacklog(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(sql`${outbox.status} in ('pending','failed')`)
    .groupBy(outbox.status);
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { pending: byStatus.pending ?? 0, failed: byStatus.failed ?? 0 };
}
