import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { siteSettings } from './service';

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/public/site', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(siteSettings(ctx.config));
  });
}
