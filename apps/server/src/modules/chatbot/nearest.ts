import type { PropertyFacts, SearchCriteria } from './engine/types';

/**
 * How close a property is to what the visitor asked for, when nothing matches exactly: the
 * "nearest alternatives" of server.md §6. Location and budget matter most, then size and type.
 */
export function closeness(p: PropertyFacts, c: SearchCriteria): number {
  let score = 0;
  const city = p.location.split(',')[0]?.trim().toLowerCase() ?? '';
  const state = p.location.split(',')[1]?.trim().toLowerCase() ?? '';
  if (c.city) {
    if (city.includes(c.city.toLowerCase())) score += 30;
    else if (c.state && state === c.state.toLowerCase()) score += 10;
  }
  if (c.max_price !== undefined) {
    if (p.price <= c.max_price) score += 25;
    else if (p.price <= c.max_price * 1.2) score += 15;
    else if (p.price <= c.max_price * 1.5) score += 5;
  }
  if (c.min_price !== undefined && p.price >= c.min_price) score += 5;
  if (c.bedrooms !== undefined) {
    if (c.bedrooms === 0 ? p.bedrooms === 0 : p.bedrooms >= c.bedrooms) score += 20;
    else if (Math.abs(p.bedrooms - c.bedrooms) === 1) score += 10;
  }
  if (c.property_type && p.type === c.property_type) score += 15;
  if (c.pets && p.pet_policy && p.pet_policy !== 'no-pets') score += 10;
  if (c.move_in && (!p.available_from || p.available_from <= c.move_in)) score += 5;
  return score;
}

/** The `limit` closest properties, the cheaper first among equals. */
export function nearest(candidates: PropertyFacts[], c: SearchCriteria, limit = 6): PropertyFacts[] {
  return candidates
    .map((p) => ({ p, score: closeness(p, c) }))
    .sort((a, b) => b.score - a.score || a.p.price - b.p.price || a.p.id.localeCompare(b.p.id))
    .slice(0, limit)
    .map(({ p }) => p);
}
