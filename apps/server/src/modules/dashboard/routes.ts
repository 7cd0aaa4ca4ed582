import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTENTION_MESSAGES } from '@rentfront/shared';
import { dashboardEndpoints as endpoints } from '@rentfront/shared/contract/dashboard';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { loadAttention } from './attention-service';
import { leadSources } from './lead-sources';
import { loadDashboard } from './service';

/** HTTP routes of the dashboard domain (server.md §3 Dashboard). Registered by app.ts. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Guarded like every /api/admin/* path by the auth plugin.
  r.route({ ...endpointRoute(endpoints.overview), handler: async () => ok(await loadDashboard(ctx)) });

  // The "Needs attention" card in one call (issue 19); `Cache-Control: no-cache` skips the
  // short per-user cache (the bench times both).
  r.route({
    ...endpointRoute(endpoints.attention),
    handler: async (request) => {
      const header = request.headers['cache-control'];
      const fresh = typeof header === 'string' && /no-cache|no-store|max-age=0/i.test(header);
      return ok(await loadAttention(ctx, currentUser(request).id, { fresh }), ATTENTION_MESSAGES.fetched);
    },
  });

  // "Leads by source": where the last 30 days' contact messages, tours and applications came from.
  r.route({ ...endpointRoute(endpoints.leadSources), handler: async () => ok(await leadSources(ctx.db)) });
}
