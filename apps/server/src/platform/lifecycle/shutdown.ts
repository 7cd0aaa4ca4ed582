import type { Logger } from 'pino';
import type { RentfrontApp } from '../../app';
import type { DbHandle } from '../../db/client';

/** How long requests in flight may run on once a stop begins; then their connections are cut. */
export const DRAIN_MS = 10_000;
/** A stop that takes longer than this (a hung SMTP send, say) ends the process with exit code 1. */
export const STOP_DEADLINE_MS = 30_000;

export interface ShutdownParts {
  app: RentfrontApp;
  handle: DbHandle;
  logger: Logger;
  /** Timers and jobs that use the database, stopped before it closes. */
  beforeDbClose?: () => void | Promise<void>;
  drainMs?: number;
}

/**
 * Stops the server in the order that loses nothing: readiness goes 503 (load balancers stop
 * sending), the listener closes and requests in flight finish (bounded by `drainMs`), the app's
 * onClose hooks stop the mail worker (releasing its claims) and other clients, then the database
 * closes, which also releases DATA_DIR's lock. Resolves with the exit code.
 */
export async function shutDown(parts: ShutdownParts): Promise<number> {
  const { app, handle, logger } = parts;
  const drainMs = parts.drainMs ?? DRAIN_MS;
  app.ctx.lifecycle.markStopping();
  logger.info({ drainMs }, 'stopping: no new requests; finishing those in flight');
  const cut = setTimeout(() => {
    logger.warn({ drainMs }, 'requests still running when the drain time ran out: closing their connections');
    app.server.closeAllConnections();
  }, drainMs);
  try {
    await app.close();
    await parts.beforeDbClose?.();
    await handle.close();
    logger.info('stopped');
    return 0;
  } catch (err) {
    logger.error({ err }, 'error while stopping');
    return 1;
  } finally {
    clearTimeout(cut);
  }
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT and exits with its code. Later signals are ignored:
 * `npm start` passes a terminal's Ctrl-C on to the server that already got it from the terminal,
 * so the same stop can arrive two or three times.
 */
export function stopOnSignals(logger: Logger, stop: (signal: NodeJS.Signals) => Promise<number>, deadlineMs = STOP_DEADLINE_MS): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stop signal received');
    const deadline = setTimeout(() => {
      logger.error({ deadlineMs }, 'the stop took too long: exiting now');
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    void stop(signal).then((code) => process.exit(code));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
