import { SAVED_SEARCH_FILTER_NAMES, type SavedSearchFilters } from '@rentfront/shared/saved-searches-core';

const NUMBERS = new Set(['min_price', 'max_price', 'bedrooms', 'bathrooms']);
const IGNORED = new Set(['', 'any', 'all']);

/**
 * The saved search of a /properties address: the filters the page reads, as the server will keep
 * them (the server parses them again with the list's own schema; this is for the dialog's summary
 * and the request). Paging and status are not part of a saved search.
 */
export function filtersFromAddress(params: URLSearchParams): SavedSearchFilters {
  const out: Record<string, string | number | boolean> = {};
  for (const name of SAVED_SEARCH_FILTER_NAMES) {
    const raw = params.get(name)?.trim();
    if (raw === undefined || IGNORED.has(raw.toLowerCase())) continue;
    if (NUMBERS.has(name)) {
      const n = Number(raw.replace(/\+$/, ''));
      if (Number.isFinite(n) && n >= 0) out[name] = n;
    } else if (name === 'pets_allowed') {
      if (raw === 'true' || raw === 'false') out[name] = raw === 'true';
    } else if (name === 'property_type' || name === 'furnishing') {
      out[name] = raw.toLowerCase();
    } else {
      out[name] = raw;
    }
  }
  return out as SavedSearchFilters;
}
