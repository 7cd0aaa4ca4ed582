import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTICE_MESSAGES } from '@rentfront/shared';
import { noticeEndpoints as endpoints } from '@rentfront/shared/contract/notices';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { readMultipart, type UploadedFile } from '../../platform/uploads';
import { sendAttachment } from './download';
import { cleanOriginalName, NOTICE_FILE_RULE } from './files';
import { parseCreateFields, parseIsActive, parseUpdateFields } from './input';
import { toNotice } from './serialize';
import {
  createNotice,
  deleteNotice,
  getDownloadableNotice,
  getNotice,
  listActiveNotices,
  listAllNotices,
  noticeStats,
  PUBLIC_NOTICES,
  setNoticeActive,
  updateNotice,
} from './service';

interface NoticeForm {
  fields: Record<string, unknown>;
  file?: UploadedFile;
}

/** The admin form arrives as multipart (with or without `notice_file`); JSON is accepted without a file. */
async function readNoticeForm(request: FastifyRequest): Promise<NoticeForm> {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, { notice_file: NOTICE_FILE_RULE });
    return { fields, file: files.find((f) => f.field === 'notice_file') };
  }
  const body = request.body;
  return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
}

/** HTTP routes of the notices domain (server.md §3). Registered by app.ts. */
export async function noticesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public

  r.route({
    ...endpointRoute(endpoints.active),
    handler: async (request) => {
      const { rows, pagination } = await listActiveNotices(ctx.db, request.query);
      return ok({ notices: rows.map((row) => toNotice(row, 'public')), pagination });
    },
  });

  r.route({
    ...endpointRoute(endpoints.publicDownload),
    handler: async (request, reply) => {
      const notice = await getDownloadableNotice(ctx.db, request.params.id, PUBLIC_NOTICES);
      return sendAttachment(reply, ctx.storage, notice);
    },
  });

  // Admin (the auth plugin guards every /api/admin/ path)

  r.route({
    ...endpointRoute(endpoints.adminList),
    handler: async (request) => {
      const [{ rows, pagination }, stats] = await Promise.all([listAllNotices(ctx.db, request.query), noticeStats(ctx.db)]);
      return ok({ notices: rows.map((row) => toNotice(row, 'admin')), pagination, stats });
    },
  });

  r.route({
    ...endpointRoute(endpoints.create),
    handler: async (request, reply) => {
      const form = await readNoticeForm(request);
      // Validate the text before storing anything.
      const input = parseCreateFields(form.fields);
      const row = await createNotice(ctx, input, form.file, form.file && cleanOriginalName(form.file.filename));
      return reply.status(201).send(ok(toNotice(row, 'admin'), NOTICE_MESSAGES.created));
    },
  });

  r.route({
    ...endpointRoute(endpoints.detail),
    handler: async (request) => {
      return ok(toNotice(await getNotice(ctx.db, request.params.id), 'admin'));
    },
  });

  r.route({
    ...endpointRoute(endpoints.update),
    handler: async (request) => {
      const form = await readNoticeForm(request);
      const input = parseUpdateFields(form.fields);
      const row = await updateNotice(ctx, request.params.id, input, form.file, form.file && cleanOriginalName(form.file.filename));
      return ok(toNotice(row, 'admin'), NOTICE_MESSAGES.updated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.remove),
    handler: async (request) => {
      await deleteNotice(ctx, request.params.id);
      return ok(null, NOTICE_MESSAGES.deleted);
    },
  });

  r.route({
    ...endpointRoute(endpoints.toggleActive),
    handler: async (request) => {
      const row = await setNoticeActive(ctx, request.params.id, 'toggle');
      return ok(toNotice(row, 'admin'), row.isActive ? NOTICE_MESSAGES.activated : NOTICE_MESSAGES.deactivated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.setActive),
    handler: async (request) => {
      const form = await readNoticeForm(request);
      const row = await setNoticeActive(ctx, request.params.id, parseIsActive(form.fields));
      return ok(toNotice(row, 'admin'), row.isActive ? NOTICE_MESSAGES.activated : NOTICE_MESSAGES.deactivated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.adminDownload),
    handler: async (request, reply) => {
      const notice = await getDownloadableNotice(ctx.db, request.params.id, undefined);
      return sendAttachment(reply, ctx.storage, notice);
    },
  });
}
