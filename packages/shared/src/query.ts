import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './http';

export const uuidSchema = z.string().uuid();

/** The free-text search of the admin lists (trimmed; empty means no search). */
export const searchTextSchema = z.string().trim().max(SEARCH_MAX_LENGTH).optional();

/** Query schema for offset lists; `maxLimit` bounds what a client may ask for. */
export function offsetQuerySchema(defaultLimit: number, maxLimit = 100) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
    search: searchTextSchema,
  });
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `sort` and `dir` of an admin list: `sort` must name one of the list's sortable columns (an
 * allow-list; anything else is a 400 that names the allowed ones) and `dir` is asc or desc.
 * Empty values mean the list's own order. The server maps each name to a column itself: no SQL
 * is ever built from the text.
 */
export function sortQueryShape<const C extends readonly [string, ...string[]]>(columns: C) {
  const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
  return {
    sort: z.preprocess(blankToUndefined, z.enum(columns, { error: `sort must be one of: ${columns.join(', ')}` }).optional()),
    dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS, { error: 'dir must be asc or desc' }).optional()),
  };
}

/** The sortable columns of each admin list (the names the web table's headers send). */
export const LIST_SORTS = {
  applications: ['full_name', 'property', 'status', 'created_at'],
  contacts: ['full_name', 'email', 'status', 'created_at'],
  maintenance: ['issue_title', 'tenant_name', 'priority', 'status', 'created_at'],
  screening: ['full_name', 'email', 'reference', 'created_at'],
  chatbot: ['guest_name', 'flow_type', 'status', 'created_at'],
  notices: ['title', 'created_at'],
  properties: ['title', 'city', 'price', 'status', 'created_at'],
  tours: ['start', 'property', 'full_name', 'type', 'status'],
  leases: ['property', 'start_date', 'end_date', 'monthly_rent_cents', 'status', 'created_at'],
  residents: ['full_name', 'email', 'created_at'],
} as const;
