import { buildPropertySearchQuery, DEFAULT_LOCATION_SUGGESTIONS, SEARCH_PRICE_STEPS } from '@rentfront/shared/property-search';

/** The home search form (public-site.md §2 "Search form"). Prices are '' (not set) or a step. */
export interface SearchFormState {
  location: string;
  minPrice: string;
  maxPrice: string;
  beds: string;
  baths: string;
}

export const EMPTY_SEARCH: SearchFormState = { location: '', minPrice: '', maxPrice: '', beds: 'Any', baths: 'Any' };

/** "$750" below a thousand, "$1k", "$1.25k", "$2.5k" from a thousand (public-site.md §9). */
export function priceLabel(value: number): string {
  if (value < 1000) return `$${value}`;
  return `$${Number((value / 1000).toFixed(2))}k`;
}

export const PRICE_OPTIONS = SEARCH_PRICE_STEPS.map((v) => ({ value: String(v), label: priceLabel(v) }));

/** Choosing a min above the chosen max clears the max (public-site.md §4). */
export function withMinPrice(state: SearchFormState, minPrice: string): SearchFormState {
  const clearMax = minPrice !== '' && state.maxPrice !== '' && Number(minPrice) > Number(state.maxPrice);
  return { ...state, minPrice, maxPrice: clearMax ? '' : state.maxPrice };
}

/** Choosing a max below the chosen min clears the min. */
export function withMaxPrice(state: SearchFormState, maxPrice: string): SearchFormState {
  const clearMin = maxPrice !== '' && state.minPrice !== '' && Number(maxPrice) < Number(state.minPrice);
  return { ...state, maxPrice, minPrice: clearMin ? '' : state.minPrice };
}

/**
 * The /properties link of a search: city, min_price, max_price, bedrooms, bathrooms, only those
 * set, location trimmed, the trailing + of beds and baths removed.
 */
export function searchHref(state: SearchFormState): string {
  const query = buildPropertySearchQuery({
    city: state.location.trim(),
    min_price: state.minPrice,
    max_price: state.maxPrice,
    bedrooms: state.beds,
    bathrooms: state.baths,
  });
  return query ? `/properties?${query}` : '/properties';
}

/** Suggestions containing what was typed (case-insensitive); all of them for an empty box. */
export function filterSuggestions(text: string, suggestions: readonly string[] = DEFAULT_LOCATION_SUGGESTIONS): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...suggestions];
  return suggestions.filter((s) => s.toLowerCase().includes(needle));
}
