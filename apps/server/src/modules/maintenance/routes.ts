import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAINTENANCE_MAX_PHOTOS, MAINTENANCE_MESSAGES } from '@rentfront/shared';
import { maintenanceEndpoints as endpoints } from '@rentfront/shared/contract/maintenance';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { readMultipart } from '../../platform/uploads';
import { sendCsvExport } from '../../platform/csv/export';
import { maintenanceExport } from './export';
import { photoRule } from './photos';
import { sendPrivatePhoto } from '../../platform/images/photos';
import { listByStatus, listRequests } from './queries';
import { listMaintenanceTimeline } from './timeline';
import { addPhotos, createRequest, deleteRequest, getPhotoFile, getRequest, photoCount, updateRequest } from './service';

/** HTTP routes of the maintenance domain (server.md §3). The admin guard covers /api/admin/*. */
export async function maintenanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['maintenance'] };

  r.route({ ...endpointRoute(endpoints.list, docs), handler: async (request) => ok(await listRequests(ctx.db, request.query)) });

  r.route({
    ...endpointRoute(endpoints.export, docs),
    compress: false,
    handler: async (request, reply) => sendCsvExport(ctx, request, reply, maintenanceExport(ctx, request.query)),
  });

  r.route({
    ...endpointRoute(endpoints.byStatus, docs),
    handler: async (request) => ok(await listByStatus(ctx.db, request.params.status, request.query.limit)),
  });

  // The single request carries its timeline (issue 19: the contractor's steps and status changes).
  r.route({
    ...endpointRoute(endpoints.detail, docs),
    handler: async (request) => {
      const found = await getRequest(ctx, request.params.id);
      return ok({ ...found, timeline: await listMaintenanceTimeline(ctx.db, found.id) });
    },
  });

  r.route({
    ...endpointRoute(endpoints.create, docs),
    handler: async (request, reply) => {
      const form = await readMultipart(request, { photos: photoRule() });
      const created = await createRequest(ctx, form.fields, form.files);
      return reply.status(201).send(ok(created, MAINTENANCE_MESSAGES.created));
    },
  });

  r.route({
    ...endpointRoute(endpoints.update, docs),
    handler: async (request) => ok(await updateRequest(ctx, request.params.id, request.body), MAINTENANCE_MESSAGES.updated),
  });

  r.route({
    ...endpointRoute(endpoints.remove, docs),
    handler: async (request) => {
      await deleteRequest(ctx, request.params.id, currentUser(request).id, request.ip);
      return ok({ id: request.params.id }, MAINTENANCE_MESSAGES.deleted);
    },
  });

  // Adds photos to an existing request (multipart `photos`), up to 10 in total.
  r.route({
    ...endpointRoute(endpoints.addPhotos, docs),
    handler: async (request, reply) => {
      const room = MAINTENANCE_MAX_PHOTOS - (await photoCount(ctx, request.params.id));
      const form = await readMultipart(request, { photos: photoRule(Math.max(0, room)) });
      const updated = await addPhotos(ctx, request.params.id, form.files);
      return reply.status(201).send(ok(updated, MAINTENANCE_MESSAGES.photosAdded));
    },
  });

  // Private photos: only through this admin route, never through /media (server.md §5).
  r.route({
    ...endpointRoute(endpoints.photo, docs),
    handler: async (request, reply) => {
      const file = await getPhotoFile(ctx, request.params.id, request.params.photoId, request.query.size);
      return sendPrivatePhoto(reply, file);
    },
  });
}
