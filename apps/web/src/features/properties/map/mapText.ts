import type { Property } from '@rentfront/shared/properties-core';
import type { SiteSettings } from '@rentfront/shared/site';
import { formatMoney } from '../../../lib/format';

export type MapTiles = NonNullable<SiteSettings['map_tiles']>;

/** A marker's accessible name: what the home is and what it costs ("Garden Flat, $1,200 a month"). */
export function markerLabel(p: Pick<Property, 'title' | 'price'>): string {
  return `${p.title}, ${formatMoney(p.price)} a month`;
}

/** The heading of the homes listed beside the map for want of a location. */
export function unlocatedHeading(total: number, capped: boolean): string {
  if (total === 1) return '1 home without a map location';
  return `${capped ? `${total.toLocaleString('en-US')}+` : total.toLocaleString('en-US')} homes without a map location`;
}
