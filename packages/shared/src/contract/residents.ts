import { z } from 'zod';
import {
  adminResidentDetailSchema,
  adminResidentListSchema,
  residentLeaseListSchema,
  residentLeaseSchema,
  residentDeclineSchema,
  residentLinkRequestSchema,
  residentLoginSchema,
  residentMessageSchema,
  residentPasswordSchema,
  residentUpdateMeSchema,
  residentListQuerySchema,
  residentMaintenanceListSchema,
  residentMaintenanceSchema,
  residentMeSchema,
  residentNoticeListSchema,
  residentSignedInSchema,
  residentSignResultSchema,
  residentSignSchema,
  residentVerifySchema,
} from '../residents';
import { defineEndpoint, MULTIPART } from './endpoint';
import { envelope } from './envelope';
import { adminResidentRoutes, residentRoutes } from './residents-routes';

// The resident portal endpoints and the admin directory (issue 32): the routes of
// residents-routes.ts with their schemas (answers in ../residents.ts).

/** Any string: another resident's id or a malformed one is the same 404 (ADR 0034). */
export const residentIdParams = z.object({ id: z.string().max(200) });

const message = z.object({ success: z.literal(true), message: z.string(), data: z.null() });

export const residentEndpoints = {
  requestLink: defineEndpoint(residentRoutes.requestLink, { body: residentLinkRequestSchema, response: message, status: 202 }),
  verify: defineEndpoint(residentRoutes.verify, { body: residentVerifySchema, response: residentSignedInSchema }),
  logout: defineEndpoint(residentRoutes.logout, { response: message }),
  // The signed-in session's token again, for a tab opened after sign-in (it lives in memory only).
  csrf: defineEndpoint(residentRoutes.csrf, { response: envelope(z.object({ csrf_token: z.string() })) }),
  login: defineEndpoint(residentRoutes.login, { body: residentLoginSchema, response: residentSignedInSchema }),
  password: defineEndpoint(residentRoutes.password, { body: residentPasswordSchema, response: message }),
  me: defineEndpoint(residentRoutes.me, { response: envelope(residentMeSchema) }),
  updateMe: defineEndpoint(residentRoutes.updateMe, { body: residentUpdateMeSchema, response: envelope(residentMeSchema) }),
  leases: defineEndpoint(residentRoutes.leases, { response: envelope(residentLeaseListSchema) }),
  lease: defineEndpoint(residentRoutes.lease, { params: residentIdParams, response: envelope(residentLeaseSchema) }),
  leaseDocument: defineEndpoint(residentRoutes.leaseDocument, { params: residentIdParams }),
  sign: defineEndpoint(residentRoutes.sign, {
    params: residentIdParams,
    body: residentSignSchema,
    response: envelope(residentSignResultSchema),
  }),
  decline: defineEndpoint(residentRoutes.decline, {
    params: residentIdParams,
    body: residentDeclineSchema,
    response: envelope(residentLeaseSchema),
  }),
  maintenance: defineEndpoint(residentRoutes.maintenance, { response: envelope(residentMaintenanceListSchema) }),
  // Multipart: the request's fields and up to 6 photos, checked by content and size like every upload.
  createMaintenance: defineEndpoint(residentRoutes.createMaintenance, {
    body: MULTIPART,
    response: envelope(residentMaintenanceSchema),
    status: 201,
  }),
  maintenanceDetail: defineEndpoint(residentRoutes.maintenanceDetail, {
    params: residentIdParams,
    response: envelope(residentMaintenanceSchema),
  }),
  // Multipart: a comment and/or one photo.
  maintenanceComment: defineEndpoint(residentRoutes.maintenanceComment, {
    params: residentIdParams,
    body: MULTIPART,
    response: envelope(residentMaintenanceSchema),
    status: 201,
  }),
  maintenanceConfirm: defineEndpoint(residentRoutes.maintenanceConfirm, {
    params: residentIdParams,
    response: envelope(residentMaintenanceSchema),
  }),
  notices: defineEndpoint(residentRoutes.notices, { response: envelope(residentNoticeListSchema) }),
  noticeDownload: defineEndpoint(residentRoutes.noticeDownload, { params: residentIdParams }),
  message: defineEndpoint(residentRoutes.message, { body: residentMessageSchema, response: message, status: 201 }),
};

export const adminResidentEndpoints = {
  list: defineEndpoint(adminResidentRoutes.list, { query: residentListQuerySchema, response: envelope(adminResidentListSchema) }),
  detail: defineEndpoint(adminResidentRoutes.detail, { params: residentIdParams, response: envelope(adminResidentDetailSchema) }),
};
