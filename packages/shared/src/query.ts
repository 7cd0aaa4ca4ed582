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
