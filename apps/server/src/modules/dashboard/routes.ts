import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { loadDashboard } from './service';

/** HTTP routes of the dashboard domain (server.md §3 Dashboard). Registered by app.ts. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Guarded like every /api/admin/* path by the auth plugin.
  app.get('/api/admin/dashboard', async () => ok(await loadDashboard(ctx)));
}
