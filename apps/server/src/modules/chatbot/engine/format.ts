import type { ChatPropertyCard } from '@rentfront/shared';
import type { PropertyFacts, SearchCriteria } from './types';

/** US dollars: "$1,450", or "$1,450.50" when there are cents. */
export function usd(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
}

/** "July 15, 2025" (or with the weekday: "Tuesday, July 15, 2025"). */
export function usDate(iso: string, withWeekday = false): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'long' } : {}),
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "07/15/2025", the format the visitor is asked to type. */
export function usShortDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

export function firstName(name: string | undefined): string | undefined {
  return name?.trim().split(/\s+/)[0];
}

/** The card the client renders, without the facts the engine keeps for answers. */
export function toCard(p: PropertyFacts): ChatPropertyCard {
  return {
    id: p.id,
    title: p.title,
    location: p.location,
    price: p.price,
    total_monthly_cost: p.total_monthly_cost,
    type: p.type,
    bedrooms: p.bedrooms,
    description: p.description,
    bathrooms: p.bathrooms,
    image: p.image,
    url: p.url,
  };
}

const PLURAL_TYPES: Record<string, string> = {
  apartment: 'apartments',
  house: 'houses',
  condo: 'condos',
  studio: 'studios',
  townhouse: 'townhouses',
  villa: 'villas',
  duplex: 'duplexes',
};

/** The search in words: "2+ bedroom apartments in Albany up to $1,500 that allow pets". */
export function describeSearch(c: SearchCriteria): string {
  const parts: string[] = [];
  const noun = c.property_type ? (PLURAL_TYPES[c.property_type] ?? `${c.property_type}s`) : 'homes';
  if (c.bedrooms === 0) parts.push(c.property_type && c.property_type !== 'studio' ? `studio ${noun}` : 'studios');
  else if (c.bedrooms !== undefined) parts.push(`${c.bedrooms}+ bedroom ${noun}`);
  else parts.push(noun);
  if (c.city) parts.push(`in ${c.city}${c.state ? `, ${c.state}` : ''}`);
  if (c.min_price !== undefined && c.max_price !== undefined) parts.push(`between ${usd(c.min_price)} and ${usd(c.max_price)}`);
  else if (c.max_price !== undefined) parts.push(`up to ${usd(c.max_price)}`);
  else if (c.min_price !== undefined) parts.push(`from ${usd(c.min_price)}`);
  if (c.pets) parts.push('that allow pets');
  if (c.move_in) parts.push(`available by ${usDate(c.move_in)}`);
  return parts.join(' ');
}

export function bedroomsPhrase(bedrooms: number): string {
  if (bedrooms === 0) return 'a studio';
  return `${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}`;
}
