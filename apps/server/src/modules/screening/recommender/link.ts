// The /properties?... link behind "View Recommended Properties" (pure).
import type { ScoredProperty, ScoringCriteria } from './scoring';
import { sameCity } from './scoring';
import { normaliseState } from './us-states';

/**
 * Builds the public list's filters (city, state, min_price, max_price, bedrooms, bathrooms,
 * property_type) from the criteria. The recommender gives partial credit (10 % over budget, one
 * bedroom fewer, a nearby city), so each filter is widened just enough that every recommended
 * property is in the filtered list, and a filter the matches do not share is left out.
 */
export function recommendationUrl(c: ScoringCriteria, matches: ScoredProperty[]): string {
  const props = matches.map((m) => m.property);
  const all = <T>(test: (p: (typeof props)[number]) => T) => props.every(test);
  const params = new URLSearchParams();

  const city = c.location?.city;
  if (city && all((p) => sameCity(p.city, city))) {
    params.set('city', city);
  } else if (c.location && c.location.states.length > 0) {
    const wanted = c.location.states.map(normaliseState);
    const shared = props.length > 0 ? normaliseState(props[0].state) : wanted.length === 1 ? wanted[0] : undefined;
    if (shared && wanted.includes(shared) && all((p) => normaliseState(p.state) === shared)) params.set('state', shared);
  }

  if (c.budget_min !== undefined) {
    const low = Math.min(c.budget_min, ...props.map((p) => p.price));
    if (low > 0) params.set('min_price', String(Math.floor(low)));
  }
  if (c.budget_max !== undefined) {
    params.set('max_price', String(Math.ceil(Math.max(c.budget_max, ...props.map((p) => p.price)))));
  }
  if (c.bedrooms !== undefined) {
    const beds = Math.min(c.bedrooms, ...props.map((p) => p.bedrooms));
    if (beds > 0) params.set('bedrooms', String(beds));
  }
  if (c.bathrooms !== undefined) {
    const baths = Math.floor(Math.min(c.bathrooms, ...props.map((p) => p.bathrooms)));
    if (baths > 0) params.set('bathrooms', String(baths));
  }
  if (c.property_type && all((p) => p.propertyType === c.property_type)) params.set('property_type', c.property_type);

  const query = params.toString();
  return query ? `/properties?${query}` : '/properties';
}
