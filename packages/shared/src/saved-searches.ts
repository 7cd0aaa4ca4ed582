// Saved searches: the request schemas. The filters are exactly those of GET /api/properties
// (propertyListQuerySchema), so a saved search means what the same search means on /properties.
import { z } from 'zod';
import type { OffsetPagination } from './http';
import { propertyListQuerySchema } from './properties';
import { EMAIL_PATTERN } from './validation';
import {
  SAVED_SEARCH_EMAIL_MAX,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_STATUSES,
  SAVED_SEARCHES_MAX_LIMIT,
  SAVED_SEARCHES_PAGE_SIZE,
  type SavedSearch,
} from './saved-searches-core';

export * from './saved-searches-core';

const search = propertyListQuerySchema.shape;

/**
 * The filters kept: the property search's own field schemas (same parsing of `any`, `2+`, "$"
 * bounds...). Paging, sort and status are dropped: an alert is about new homes to rent.
 */
export const savedSearchFiltersSchema = z
  .object({
    keyword: search.keyword,
    property_type: search.property_type,
    furnishing: search.furnishing,
    city: search.city,
    state: search.state,
    min_price: search.min_price,
    max_price: search.max_price,
    bedrooms: search.bedrooms,
    bathrooms: search.bathrooms,
    pets_allowed: search.pets_allowed,
  })
  .superRefine((q, issue) => {
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
      issue.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price' });
    }
  });

export const savedSearchEmailSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.emailRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.emailRequired)
  .max(SAVED_SEARCH_EMAIL_MAX, SAVED_SEARCH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, SAVED_SEARCH_MESSAGES.emailInvalid);

/** POST /api/public/saved-searches. */
export const savedSearchCreateSchema = z.object({
  email: savedSearchEmailSchema,
  filters: savedSearchFiltersSchema.default({}),
});
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateSchema>;
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>;

/** GET /api/admin/saved-searches: `email` finds one address exactly (it is stored encrypted). */
export const savedSearchListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SAVED_SEARCHES_MAX_LIMIT).default(SAVED_SEARCHES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  status: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'all' || v === 'any' ? undefined : v))
    .pipe(z.enum(SAVED_SEARCH_STATUSES, { error: 'Please choose a valid status.' }).optional()),
  email: z
    .string()
    .trim()
    .max(SAVED_SEARCH_EMAIL_MAX, SAVED_SEARCH_MESSAGES.emailInvalid)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SavedSearchListQuery = z.output<typeof savedSearchListQuerySchema>;

export interface SavedSearchListData {
  saved_searches: SavedSearch[];
  pagination: OffsetPagination;
}

/** POST /api/admin/saved-searches/run-alerts. */
export interface SavedSearchRunData {
  sent: number;
}
