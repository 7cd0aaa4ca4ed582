import { z } from 'zod';
import {
  MAINTENANCE_MAX_LIMIT,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  maintenanceListQuerySchema,
  sendToContractorSchema,
  type MaintenanceByStatusData,
  type MaintenanceListData,
  type MaintenanceRequest,
} from '../maintenance';
import { MAINTENANCE_EVENT_ACTORS, MAINTENANCE_EVENT_KINDS, type MaintenanceEvent } from '../maintenance-timeline';
import { defineEndpoint, MULTIPART } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';
import { maintenanceRoutes } from './maintenance-routes';

// The maintenance endpoints (server.md §3): the routes of maintenance-routes.ts with their schemas.

/** Any string: a malformed id is a 404 from the service, never a 400 or a 500 (server.md §1). */
export const maintenanceIdParams = z.object({ id: z.string().max(200) });
export const maintenancePhotoParams = z.object({ id: z.string().max(200), photoId: z.string().max(200) });
export const maintenancePhotoQuery = z.object({ size: z.enum(['full', 'thumb']).default('full') });
export const maintenanceStatusParams = z.object({ status: z.enum(MAINTENANCE_STATUSES) });
export const maintenanceStatusQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAINTENANCE_MAX_LIMIT).default(MAINTENANCE_MAX_LIMIT),
});

/**
 * The update's JSON is parsed by the service (parseBody), whose 400 leads with "Please fill in all
 * required fields" when one is missing; a schema here would answer a different headline first.
 */
const parsedByService = z.unknown();

const maintenanceStatus = z.enum(MAINTENANCE_STATUSES);

export const maintenanceEventSchema = z.object({
  id: z.string(),
  kind: z.enum(MAINTENANCE_EVENT_KINDS),
  actor: z.enum(MAINTENANCE_EVENT_ACTORS),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  proposed_date: z.string().nullable(),
  status: maintenanceStatus.nullable(),
  created_at: z.string(),
});

export const maintenanceRequestSchema = z.object({
  id: z.string(),
  tenant_name: z.string(),
  tenant_phone: z.string().nullable(),
  tenant_email: z.string().nullable(),
  property_id: z.string().nullable(),
  property_title: z.string().nullable(),
  property_address: z.string(),
  property_unit: z.string().nullable(),
  issue_title: z.string(),
  issue_description: z.string(),
  priority: z.enum(MAINTENANCE_PRIORITIES),
  contractor_email: z.string(),
  contractor_name: z.string().nullable(),
  contractor_phone: z.string().nullable(),
  contractor_id: z.string().nullable(),
  estimated_cost: z.number().nullable(),
  notes: z.string().nullable(),
  status: maintenanceStatus,
  photos: z.array(z.string()),
  photo_items: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      thumbnail_url: z.string(),
      filename: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  timeline: z.array(maintenanceEventSchema).optional(),
  resident: z
    .object({
      id: z.string().nullable(),
      full_name: z.string(),
      email: z.string().nullable(),
      lease_id: z.string().nullable(),
      lease_reference: z.string().nullable(),
      category: z.string().nullable(),
      entry_permission: z.boolean().nullable(),
      best_times: z.string().nullable(),
      confirmed_at: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

/** The single request always carries its timeline. */
export const maintenanceDetailSchema = maintenanceRequestSchema.extend({ timeline: z.array(maintenanceEventSchema) });

export const maintenanceListDataSchema = z.object({
  requests: z.array(maintenanceRequestSchema),
  pagination: offsetPaginationSchema,
  stats: z.object({ total: z.number(), pending: z.number(), sent_to_contractor: z.number(), completed: z.number() }),
});

export const maintenanceByStatusDataSchema = z.object({
  requests: z.array(maintenanceRequestSchema),
  count: z.number(),
  status: maintenanceStatus,
});

export type _MaintenanceShapes = [
  Expect<Same<z.output<typeof maintenanceEventSchema>, MaintenanceEvent>>,
  Expect<Same<z.output<typeof maintenanceRequestSchema>, MaintenanceRequest>>,
  Expect<Same<z.output<typeof maintenanceListDataSchema>, MaintenanceListData>>,
  Expect<Same<z.output<typeof maintenanceByStatusDataSchema>, MaintenanceByStatusData>>,
];

const oneRequest = envelope(maintenanceRequestSchema);

export const maintenanceEndpoints = {
  list: defineEndpoint(maintenanceRoutes.list, { query: maintenanceListQuerySchema, response: envelope(maintenanceListDataSchema) }),
  export: defineEndpoint(maintenanceRoutes.export, { query: maintenanceListQuerySchema }),
  byStatus: defineEndpoint(maintenanceRoutes.byStatus, {
    params: maintenanceStatusParams,
    query: maintenanceStatusQuery,
    response: envelope(maintenanceByStatusDataSchema),
  }),
  detail: defineEndpoint(maintenanceRoutes.detail, { params: maintenanceIdParams, response: envelope(maintenanceDetailSchema) }),
  // Multipart: the fields and repeated `photos` files.
  create: defineEndpoint(maintenanceRoutes.create, { body: MULTIPART, response: oneRequest, status: 201 }),
  update: defineEndpoint(maintenanceRoutes.update, { params: maintenanceIdParams, body: parsedByService, response: oneRequest }),
  remove: defineEndpoint(maintenanceRoutes.remove, { params: maintenanceIdParams, response: envelope(z.object({ id: z.string() })) }),
  addPhotos: defineEndpoint(maintenanceRoutes.addPhotos, {
    params: maintenanceIdParams,
    body: MULTIPART,
    response: oneRequest,
    status: 201,
  }),
  photo: defineEndpoint(maintenanceRoutes.photo, { params: maintenancePhotoParams, query: maintenancePhotoQuery }),
  sendToContractor: defineEndpoint(maintenanceRoutes.sendToContractor, {
    params: maintenanceIdParams,
    body: sendToContractorSchema,
    response: oneRequest,
  }),
};
