/**
 * Whether this server is still taking work. Readiness (`/api/health/ready`) answers 503 from the
 * moment a stop begins, before the listener closes, so a load balancer moves traffic elsewhere
 * while requests in flight finish (platform/lifecycle/shutdown.ts).
 */
export class Lifecycle {
  private stoppingSince: Date | undefined;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  markStopping(): void {
    this.stoppingSince ??= new Date();
  }
}
