import { SEARCH_MAX_LENGTH } from '@rentfront/shared/http';
import { FILTER_STATUS_OPTIONS, FURNISHINGS, PROPERTY_SORTS, PROPERTY_TYPES, type PropertySort } from '@rentfront/shared/properties-core';
import { LIST_PAGE_QUERY_NAMES, PRICE_RANGE } from '@rentfront/shared/property-search';
import { mapBoundsFromParams, writeMapBounds, type MapBounds } from '@rentfront/shared/map-bounds';
import { knownAccessibilityFeatures, type AccessibilityFeature } from '@rentfront/shared/accessibility-features';
import { isCalendarDate, parseLeaseTerm } from '@rentfront/shared/move-in';
import type { Query } from '../../api/client';

/** The filter panel of /properties (public-site.md §2 "Property list"). */
export interface ListFilters {
  keyword: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  furnishing: string;
  status: string;
  city: string;
  state: string;
  /** Whole dollars; [0, 10000] means "any price". */
  priceRange: [number, number];
  /** YYYY-MM-DD or '' (issue 35): homes free to move in by that day. */
  moveInBy: string;
  /** Months ("12") or "mtm", or 'any'. */
  leaseTerm: string;
  /** Every feature must be there; none means no accessibility filter. */
  accessibility: AccessibilityFeature[];
  /** Whole dollars or '' (issue 35): the most rent and required monthly fees may come to. */
  maxTotal: string;
  /** The order of the results (PROPERTY_SORTS); newest first by default. */
  sort: PropertySort;
}

/** The page shows available properties unless the visitor picks another status. */
export const DEFAULT_FILTERS: ListFilters = {
  keyword: '',
  propertyType: 'any',
  bedrooms: 'any',
  bathrooms: 'any',
  furnishing: 'any',
  status: 'available',
  city: '',
  state: '',
  priceRange: [PRICE_RANGE.min, PRICE_RANGE.max],
  moveInBy: '',
  leaseTerm: 'any',
  accessibility: [],
  maxTotal: '',
  sort: 'newest',
};

const wholeDollars = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Options offered for beds/baths; a link's "4" or "4+" both select "4+", and the home search's
 * "2+" (sent as is by the form before its script loads) selects "2".
 */
function pickOption(value: string | null, options: readonly string[]): string {
  if (!value) return 'any';
  const bare = value.trim().toLowerCase().replace(/\+$/, '');
  return [bare, `${bare}+`].find((v) => options.includes(v)) ?? 'any';
}

/** One of `options` (case-insensitive), else `fallback`: a link with a value the page does not offer shows the default. */
function pickOf(value: string | null, options: readonly string[], fallback: string): string {
  const v = value?.trim().toLowerCase() ?? '';
  return options.includes(v) ? v : fallback;
}

/** Free text from the address, as long as the search box takes. */
const text = (value: string | null) => (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);

/**
 * Reads the query names the page accepts (keyword, property_type, bedrooms, ... status, and
 * state). Values the filter panel does not offer are ignored, so a hand-edited or stale link
 * still shows a list rather than an error.
 */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const min = wholeDollars(params.get('min_price'));
  const max = wholeDollars(params.get('max_price'));
  const low = min ?? PRICE_RANGE.min;
  const high = max ?? PRICE_RANGE.max;
  return {
    keyword: text(params.get('keyword')),
    propertyType: pickOf(params.get('property_type'), PROPERTY_TYPES, 'any'),
    bedrooms: pickOption(params.get('bedrooms'), ['1', '2', '3', '4+']),
    bathrooms: pickOption(params.get('bathrooms'), ['1', '2', '3+']),
    furnishing: pickOf(params.get('furnishing'), FURNISHINGS, 'any'),
    status: pickOf(params.get('status'), FILTER_STATUS_OPTIONS, DEFAULT_FILTERS.status),
    city: text(params.get('city')),
    state: text(params.get('state')),
    // A reversed range is read the way it was meant.
    priceRange: low <= high ? [low, high] : [high, low],
    // A date, term or feature the page cannot read is dropped, like the server does (issue 35).
    moveInBy: isCalendarDate(params.get('available_by')?.trim() ?? '') ? params.get('available_by')!.trim() : '',
    leaseTerm: parseLeaseTerm(params.get('lease_term')) ?? 'any',
    accessibility: knownAccessibilityFeatures((params.get('accessibility') ?? '').split(',')),
    maxTotal: String(wholeDollars(params.get('max_total')) ?? ''),
    sort: pickOf(params.get('sort'), PROPERTY_SORTS, DEFAULT_FILTERS.sort) as PropertySort,
  };
}

