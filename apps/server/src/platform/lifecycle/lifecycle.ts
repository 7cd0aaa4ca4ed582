import type { Server } from 'node:http';
import { ConnectionTracker } from './connections';

/**
 * Whether this server is still taking work, and its connections. Readiness
 * (`/api/health/ready`) answers 503 from the moment a stop begins, before the listener closes, so
 * a load balancer moves traffic elsewhere while requests in flight finish
 * (platform/lifecycle/shutdown.ts).
 */
export class Lifecycle {
  private stoppingSince: Date | undefined;
  private tracker: ConnectionTracker | undefined;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  markStopping(): void {
    this.stoppingSince ??= new Date();
  }

  /** Follows the HTTP server's connections from now on (app.ts, before it listens). */
  watch(server: Server): void {
    this.tracker ??= new ConnectionTracker(server);
  }

  /** The server's connections, for the stop's drain; undefined when `watch` was never called. */
  get connections(): ConnectionTracker | undefined {
    return this.tracker;
  }
}
