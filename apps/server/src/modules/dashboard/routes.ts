import type { FastifyInstance } from 'fastify';
import { ATTENTION_MESSAGES } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { ok } from '../../platform/http/envelope';
import { loadAttention } from './attention-service';
import { loadDashboard } from './service';

/** HTTP routes of the dashboard domain (server.md §3 Dashboard). Registered by app.ts. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Guarded like every /api/admin/* path by the auth plugin.
  app.get('/api/admin/dashboard', async () => ok(await loadDashboard(ctx)));

  // The "Needs attention" card in one call (issue 19); `Cache-Control: no-cache` skips the
  // short per-user cache (the bench times both).
  app.get('/api/admin/dashboard/attention', async (request) => {
    const header = request.headers['cache-control'];
    const fresh = typeof header === 'string' && /no-cache|no-store|max-age=0/i.test(header);
    return ok(await loadAttention(ctx, currentUser(request).id, { fresh }), ATTENTION_MESSAGES.fetched);
  });
}