/** Whether the address carried any filter (then it is replaced with plain /properties). */
export function hasListParams(params: URLSearchParams): boolean {
  return LIST_PAGE_QUERY_NAMES.some((n) => params.has(n));
}

/** The list as cards, or as markers on a map with the cards beside it (`view=map`). */
export type ListView = 'list' | 'map';

/** How the results are shown: the view and, on the map, the visible area the search is limited to. */
export interface MapState {
  view: ListView;
  /** Only on the map; none until the visitor moves it (then every home with a location matches). */
  bounds?: MapBounds;
}

export const LIST_VIEW: MapState = { view: 'list' };

/** Homes on one page of the map (its markers and the cards beside it). */
export const MAP_PAGE_SIZE = 50;
/** Homes without a location listed beside the map; the list view has them all. */
export const UNLOCATED_LIMIT = 12;
/** The API's last page: a hand-typed `page=99999999` shows an empty last page, not an error. */
export const MAX_PAGE = 100_000;

/** `view=map` and its area from the address; an unknown view is the list, a bad area none (issue 18). */
export function mapStateFromParams(params: URLSearchParams): MapState {
  if (params.get('view')?.trim().toLowerCase() !== 'map') return LIST_VIEW;
  const bounds = mapBoundsFromParams(params);
  return bounds ? { view: 'map', bounds } : { view: 'map' };
}

/**
 * The API query: only set filters (empty, any and all are dropped by the client). The price
 * ends of the slider mean "no limit" so nothing above $10,000 is hidden by default.
 */
export function listQuery(filters: ListFilters, page: number, limit = 12): Query {
  const [min, max] = filters.priceRange;
  return {
    keyword: filters.keyword.trim(),
    property_type: filters.propertyType,
    bedrooms: filters.bedrooms.replace(/\+$/, ''),
    bathrooms: filters.bathrooms.replace(/\+$/, ''),
    furnishing: filters.furnishing,
    status: filters.status,
    city: filters.city.trim(),
    state: filters.state.trim(),
    min_price: min > PRICE_RANGE.min ? min : undefined,
    max_price: max < PRICE_RANGE.max ? max : undefined,
    available_by: filters.moveInBy || undefined,
    lease_term: filters.leaseTerm,
    accessibility: filters.accessibility.length ? filters.accessibility.join(',') : undefined,
    max_total: filters.maxTotal || undefined,
    sort: filters.sort === DEFAULT_FILTERS.sort ? undefined : filters.sort,
    page: Math.min(Math.max(1, page), MAX_PAGE),
    limit,
  };
}

/**
 * The map view's two reads: the homes with a location inside the visible area (one page of
 * markers and cards), and the first homes without a location, listed beside the map.
 */
export function mapQueries(filters: ListFilters, page: number, bounds: MapBounds | undefined): { onMap: Query; offMap: Query } {
  return {
    onMap: { ...listQuery(filters, page, MAP_PAGE_SIZE), located: true, ...bounds },
    offMap: { ...listQuery(filters, 1, UNLOCATED_LIMIT), located: false },
  };
}

/** Whether anything differs from the defaults (shows Reset). */
export function isFiltered(filters: ListFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS);
}

/**
 * The address of a search: the filters that differ from the defaults (in the names the page
 * reads), and the page when past the first. Back, reload and a shared link restore the search.
 */
export function paramsFromFilters(filters: ListFilters, page: number, map: MapState = LIST_VIEW): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string, unset: string) => {
    if (value.trim() && value !== unset) params.set(name, value.trim());
  };
  set('keyword', filters.keyword, '');
  set('city', filters.city, '');
  set('state', filters.state, '');
  set('property_type', filters.propertyType, 'any');
  set('bedrooms', filters.bedrooms, 'any');
  set('bathrooms', filters.bathrooms, 'any');
  set('furnishing', filters.furnishing, 'any');
  set('status', filters.status, DEFAULT_FILTERS.status);
  const [min, max] = filters.priceRange;
  if (min > PRICE_RANGE.min) params.set('min_price', String(min));
  if (max < PRICE_RANGE.max) params.set('max_price', String(max));
  set('available_by', filters.moveInBy, '');
  set('lease_term', filters.leaseTerm, 'any');
  if (filters.accessibility.length) params.set('accessibility', filters.accessibility.join(','));
  set('max_total', filters.maxTotal, '');
  set('sort', filters.sort, DEFAULT_FILTERS.sort);
  if (map.view === 'map') {
    params.set('view', 'map');
    writeMapBounds(params, map.bounds);
  }
  if (page > 1) params.set('page', String(Math.min(page, MAX_PAGE)));
  return params;
}
