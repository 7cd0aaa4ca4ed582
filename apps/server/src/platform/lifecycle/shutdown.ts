import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db/client';
import type { Lifecycle } from './lifecycle';

/** How long requests in flight may run on once the listener closes; then their connections are cut. */
export const DRAIN_MS = 10_000;
/**
 * A stop that takes longer than this from the signal (a hung SMTP send, say) ends the process with
 * exit code 1. It covers the longest pre-stop delay config.ts accepts (15 s) plus the drain.
 */
export const STOP_DEADLINE_MS = 30_000;

/** The part of the built app a shutdown needs (the app itself sits a layer above platform). */
type StoppableApp = FastifyInstance & { ctx: { lifecycle: Lifecycle } };

export interface ShutdownParts {
  app: StoppableApp;
  handle: DbHandle;
  logger: Logger;
  /** Timers and jobs that use the database, stopped before it closes. */
  beforeDbClose?: () => void | Promise<void>;
  /**
   * How long to keep serving with readiness at 503 before the listener closes (SHUTDOWN_DELAY_MS):
   * the time a load balancer needs to see the 503 and send new requests elsewhere.
   */
  delayMs?: number;
  drainMs?: number;
}

/**
 * Closes the listener and waits for the connections to end: idle ones at once, those with a
 * request when it has been answered (with `Connection: close`), the rest cut after `drainMs`.
 */
async function drainConnections(app: StoppableApp, logger: Logger, drainMs: number): Promise<void> {
  const connections = app.ctx.lifecycle.connections;
  const cut = setTimeout(() => {
    logger.warn({ drainMs }, 'requests still running when the drain time ran out: closing their connections');
    if (connections) connections.closeAll();
    else app.server.closeAllConnections();
  }, drainMs);
  try {
    // Without a tracker (an app that never called lifecycle.watch), Fastify's close does the
    // closing: idle keep-alive connections then hold it until the cut.
    await (connections ? connections.drain() : app.close());
  } finally {
    clearTimeout(cut);
  }
}

/**
 * Stops the server in the order that loses nothing: readiness goes 503 while everything else is
 * still served for `delayMs` (load balancers stop sending), the listener closes, idle connections
 * close at once and requests in flight finish (bounded by `drainMs`), the app's onClose hooks
 * stop the mail worker (releasing its claims) and other clients, then the database closes, which
 * also releases DATA_DIR's lock. Resolves with the exit code.
 */
export async function shutDown(parts: ShutdownParts): Promise<number> {
  const { app, handle, logger } = parts;
  const drainMs = parts.drainMs ?? DRAIN_MS;
  const delayMs = parts.delayMs ?? 0;
  app.ctx.lifecycle.markStopping();
  try {
    if (delayMs > 0) {
      logger.info({ delayMs }, 'stopping: readiness answers 503; still serving while load balancers move traffic away');
      await sleep(delayMs);
    }
    logger.info({ drainMs }, 'stopping: no new connections; finishing the requests in flight');
    await drainConnections(app, logger, drainMs);
    await app.close();
    await parts.beforeDbClose?.();
    await handle.close();
    logger.info('stopped');
    return 0;
  } catch (err) {
    logger.error({ err }, 'error while stopping');
    return 1;
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
