import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  maintenanceListQuerySchema,
  MAINTENANCE_MAX_LIMIT,
  MAINTENANCE_MAX_PHOTOS,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_STATUSES,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { ok } from '../../platform/http/envelope';
import { readMultipart } from '../../platform/uploads';
import { sendCsvExport } from '../../platform/csv/export';
import { maintenanceExport } from './export';
import { photoRule } from './photos';
import { listByStatus, listRequests } from './queries';
import { listMaintenanceTimeline } from './timeline';
import { MAINTENANCE_BASE_PATH as BASE } from './serialize';
import { addPhotos, createRequest, deleteRequest, getPhotoFile, getRequest, photoCount, updateRequest } from './service';

// Any string: a malformed id is a 404 from the service, never a 400 or a 500 (server.md §1).
const idParams = z.object({ id: z.string().max(200) });
const photoParams = z.object({ id: z.string().max(200), photoId: z.string().max(200) });
const photoQuery = z.object({ size: z.enum(['full', 'thumb']).default('full') });
const statusParams = z.object({ status: z.enum(MAINTENANCE_STATUSES) });
const statusQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAINTENANCE_MAX_LIMIT).default(MAINTENANCE_MAX_LIMIT) });

/** HTTP routes of the maintenance domain (server.md §3). The admin guard covers /api/admin/*. */
export async function maintenanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maintenance'];

  r.get(BASE, { schema: { tags, querystring: maintenanceListQuerySchema } }, async (request) =>
    ok(await listRequests(ctx.db, request.query)),
  );

  r.get(`${BASE}/export`, { compress: false, schema: { tags, querystring: maintenanceListQuerySchema } }, async (request, reply) =>
    sendCsvExport(ctx, request, reply, maintenanceExport(ctx, request.query)),
  );

  r.get(`${BASE}/status/:status`, { schema: { tags, params: statusParams, querystring: statusQuery } }, async (request) =>
    ok(await listByStatus(ctx.db, request.params.status, request.query.limit)),
  );

  // The single request carries its timeline (issue 19: the contractor's steps and status changes).
  r.get(`${BASE}/:id`, { schema: { tags, params: idParams } }, async (request) => {
    const found = await getRequest(ctx, request.params.id);
    return ok({ ...found, timeline: await listMaintenanceTimeline(ctx.db, found.id) });
  });

  r.post(BASE, { schema: { tags } }, async (request, reply) => {
    const form = await readMultipart(request, { photos: photoRule() });
    const created = await createRequest(ctx, form.fields, form.files);
    return reply.status(201).send(ok(created, MAINTENANCE_MESSAGES.created));
  });

  r.put(`${BASE}/:id`, { schema: { tags, params: idParams } }, async (request) =>
    ok(await updateRequest(ctx, request.params.id, request.body), MAINTENANCE_MESSAGES.updated),
  );

  r.delete(`${BASE}/:id`, { schema: { tags, params: idParams } }, async (request) => {
    await deleteRequest(ctx, request.params.id, currentUser(request).id, request.ip);
    return ok({ id: request.params.id }, MAINTENANCE_MESSAGES.deleted);
  });

  // Adds photos to an existing request (multipart `photos`), up to 10 in total.
  r.post(`${BASE}/:id/photos`, { schema: { tags, params: idParams } }, async (request, reply) => {
    const room = MAINTENANCE_MAX_PHOTOS - (await photoCount(ctx, request.params.id));
    const form = await readMultipart(request, { photos: photoRule(Math.max(0, room)) });
    const updated = await addPhotos(ctx, request.params.id, form.files);
    return reply.status(201).send(ok(updated, MAINTENANCE_MESSAGES.photosAdded));
  });

  // Private photos: only through this admin route, never through /media (server.md §5).
  r.get(`${BASE}/:id/photos/:photoId`, { schema: { tags, params: photoParams, querystring: photoQuery } }, async (request, reply) => {
    const file = await getPhotoFile(ctx, request.params.id, request.params.photoId, request.query.size);
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .header('content-length', String(file.size))
      .type(file.contentType)
      .send(file.stream);
  });
}
