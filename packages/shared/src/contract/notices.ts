import { z } from 'zod';
import { noticeListQuerySchema, type AdminNoticeListData, type Notice, type NoticeListData } from '../notices';
import { defineEndpoint, MULTIPART } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';
import { noticeRoutes } from './notices-routes';

// The notices endpoints (server.md §3): the routes of notices-routes.ts with their schemas.

/** Ids are checked by the service, so a malformed one is a 404 like an unknown one. */
export const noticeIdParams = z.object({ id: z.string().max(100) });

export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  file: z.string().nullable(),
  has_file: z.boolean(),
  original_filename: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().nullable(),
  property_id: z.string().nullable(),
  property_title: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const noticeListDataSchema = z.object({ notices: z.array(noticeSchema), pagination: offsetPaginationSchema });

export const adminNoticeListDataSchema = noticeListDataSchema.extend({
  stats: z.object({ total: z.number(), active: z.number(), inactive: z.number() }),
});

export type _NoticeShapes = [
  Expect<Same<z.output<typeof noticeSchema>, Notice>>,
  Expect<Same<z.output<typeof noticeListDataSchema>, NoticeListData>>,
  Expect<Same<z.output<typeof adminNoticeListDataSchema>, AdminNoticeListData>>,
];

const oneNotice = envelope(noticeSchema);

export const noticeEndpoints = {
  active: defineEndpoint(noticeRoutes.active, { query: noticeListQuerySchema, response: envelope(noticeListDataSchema) }),
  publicDownload: defineEndpoint(noticeRoutes.publicDownload, { params: noticeIdParams }),
  adminList: defineEndpoint(noticeRoutes.adminList, { query: noticeListQuerySchema, response: envelope(adminNoticeListDataSchema) }),
  // Multipart (with or without `notice_file`); the server also reads JSON without a file.
  create: defineEndpoint(noticeRoutes.create, { body: MULTIPART, response: oneNotice, status: 201 }),
  detail: defineEndpoint(noticeRoutes.detail, { params: noticeIdParams, response: oneNotice }),
  update: defineEndpoint(noticeRoutes.update, { params: noticeIdParams, body: MULTIPART, response: oneNotice }),
  remove: defineEndpoint(noticeRoutes.remove, { params: noticeIdParams, response: envelope(z.null()) }),
  toggleActive: defineEndpoint(noticeRoutes.toggleActive, { params: noticeIdParams, response: oneNotice }),
  setActive: defineEndpoint(noticeRoutes.setActive, { params: noticeIdParams, body: MULTIPART, response: oneNotice }),
  adminDownload: defineEndpoint(noticeRoutes.adminDownload, { params: noticeIdParams }),
};
