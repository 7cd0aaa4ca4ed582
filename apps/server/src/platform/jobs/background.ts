import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for, so its answer takes the same time whatever the
 * work finds (a password-reset request for a known and an unknown address, issue 20 item 5).
 * Tasks are kept until they settle: a stop waits for them before the database closes, and tests
 * wait for them before reading the mail. A task that fails is logged by name, never thrown at a
 * request that has already been answered.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<void>): void {
    const settled = Promise.resolve()
      .then(task)
      .catch((err: unknown) => this.logger.error({ err, task: name }, 'background task failed'))
      .finally(() => this.running.delete(settled));
    this.running.add(settled);
  }

  /**
   * Starts `task` once `reply` has been sent (or the client went away), not while it is being
   * answered: on one event loop, and with the embedded database in the same process, work started
   * earlier would still slow the answer down.
   */
  afterResponse(reply: FastifyReply, name: string, task: () => Promise<void>): void {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      // Counted as running at once (a drain waits for it), started on the next turn of the loop.
      this.run(name, () => new Promise<void>((resolve) => setImmediate(resolve)).then(task));
    };
    reply.raw.once('finish', start);
    reply.raw.once('close', start);
  }

  /** Resolves once every task started so far (and any they start) has settled. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
