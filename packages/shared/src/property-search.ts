// The public search form and filter options (public-site.md §2, §5, §9) and the query builder.
// Kept apart from the rest of the properties contract: the home page's first load needs only this.

/** Values that mean "no filter" (server.md §1, public-site.md §5). */
export const IGNORED_FILTER_VALUES: ReadonlySet<string> = new Set(['', 'any', 'all']);

export const SEARCH_PRICE_STEPS = [0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000] as const;
export const SEARCH_BEDS_OPTIONS = ['Any', '1+', '2+', '3+', '4+'] as const;
export const SEARCH_BATHS_OPTIONS = ['Any', '1+', '2+', '3+'] as const;
export const FILTER_BEDROOM_OPTIONS = ['any', '1', '2', '3', '4+'] as const;
export const FILTER_BATHROOM_OPTIONS = ['any', '1', '2', '3+'] as const;
export const FILTER_STATUS_OPTIONS = ['all', 'available', 'rented'] as const;
export const PRICE_RANGE = { min: 0, max: 10_000, step: 100 } as const;
export const DEFAULT_LOCATION_SUGGESTIONS = [
  'New York, NY',
  'Los Angeles, CA',
  'Chicago, IL',
  'Houston, TX',
  'Phoenix, AZ',
  'Philadelphia, PA',
] as const;

/** The query names the list page reads from its address (public-site.md §2). */
export const LIST_PAGE_QUERY_NAMES = [
  'keyword',
  'property_type',
  'bedrooms',
  'bathrooms',
  'min_price',
  'max_price',
  'furnishing',
  'city',
  'status',
  'state',
  // Issue 35: move in by a date, a lease term, accessibility features.
  'available_by',
  'lease_term',
  'accessibility',
  // The total monthly cost (rent and required monthly fees) and the order of the results.
  'max_total',
  'sort',
] as const;

/**
 * The query string of a property search: only set values, without empty/`any`/`all`, strings
 * trimmed and the trailing `+` of beds and baths removed (public-site.md §2 and §5).
 */
export function buildPropertySearchQuery(filters: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(filters)) {
    if (raw === null || raw === undefined) continue;
    let value = String(raw).trim();
    if (name === 'bedrooms' || name === 'bathrooms') value = value.replace(/\+$/, '');
    if (IGNORED_FILTER_VALUES.has(value.toLowerCase())) continue;
    params.set(name, value);
  }
  return params.toString();
}

/** The names the home search form sends (public-site.md §2 "Search form"). */
const HOME_SEARCH_QUERY_NAMES: ReadonlySet<string> = new Set(['city', 'min_price', 'max_price', 'bedrooms', 'bathrooms']);

/**
 * The list page's address with the search names tidied the way `buildPropertySearchQuery` sends
 * them, or null when it already is. A home search submitted before its script has loaded is a
 * plain form GET that carries every field (`city=&bedrooms=Any…`); the page answers it with a
 * redirect to the tidy address, so what the address bar shows is what the spec's Search sends.
 * Only the home form's names are tidied (on the list page `status=all` means something: it
 * widens the default "available"); every other name is kept as it is.
 */
export function tidyListPageSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const searchNames = HOME_SEARCH_QUERY_NAMES;
  const tidy = new URLSearchParams();
  for (const [name, value] of params) {
    if (!searchNames.has(name)) tidy.append(name, value);
    else {
      const kept = buildPropertySearchQuery({ [name]: value });
      if (kept) new URLSearchParams(kept).forEach((v, n) => tidy.append(n, v));
    }
  }
  const before = params.toString();
  const after = tidy.toString();
  return after === before ? null : after;
}
