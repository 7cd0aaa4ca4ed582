import { PRICE_RANGE } from '@rentfront/shared/property-search';
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
};

const wholeDollars = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** Options offered for beds/baths; a link's "4" or "4+" both select "4+". */
function pickOption(value: string | null, options: readonly string[]): string {
  if (!value) return 'any';
  const v = value.trim().toLowerCase();
  if (options.includes(v)) return v;
  const plus = `${v.replace(/\+$/, '')}+`;
  if (options.includes(plus)) return plus;
  return 'any';
}

/** Reads the query names the page accepts (keyword, property_type, bedrooms, ... status, and state). */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const min = wholeDollars(params.get('min_price'));
  const max = wholeDollars(params.get('max_price'));
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    propertyType: params.get('property_type')?.trim().toLowerCase() || 'any',
    bedrooms: pickOption(params.get('bedrooms'), ['1', '2', '3', '4+']),
    bathrooms: pickOption(params.get('bathrooms'), ['1', '2', '3+']),
    furnishing: params.get('furnishing')?.trim().toLowerCase() || 'any',
    status: params.get('status')?.trim().toLowerCase() || DEFAULT_FILTERS.status,
    city: params.get('city')?.trim() ?? '',
    state: params.get('state')?.trim() ?? '',
    priceRange: [min ?? PRICE_RANGE.min, max ?? PRICE_RANGE.max],
  };
}

/** Whether the address carried any filter (then it is replaced with plain /properties). */
export function hasListParams(params: URLSearchParams): boolean {
  return ['keyword', 'property_type', 'bedrooms', 'bathrooms', 'min_price', 'max_price', 'furnishing', 'city', 'status', 'state'].some(
    (n) => params.has(n),
  );
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
    page,
    limit,
  };
}

/** Whether anything differs from the defaults (shows Reset). */
export function isFiltered(filters: ListFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS);
}
