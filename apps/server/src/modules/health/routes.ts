import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { outboxBacklog } from '../../platform/mail/worker';
import { ReadinessProbe } from './readiness';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await ctx.dbHandle.ping();
      const backlog = await outboxBacklog(ctx.db);
      return { success: true, data: { status: 'ok', database: ctx.dbHandle.kind, outbox: backlog } };
    } catch (err) {
      ctx.logger.error({ err }, 'health check failed');
      return reply.status(503).send({ success: false, detail: 'Database unreachable', message: 'Database unreachable' });
    }
  });

  // Readiness, for load balancers and orchestrators: 503 while stopping or while a part it needs
  // is down, with `errors` naming each failing part. /api/health above stays the liveness check.
  const probe = new ReadinessProbe(ctx);
  app.get('/api/health/ready', async (_request, reply) => {
    const readiness = await probe.check();
    if (readiness.ready) return { success: true, data: { status: 'ready', checks: readiness.checks } };
    const errors: Record<string, string> = readiness.stopping ? { server: 'Shutting down' } : readiness.failures;
    const detail = readiness.stopping ? 'Shutting down' : `Not ready: ${Object.values(errors).join('; ')}`;
    return reply.status(503).send({ success: false, detail, message: detail, errors });
  });

  // Connection test used by the chat widget (public-site.md §7).
  app.get('/api/debug/simple-test', async () => ({ success: true }));
}
