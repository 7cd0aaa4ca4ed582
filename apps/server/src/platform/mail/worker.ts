import crypto from 'node:crypto';
import os from 'node:os';
import { count, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Storage } from '../storage/storage';
import { claimNext, markAttemptFailed, markSent, releaseAllClaims, releaseClaim, renewLease, type OutboxRow } from './claims';
import type { MailTransport } from './transport';

export { backoffMs, MAX_ATTEMPTS } from './claims';

/** A claim holds one message for this long; renewed every third of it while the send goes on. */
export const LEASE_MS = 60_000;
/** How long stop() waits for the message being sent before leaving it to its lease. */
export const STOP_WAIT_MS = 10_000;

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  storage: Storage;
  from: string;
  logger: Logger;
  pollMs?: number;
  /** Right-hand side of Message-IDs (`<outbox-id@host>`): the site's host name. */
  messageIdHost?: string;
  leaseMs?: number;
  /** This worker's name in claims; unique per process by default. */
  workerId?: string;
}

/** The domain of the From address (`Name <office@example.com>` gives example.com). */
function domainOf(from: string): string | undefined {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
}

/**
 * Sends due outbox rows, one claimed message at a time. A claim is a short lease (LEASE_MS) in
 * the row itself, renewed while the message is being sent, so a crashed worker holds at most the
 * one message it was sending, for at most the lease. Several servers run workers on one
 * database; `FOR UPDATE SKIP LOCKED` keeps two of them from claiming the same row.
 */
export class OutboxWorker {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly messageIdHost: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closing = false;
  private rerun = false;
  /** Messages being sent (by id) and their lease-renewal timers. */
  private readonly inFlight = new Map<string, NodeJS.Timeout>();
  /** Lease renewals under way: stop() waits for them, so none lands after it returns. */
  private readonly renewing = new Set<Promise<void>>();

  constructor(private readonly options: OutboxWorkerOptions) {
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.messageIdHost = options.messageIdHost ?? domainOf(options.from) ?? 'rentfront.invalid';
  }

  start(): void {
    this.closing = false;
    this.schedule(0);
  }

  /** Asks for a run soon, e.g. right after a request queued a message. */
  kick(): void {
    if (this.closing || !this.timer) return;
    if (this.running) this.rerun = true;
    else this.schedule(0);
  }

  /**
   * Clean stop: no new claims; waits (up to `waitMs`) for the message being sent, then releases
   * every claim this worker still holds so other nodes send those messages at once. A send still
   * going after `waitMs` keeps its claim, unrenewed: the lease lets another node retry it.
   */
  async stop(options: { waitMs?: number } = {}): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) {
      let waited: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        waited = setTimeout(resolve, options.waitMs ?? STOP_WAIT_MS);
      });
      await Promise.race([this.running, timeout]);
      clearTimeout(waited);
    }
    const stillSending = [...this.inFlight.keys()];
    for (const renewal of this.inFlight.values()) clearInterval(renewal);
    // A renewal already sent would otherwise extend the lease after stop() (CI saw one land).
    await Promise.all(this.renewing);
    try {
      const released = await releaseAllClaims(this.options.db, this.workerId, stillSending);
      if (released > 0) this.options.logger.info({ released }, 'outbox: claims released');
      for (const outboxId of stillSending) {
        this.options.logger.warn({ outboxId }, 'outbox: stopped while sending; the lease will let another node retry');
      }
    } catch (err) {
      this.options.logger.warn({ err }, 'outbox: could not release claims; they expire with their lease');
    }
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick() {
    if (this.running || this.closing) return;
    this.running = this.drain().then(
      () => undefined,
      (err) => this.options.logger.error({ err }, 'outbox worker failed'),
    );
    await this.running;
    this.running = undefined;
    if (this.closing) return;
    if (this.rerun) {
      this.rerun = false;
      this.schedule(0);
    } else {
      this.schedule(this.options.pollMs ?? 5000);
    }
  }

  /** Sends everything that is due now, one message at a time; returns how many were sent or failed. */
  async drain(): Promise<number> {
    let total = 0;
    while (!this.closing) {
      const row = await claimNext(this.options.db, this.workerId, this.leaseMs, this.messageIdHost);
      if (!row) break;
      if (await this.process(row)) total++;
    }
    return total;
  }

  /** Sends one claimed message; false when it was given back unsent (the worker is stopping). */
  private async process(row: OutboxRow): Promise<boolean> {
    const { db, transport, storage, from, logger } = this.options;
    const renewal = setInterval(() => {
      const renewed = renewLease(db, row.id, this.workerId, this.leaseMs).then(
        (held) => {
          if (!held) logger.warn({ outboxId: row.id }, 'outbox: lease lost while sending; the message may be sent twice');
        },
        (err) => logger.warn({ err, outboxId: row.id }, 'outbox: lease renewal failed'),
      );
      this.renewing.add(renewed);
      void renewed.finally(() => this.renewing.delete(renewed));
    }, this.leaseMs / 3);
    renewal.unref();
    this.inFlight.set(row.id, renewal);
    try {
      const attachments = await Promise.all(
        row.attachments.map(async (a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content !== undefined ? Buffer.from(a.content, 'utf8') : await storage.get(a.storageKey ?? ''),
        })),
      );
      if (this.closing) {
        // Stopping before the send began: hand the message back for another node to send now.
        await releaseClaim(db, row.id, this.workerId);
        return false;
      }
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
        messageId: row.messageId ?? undefined,
        attachments,
      });
      await markSent(db, row.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // The row keeps the server's words for the office (last_error); the log gets the kind of
      // failure only: an SMTP reply quotes the recipient ("550 <jane@...>: Recipient rejected").
      const status = await markAttemptFailed(db, row, this.workerId, message);
      const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
      logger.warn(
        {
          outboxId: row.id,
          attempts: row.attempts,
          failed: status === 'failed',
          error: err instanceof Error ? err.name : typeof err,
          ...(typeof code === 'string' ? { code } : {}),
          ...(typeof responseCode === 'number' ? { responseCode } : {}),
        },
        'e-mail not sent',
      );
    } finally {
      clearInterval(renewal);
      this.inFlight.delete(row.id);
    }
    return true;
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
