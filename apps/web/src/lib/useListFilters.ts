import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The filter bar and page of a list the server paginates. Changing a filter goes back to page 1.
 * `applied` is what the query should send: the search trimmed and settled for 300 ms, so typing
 * does not fetch on every key. `isFiltered` tells the empty state to offer "Clear filters".
 */
export function useListFilters<F extends { search: string }>(initial: F, pageSize: number, start: F = initial) {
  // `start`: the filters the list opens with (e.g. from the address); `initial` is "no filters".
  const [filters, setFilters] = useState(start);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const applied: F = { ...filters, search };
  return {
    filters,
    applied,
    isFiltered: (Object.keys(initial) as (keyof F)[]).some((key) => applied[key] !== initial[key]),
    page,
    setPage,
    offset: (page - 1) * pageSize,
    setFilter<K extends keyof F>(key: K, value: F[K]) {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    clear() {
      setFilters(initial);
      setPage(1);
    },
  };
}
