import type { AppContext } from '../../context';
import { pendingMigrations } from '../../db/migration-status';

/** A check that has not answered by then counts as failed: a load balancer must not wait on us. */
export const CHECK_TIMEOUT_MS = 3_000;
/**
 * The storage check writes and removes a probe object; a balancer polling every few seconds
 * would turn that into a steady stream of S3 writes, so a passing result is reused this long.
 */
export const STORAGE_CHECK_TTL_MS = 15_000;

export type ReadinessPart = 'database' | 'migrations' | 'storage';

export type Readiness =
  | { ready: true; checks: Record<ReadinessPart, 'ok'> }
  | { ready: false; stopping: true }
  | { ready: false; stopping: false; failures: Partial<Record<ReadinessPart, string>> };

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Answers "should a load balancer send this server requests?": not while it stops, and only when
 * the database answers, every migration this code needs is applied and the file store is reachable.
 */
export class ReadinessProbe {
  private storageOkUntil = 0;
  private lastFailing = '';

  constructor(private readonly ctx: AppContext) {}

  async check(): Promise<Readiness> {
    if (this.ctx.lifecycle.stopping) return { ready: false, stopping: true };
    const failures: Partial<Record<ReadinessPart, string>> = {};
    const reasons: Partial<Record<ReadinessPart, string>> = {};
    try {
      await withTimeout(this.ctx.dbHandle.ping(), 'the database');
      const pending = await withTimeout(pendingMigrations(this.ctx.db), 'the migrations table');
      if (pending > 0) failures.migrations = `${pending} migration(s) not applied`;
    } catch (err) {
      failures.database = 'Database unreachable';
      reasons.database = messageOf(err);
    }
    try {
      await this.checkStorage();
    } catch (err) {
      failures.storage = 'Storage unreachable';
      reasons.storage = messageOf(err);
    }
    this.logChange(failures, reasons);
    if (Object.keys(failures).length > 0) return { ready: false, stopping: false, failures };
    return { ready: true, checks: { database: 'ok', migrations: 'ok', storage: 'ok' } };
  }

  private async checkStorage(): Promise<void> {
    if (Date.now() < this.storageOkUntil) return;
    await withTimeout(this.ctx.storage.check(), 'the file store');
    this.storageOkUntil = Date.now() + STORAGE_CHECK_TTL_MS;
  }

  /** Logs when the set of failing parts changes, not on every poll of a balancer. */
  private logChange(failures: Partial<Record<ReadinessPart, string>>, reasons: Partial<Record<ReadinessPart, string>>): void {
    const failing = Object.keys(failures).sort().join(',');
    if (failing === this.lastFailing) return;
    this.lastFailing = failing;
    if (failing) this.ctx.logger.warn({ failing, reasons }, 'not ready');
    else this.ctx.logger.info('ready again');
  }
}
