import { z } from 'zod';
import {
  SAVED_SEARCH_SOURCES,
  SAVED_SEARCH_STATUSES,
  savedSearchCreateSchema,
  savedSearchListQuerySchema,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchListData,
  type SavedSearchRunData,
} from '../saved-searches';
import { defineEndpoint } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';
import { savedSearchRoutes } from './saved-searches-routes';

// The saved-searches endpoints (issue 18, item 7): the routes of saved-searches-routes.ts with their schemas.

/** Ids are checked by the service, so a malformed one is a 404 like an unknown one. */
export const savedSearchIdParams = z.object({ id: z.string().max(100) });

/** The filters as stored (canonicalFilters): only those set. */
export const savedSearchFiltersAnswerSchema = z.object({
  keyword: z.string().optional(),
  property_type: z.string().optional(),
  furnishing: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  min_price: z.number().optional(),
  max_price: z.number().optional(),
  bedrooms: z.number().optional(),
  bathrooms: z.number().optional(),
  pets_allowed: z.boolean().optional(),
});

export const savedSearchSchema = z.object({
  id: z.string(),
  email_masked: z.string(),
  filters: savedSearchFiltersAnswerSchema,
  summary: z.string(),
  status: z.enum(SAVED_SEARCH_STATUSES),
  source: z.enum(SAVED_SEARCH_SOURCES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
});

export const savedSearchListDataSchema = z.object({ saved_searches: z.array(savedSearchSchema), pagination: offsetPaginationSchema });

export const savedSearchRunDataSchema = z.object({ sent: z.number() });

export type _SavedSearchShapes = [
  Expect<Same<z.output<typeof savedSearchFiltersAnswerSchema>, SavedSearchFilters>>,
  Expect<Same<z.output<typeof savedSearchSchema>, SavedSearch>>,
  Expect<Same<z.output<typeof savedSearchListDataSchema>, SavedSearchListData>>,
  Expect<Same<z.output<typeof savedSearchRunDataSchema>, SavedSearchRunData>>,
];

export const savedSearchEndpoints = {
  // 202: the search waits for the visitor to follow the mailed confirmation link.
  save: defineEndpoint(savedSearchRoutes.save, { body: savedSearchCreateSchema, response: envelope(z.null()), status: 202 }),
  adminList: defineEndpoint(savedSearchRoutes.adminList, {
    query: savedSearchListQuerySchema,
    response: envelope(savedSearchListDataSchema),
  }),
  remove: defineEndpoint(savedSearchRoutes.remove, { params: savedSearchIdParams, response: envelope(z.null()) }),
  runAlerts: defineEndpoint(savedSearchRoutes.runAlerts, { response: envelope(savedSearchRunDataSchema) }),
};
