import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentEndpoints as endpoints } from '@rentfront/shared/contract/residents';
import { RESIDENT_MAINTENANCE_MAX_PHOTOS, RESIDENT_MAINTENANCE_MESSAGES, RESIDENT_MESSAGES as M } from '@rentfront/shared/residents';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { readMultipart } from '../../platform/uploads';
import { photoRule } from '../maintenance/photos';
import { currentResident } from './guard';
import {
  addResidentComment,
  confirmResidentRequest,
  createResidentRequest,
  getOwnRequest,
  listOwnRequests,
  photoRoomOf,
} from './maintenance';

/** The resident's maintenance requests (issue 32 item 4): only their own (resident_id of the session). */
export async function residentMaintenanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['resident portal'] };

  r.route({
    ...endpointRoute(endpoints.maintenance, docs),
    handler: async (request) => ok({ requests: await listOwnRequests(ctx.db, currentResident(request).id) }),
  });

  // The photos are checked by size while they stream and by content once read (readMultipart with
  // the office form's photo rule), and decoded before anything is stored.
  r.route({
    ...endpointRoute(endpoints.createMaintenance, docs),
    handler: async (request, reply) => {
      const resident = currentResident(request);
      const form = await readMultipart(request, { photos: photoRule(RESIDENT_MAINTENANCE_MAX_PHOTOS) });
      const created = await createResidentRequest(ctx, resident, form.fields, form.files);
      return reply.status(201).send(ok(created, RESIDENT_MAINTENANCE_MESSAGES.created));
    },
  });

  r.route({
    ...endpointRoute(endpoints.maintenanceDetail, docs),
    handler: async (request) => ok(await getOwnRequest(ctx.db, currentResident(request).id, request.params.id)),
  });

  // A comment and/or one photo (`photo`), within the request's limit of photos.
  r.route({
    ...endpointRoute(endpoints.maintenanceComment, docs),
    handler: async (request, reply) => {
      const resident = currentResident(request);
      const room = await photoRoomOf(ctx, resident, request.params.id);
      const form = await readMultipart(request, { photo: photoRule(Math.min(1, room)) });
      const updated = await addResidentComment(ctx, resident, request.params.id, form.fields.comment, form.files);
      return reply.status(201).send(ok(updated, RESIDENT_MAINTENANCE_MESSAGES.commented));
    },
  });

  r.route({
    ...endpointRoute(endpoints.maintenanceConfirm, docs),
    handler: async (request) => ok(await confirmResidentRequest(ctx, currentResident(request), request.params.id), M.confirmed),
  });
}
