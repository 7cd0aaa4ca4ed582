import type { Property } from '@rentfront/shared/properties-core';
import type { SiteSettings } from '@rentfront/shared/site';
import { headlinePrice, toCents } from '@rentfront/shared/property-fees';
import { formatMoney } from '../../../lib/format';

export type MapTiles = NonNullable<SiteSettings['map_tiles']>;

/**
 * A marker's accessible name: what the home is and what it costs ("Garden Flat, $1,200 a month"),
 * the headline figure of the office's listing rule ("… a month in all" for the total with fees).
 */
export function markerLabel(p: Pick<Property, 'title' | 'price' | 'total_monthly_cost'>, totalFirst: boolean): string {
  const inAll = totalFirst && toCents(p.total_monthly_cost) !== toCents(p.price);
  return `${p.title}, ${formatMoney(headlinePrice(p, totalFirst))} a month${inAll ? ' in all' : ''}`;
}

/** The heading of the homes listed beside the map for want of a location. */
export function unlocatedHeading(total: number, capped: boolean): string {
  if (total === 1) return '1 home without a map location';
  return `${capped ? `${total.toLocaleString('en-US')}+` : total.toLocaleString('en-US')} homes without a map location`;
}
