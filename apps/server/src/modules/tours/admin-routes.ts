import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOUR_MESSAGES } from '@rentfront/shared';
import { tourEndpoints as endpoints } from '@rentfront/shared/contract/tours';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { getTour, listTours, updateTour } from './admin';
import { issueManageLink, revokeManageLink } from './manage-link-admin';
import { loadHome } from './service';
import { loadPropertyTourSettings, loadTourSettings, savePropertyTourSettings, saveTourSettings } from './settings';

/** The office's tour routes (issue 21 items 1 and 7); the auth plugin guards every /api/admin path. */
export async function tourAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({ ...endpointRoute(endpoints.adminList), handler: async (request) => ok(await listTours(ctx, request.query)) });

  r.route({ ...endpointRoute(endpoints.adminDetail), handler: async (request) => ok(await getTour(ctx, request.params.id)) });

  r.route({
    ...endpointRoute(endpoints.adminUpdate),
    handler: async (request) => ok(await updateTour(ctx, request.params.id, request.body), TOUR_MESSAGES.updated),
  });

  // Issue 30 (S13c): the office revokes a visitor's manage link, or sends a new one (the old one dies).
  const actor = (request: FastifyRequest) => ({ userId: request.session?.user.id ?? null, ip: request.ip });
  r.route({
    ...endpointRoute(endpoints.revokeManageLink),
    handler: async (request) => ok(await revokeManageLink(ctx, request.params.id, actor(request)), TOUR_MESSAGES.manageLinkRevoked),
  });
  r.route({
    ...endpointRoute(endpoints.issueManageLink),
    handler: async (request) => ok(await issueManageLink(ctx, request.params.id, actor(request)), TOUR_MESSAGES.manageLinkSent),
  });

  r.route({ ...endpointRoute(endpoints.settings), handler: async () => ok(await loadTourSettings(ctx.db)) });

  r.route({
    ...endpointRoute(endpoints.saveSettings),
    handler: async (request) => {
      const saved = await saveTourSettings(ctx.db, request.body);
      ctx.readCaches.clear();
      return ok(saved, TOUR_MESSAGES.settingsSaved);
    },
  });

  // One home's own settings, access instructions included (admins only; no public API shows them).
  r.route({
    ...endpointRoute(endpoints.propertySettings),
    handler: async (request) => {
      const home = await loadHome(ctx.db, request.params.id);
      const own = await loadPropertyTourSettings(ctx.db, home.id);
      return ok({
        property_id: home.id,
        tours_enabled: own?.toursEnabled ?? true,
        weekly_hours: own?.weeklyHours ?? null,
        access_instructions: own?.accessInstructions ?? null,
      });
    },
  });

  r.route({
    ...endpointRoute(endpoints.savePropertySettings),
    handler: async (request) => {
      const home = await loadHome(ctx.db, request.params.id);
      await savePropertyTourSettings(ctx.db, home.id, request.body);
      return ok({ property_id: home.id, ...request.body }, TOUR_MESSAGES.settingsSaved);
    },
  });
}
