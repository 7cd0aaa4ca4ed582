import { z } from 'zod';

/** The success envelope of http.ts (`ApiSuccess`) around a data schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** `OffsetPagination` of http.ts. */
export const offsetPaginationSchema = z.object({
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
  total_capped: z.boolean().optional(),
});

/** Both directions: a schema's output is exactly the zod-free interface its -core file names. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
