import type { AppContext } from '../../context';

/**
 * Runs `run` every `intervalMs`, one run at a time (a tick while a run is in progress is
 * skipped). The timer never holds the process open; the returned stop function clears it and
 * waits for a run in progress, so the database is not closed under it. A run's failure is logged
 * by its kind and code only (an error message may quote stored values).
 */
export function startPeriodic(ctx: AppContext, intervalMs: number, run: () => Promise<void>, failure: string): () => Promise<void> {
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = run()
      .catch((err: unknown) => {
        const { name, code } = (err ?? {}) as { name?: string; code?: string };
        ctx.logger.warn({ error: name ?? 'Error', code }, failure);
      })
      .finally(() => {
        current = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
