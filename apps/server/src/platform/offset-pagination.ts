// The pagination of a list paged by limit and offset whose total is counted exactly (the lists
// too small for the capped counters of list-counts.ts): one place says what has_next and has_prev mean.
import type { OffsetPagination } from '@rentfront/shared';

/** `returned` rows were read at `page.offset` out of `total` matches. */
export function offsetPagination(page: { limit: number; offset: number }, total: number, returned: number): OffsetPagination {
  return {
    total,
    limit: page.limit,
    offset: page.offset,
    has_next: page.offset + returned < total,
    has_prev: page.offset > 0,
  };
}
