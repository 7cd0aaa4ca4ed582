import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DbHandle } from './client';

/** How often the embedded database is vacuumed; PostgreSQL's own autovacuum does this there. */
export const EMBEDDED_VACUUM_INTERVAL_MS = 15 * 60_000;

/**
 * PGlite runs no autovacuum. Without it the planner's statistics go stale and the visibility map
 * is never set, so index-only scans read the table after all and the list's count falls back to
 * reading every row. A `vacuum analyze` at start and every quarter of an hour keeps the search
 * plans what they are on PostgreSQL. Returns a function that stops the timer.
 */
export function startEmbeddedMaintenance(handle: DbHandle, logger: Logger, intervalMs = EMBEDDED_VACUUM_INTERVAL_MS): () => void {
  if (handle.kind !== 'pglite') return () => undefined;
  let running: Promise<void> | undefined;
  const vacuum = () => {
    if (running) return;
    running = handle.db
      .execute(sql`vacuum analyze`)
      .then(() => undefined)
      .catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'embedded vacuum failed'))
      .finally(() => {
        running = undefined;
      });
  };
  vacuum();
  const timer = setInterval(vacuum, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
