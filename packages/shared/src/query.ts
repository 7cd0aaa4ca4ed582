import { z } from 'zod';

export const uuidSchema = z.string().uuid();

/** Query schema for offset lists; `maxLimit` bounds what a client may ask for. */
export function offsetQuerySchema(defaultLimit: number, maxLimit = 100) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
    search: z.string().trim().max(200).optional(),
  });
}
