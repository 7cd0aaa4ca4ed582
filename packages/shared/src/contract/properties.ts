import { z } from 'zod';
import { ACCESSIBILITY_FEATURES } from '../accessibility-features';
import { FEE_FREQUENCIES, FEE_KINDS } from '../property-fees';
import {
  adminPropertyListQuerySchema,
  FURNISHINGS,
  PET_POLICIES,
  PROPERTY_QUERY_NAMES,
  PROPERTY_RECENT_DEFAULT,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyListQuerySchema,
  type AdminPropertyListData,
  type CoverImage,
  type Property,
  type PropertyListData,
  type PropertyStats,
} from '../properties';
import { defineEndpoint, MULTIPART } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';
import { propertyRoutes } from './properties-routes';

// The properties endpoints (server.md §3): the routes of properties-routes.ts with their schemas.

export const propertyIdParams = z.object({ id: z.string().min(1).max(300) });

export const geocodeQuerySchema = z.object({
  address: z
    .string({ message: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(300, 'Address must be at most 300 characters'),
});

export const recentPropertiesQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(PROPERTY_RECENT_DEFAULT),
});

const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  position: z.number(),
  is_cover: z.boolean(),
  caption: z.string().nullable(),
});

const feeSchema = z.object({
  name: z.string(),
  amount: z.number().nullable(),
  frequency: z.enum(FEE_FREQUENCIES),
  required: z.boolean(),
  refundable: z.boolean(),
  note: z.string().nullable(),
  kind: z.enum(FEE_KINDS),
});

export const propertySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  property_type: z.enum(PROPERTY_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  furnishing: z.enum(FURNISHINGS).nullable(),
  area_sqft: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  floors: z.number().nullable(),
  utilities: z.array(z.string()),
  amenities: z.array(z.string()),
  appliances_included: z.array(z.string()),
  lease_term: z.number().nullable(),
  lease_terms: z.array(z.string()),
  application_fee: z.number().nullable(),
  pet_policy: z.enum(PET_POLICIES).nullable(),
  property_management_contact: z.string().nullable(),
  website: z.string().nullable(),
  price: z.number(),
  deposit: z.number().nullable(),
  fees: z.array(feeSchema),
  total_monthly_cost: z.number(),
  move_in_total: z.number(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  available_from: z.string().nullable(),
  accessibility: z.array(z.enum(ACCESSIBILITY_FEATURES)),
  featured: z.boolean(),
  syndicate: z.boolean(),
  media: z.array(mediaItemSchema),
  images: z.array(z.string()),
  cover_image: z.string().nullable(),
  location: z.string(),
  beds: z.number(),
  baths: z.number(),
  area: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const propertyListDataSchema = z.object({
  properties: z.array(propertySchema),
  pagination: z.object({
    current_page: z.number(),
    per_page: z.number(),
    total_count: z.number(),
    total_pages: z.number(),
    has_next: z.boolean(),
    has_prev: z.boolean(),
    total_capped: z.boolean(),
  }),
  filters_applied: z.partialRecord(z.enum(PROPERTY_QUERY_NAMES), z.string()),
});

export const adminPropertyListDataSchema = z.object({
  properties: z.array(propertySchema.extend({ last_included_at: z.string().nullable() })),
  pagination: offsetPaginationSchema,
  total_all: z.number(),
});

export const coverImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  property_id: z.string(),
  property_title: z.string(),
});

export const propertyStatsSchema = z.object({
  total_properties: z.number(),
  available_properties: z.number(),
  rented_properties: z.number(),
  maintenance_properties: z.number(),
  hold_properties: z.number(),
  occupancy_rate: z.number(),
});

// The zod-free names of properties-core.ts are exactly these schemas' outputs.
export type _PropertyShapes = [
  Expect<Same<z.output<typeof propertySchema>, Property>>,
  Expect<Same<z.output<typeof propertyListDataSchema>, PropertyListData>>,
  Expect<Same<z.output<typeof adminPropertyListDataSchema>, AdminPropertyListData>>,
  Expect<Same<z.output<typeof coverImageSchema>, CoverImage>>,
  Expect<Same<z.output<typeof propertyStatsSchema>, PropertyStats>>,
];

export const propertyEndpoints = {
  search: defineEndpoint(propertyRoutes.search, { query: propertyListQuerySchema, response: envelope(propertyListDataSchema) }),
  detail: defineEndpoint(propertyRoutes.detail, { params: propertyIdParams, response: envelope(propertySchema) }),
  covers: defineEndpoint(propertyRoutes.covers, { response: envelope(z.array(coverImageSchema)) }),
  adminList: defineEndpoint(propertyRoutes.adminList, {
    query: adminPropertyListQuerySchema,
    response: envelope(adminPropertyListDataSchema),
  }),
  add: defineEndpoint(propertyRoutes.add, { body: MULTIPART, response: envelope(propertySchema), status: 201 }),
  update: defineEndpoint(propertyRoutes.update, { params: propertyIdParams, body: MULTIPART, response: envelope(propertySchema) }),
  remove: defineEndpoint(propertyRoutes.remove, { params: propertyIdParams, response: envelope(z.object({ id: z.string() })) }),
  geocode: defineEndpoint(propertyRoutes.geocode, {
    query: geocodeQuerySchema,
    response: envelope(z.object({ latitude: z.number(), longitude: z.number(), label: z.string() })),
  }),
  stats: defineEndpoint(propertyRoutes.stats, { response: envelope(propertyStatsSchema) }),
  recent: defineEndpoint(propertyRoutes.recent, { query: recentPropertiesQuerySchema, response: envelope(z.array(propertySchema)) }),
};
