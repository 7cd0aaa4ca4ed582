import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTourListQuerySchema,
  adminTourUpdateSchema,
  TOUR_MESSAGES,
  tourPropertySettingsSchema,
  tourSettingsSchema,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { getTour, listTours, updateTour } from './admin';
import { issueManageLink, revokeManageLink } from './manage-link-admin';
import { loadHome } from './service';
import { loadPropertyTourSettings, loadTourSettings, savePropertyTourSettings, saveTourSettings } from './settings';

const idParams = z.object({ id: z.string().max(100) });

/** The office's tour routes (issue 21 items 1 and 7); the auth plugin guards every /api/admin path. */
export async function tourAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/tours', { schema: { querystring: adminTourListQuerySchema } }, async (request) =>
    ok(await listTours(ctx, request.query)),
  );

  r.get('/api/admin/tours/:id', { schema: { params: idParams } }, async (request) => ok(await getTour(ctx, request.params.id)));

  r.patch('/api/admin/tours/:id', { schema: { params: idParams, body: adminTourUpdateSchema } }, async (request) =>
    ok(await updateTour(ctx, request.params.id, request.body), TOUR_MESSAGES.updated),
  );

  // Issue 30 (S13c): the office revokes a visitor's manage link, or sends a new one (the old one dies).
  const actor = (request: FastifyRequest) => ({ userId: request.session?.user.id ?? null, ip: request.ip });
  r.post('/api/admin/tours/:id/manage-link/revoke', { schema: { params: idParams } }, async (request) =>
    ok(await revokeManageLink(ctx, request.params.id, actor(request)), TOUR_MESSAGES.manageLinkRevoked),
  );
  r.post('/api/admin/tours/:id/manage-link', { schema: { params: idParams } }, async (request) =>
    ok(await issueManageLink(ctx, request.params.id, actor(request)), TOUR_MESSAGES.manageLinkSent),
  );

  r.get('/api/admin/tour-settings', async () => ok(await loadTourSettings(ctx.db)));

  r.put('/api/admin/tour-settings', { schema: { body: tourSettingsSchema } }, async (request) => {
    const saved = await saveTourSettings(ctx.db, request.body);
    ctx.readCaches.clear();
    return ok(saved, TOUR_MESSAGES.settingsSaved);
  });

  // One home's own settings, access instructions included (admins only; no public API shows them).
  r.get('/api/admin/tour-settings/properties/:id', { schema: { params: idParams } }, async (request) => {
    const home = await loadHome(ctx.db, request.params.id);
    const own = await loadPropertyTourSettings(ctx.db, home.id);
    return ok({
      property_id: home.id,
      tours_enabled: own?.toursEnabled ?? true,
      weekly_hours: own?.weeklyHours ?? null,
      access_instructions: own?.accessInstructions ?? null,
    });
  });

  r.put('/api/admin/tour-settings/properties/:id', { schema: { params: idParams, body: tourPropertySettingsSchema } }, async (request) => {
    const home = await loadHome(ctx.db, request.params.id);
    await savePropertyTourSettings(ctx.db, home.id, request.body);
    return ok({ property_id: home.id, ...request.body }, TOUR_MESSAGES.settingsSaved);
  });
}
