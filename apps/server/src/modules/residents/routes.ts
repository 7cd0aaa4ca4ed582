import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { residentAuthRoutes } from './auth-routes';
import { residentDirectoryRoutes } from './directory-routes';
import { registerResidentGuard } from './guard';
import { residentMaintenanceRoutes } from './maintenance-routes';
import { residentNoticesAndMessagesRoutes } from './notices-messages';
import { residentPortalRoutes } from './portal-routes';
import { purgeExpiredResidentSessions } from './sessions';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The residents module (issue 32 items 3-5; ADR 0034): the portal under /api/resident, guarded by
 * the resident session (guard.ts, scoped to this module's routes), and the admin directory under
 * /api/admin/residents, guarded by the staff plugin like every admin route.
 */
export async function residentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerResidentGuard(app, ctx);
  // Expired sessions are refused on lookup already; this only keeps the table from growing.
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeExpiredResidentSessions(ctx.db).catch((err) => ctx.logger.warn({ err }, 'could not purge expired resident sessions'));
    }, PURGE_EVERY_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));
  await residentAuthRoutes(app, ctx);
  await residentPortalRoutes(app, ctx);
  await residentMaintenanceRoutes(app, ctx);
  await residentNoticesAndMessagesRoutes(app, ctx);
  await residentDirectoryRoutes(app, ctx);
}
