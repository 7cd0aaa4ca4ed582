import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListFilters } from './useListFilters';

/**
 * Which filters live in the address, and the values each may take there: a list, or a check for
 * free values (a user id, a date) that no list can hold.
 */
export type UrlFilterValues<F> = Partial<Record<keyof F & string, readonly string[] | ((value: string) => boolean)>>;

const isAllowed = (allowed: readonly string[] | ((value: string) => boolean), value: string) =>
  typeof allowed === 'function' ? allowed(value) : allowed.includes(value);

/** The filters a list opens with: `initial`, overridden by allowed values found in `params`. */
export function filtersFromParams<F extends { search: string }>(initial: F, params: URLSearchParams, allowed: UrlFilterValues<F>): F {
  const start = { ...initial };
  for (const [key, values] of Object.entries(allowed) as [keyof F & string, readonly string[] | ((value: string) => boolean)][]) {
    const value = params.get(key);
    // Anything else in the address (a typo, an old link) is ignored: the list opens unfiltered.
    if (value !== null && isAllowed(values, value)) (start as Record<string, unknown>)[key] = value;
  }
  return start;
}

/**
 * useListFilters whose filters named in `allowed` are read from the address on arrival (the
 * dashboard's links land on a filtered list, e.g. /admin/contacts?read=unread) and kept there
 * as they change (replace, no history entry per change), so a reload keeps them. The search
 * text stays out of the address.
 */
export function useUrlListFilters<F extends { search: string }>(initial: F, pageSize: number, allowed: UrlFilterValues<F>) {
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => filtersFromParams(initial, params, allowed));
  const list = useListFilters(initial, pageSize, start);
  const keys = Object.keys(allowed) as (keyof F & string)[];
  const inAddress = keys.map((key) => `${key}=${String(list.filters[key])}`).join('&');
  useEffect(() => {
    const next = new URLSearchParams(params);
    for (const key of keys) {
      const value = String(list.filters[key]);
      if (value === String(initial[key])) next.delete(key);
      else next.set(key, value);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // `inAddress` stands for the URL-backed filter values; the rest is read when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inAddress]);
  return list;
}
