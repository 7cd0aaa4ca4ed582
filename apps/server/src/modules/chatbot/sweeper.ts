import type { AppContext } from '../../context';
import { startPeriodic } from '../../platform/jobs/periodic';
import { markAbandoned } from './store';

export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Marks conversations idle for 24 hours as abandoned, every 15 minutes. Reads mark them too, so
 * the sweep only keeps the table honest between visits. The timer never holds the process open
 * and stops with the app.
 */
export function startAbandonSweep(ctx: AppContext, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  return startPeriodic(
    ctx,
    intervalMs,
    async () => {
      const n = await markAbandoned(ctx.db, new Date());
      if (n > 0) ctx.logger.info({ abandoned: n }, 'chat conversations marked abandoned');
    },
    'chat abandonment sweep failed',
  );
}
