import { useEffect } from 'react';

/**
 * How many pages `total` rows fill (at least one). When a delete empties the last page, this steps
 * back to the new last page instead of showing an empty one. `total` is undefined until the first load.
 */
export function usePageCount(total: number | undefined, pageSize: number, page: number, setPage: (page: number) => void): number {
  const totalPages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  useEffect(() => {
    if (total !== undefined && page > totalPages) setPage(totalPages);
  }, [total, page, totalPages, setPage]);
  return totalPages;
}
