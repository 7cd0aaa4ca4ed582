import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { outboxBacklog } from '../../platform/mail/worker';

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

  // Connection test used by the chat widget (public-site.md §7).
  app.get('/api/debug/simple-test', async () => ({ success: true }));
}
