import { useState } from 'react';
import type { ListSort } from './DataTable';

/**
 * The header sort of a list the server pages: a new sort starts again at page 1 (the rows on
 * other pages are different ones now). `params` is what the list query sends.
 */
export function useListSort(setPage: (page: number) => void, initial: ListSort = {}) {
  const [sort, setSortState] = useState<ListSort>(initial);
  return {
    sort,
    params: sort.sort ? { sort: sort.sort, dir: sort.dir ?? 'asc' } : {},
    setSort(next: ListSort) {
      setSortState(next);
      setPage(1);
    },
  };
}
