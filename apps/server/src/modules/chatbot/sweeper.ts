import type { AppContext } from '../../context';
import { markAbandoned } from './store';

export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Marks conversations idle for 24 hours as abandoned, every 15 minutes. Reads mark them too, so
 * the sweep only keeps the table honest between visits. The timer never holds the process open
 * and stops with the app.
 */
export function startAbandonSweep(ctx: AppContext, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = markAbandoned(ctx.db, new Date())
      .then((n) => {
        if (n > 0) ctx.logger.info({ abandoned: n }, 'chat conversations marked abandoned');
      })
      .catch((err) => ctx.logger.warn({ err }, 'chat abandonment sweep failed'))
      .finally(() => {
        current = undefined;
      });
  }, intervalMs);
  timer.unref();
  // Stopping waits for a sweep in progress, so the database is not closed under it.
  return async () => {
    clearInterval(timer);
    await current;
  };
}
