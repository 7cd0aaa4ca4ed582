/**
 * Read API of the properties domain for other modules. Import from here, not from service.ts.
 *
 * - `findPropertySummary(db, id)` → `PropertySummary | null`
 *     The short copy other domains store or show: id, title, address, city, state, pincode,
 *     price, deposit, status, property_type, bedrooms, bathrooms, cover_image (400 px).
 *     null for an unknown or malformed id (never throws for a bad id).
 * - `findPropertyById(db, idOrSlug)` → `Property | null` (the full API object, with media).
 * - `searchAvailableProperties(db, criteria)` → `Property[]`
 *     Available properties matching the criteria, with the same semantics as GET
 *     /api/properties (keyword over title/description/address/city/state, "at least"
 *     bedrooms/bathrooms, price range, pets, move-in date...). Newest first unless `sort` says
 *     otherwise; `limit` defaults to 20, at most 500. Used by the screening recommender and the
 *     Property Assistant.
 * - `countAvailableProperties(db, criteria)` → number of matches for the same criteria.
 * - `propertyListUrl(criteria)` → the `/properties?...` link showing those filters on the site
 *     (the names the list page reads: keyword, property_type, bedrooms, bathrooms, min_price,
 *     max_price, furnishing, city, state).
 *
 * Every function takes a db or a transaction, so callers can read inside their own writes.
 */
import { eq, sql } from 'drizzle-orm';
import {
  buildPropertySearchQuery,
  imageVariant,
  LIST_PAGE_QUERY_NAMES,
  type Property,
  type PropertyListQuery,
  type PropertySummary,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { properties, propertyMedia } from '../../db/schema';
import { listConditions, listOrder } from './filters';
import { propertyColumns, toApiProperty } from './serialize';
import { findProperty } from './service';

export type { Property, PropertySummary };

export type PropertySearchCriteria = Omit<PropertyListQuery, 'status' | 'page' | 'limit' | 'search'> & { limit?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPropertySummary(db: DbOrTx, id: string): Promise<PropertySummary | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      pincode: properties.pincode,
      price: properties.price,
      deposit: properties.deposit,
      status: properties.status,
      property_type: properties.propertyType,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      cover: sql<
        string | null
      >`(select ${propertyMedia.url} from ${propertyMedia} where ${propertyMedia.propertyId} = ${properties.id} order by ${propertyMedia.isCover} desc, ${propertyMedia.position} limit 1)`,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  if (!row) return null;
  const { cover, ...rest } = row;
  return {
    ...rest,
    price: Number(rest.price),
    deposit: rest.deposit === null ? null : Number(rest.deposit),
    bathrooms: Number(rest.bathrooms),
    cover_image: cover ? imageVariant(cover, 400) : null,
  };
}

export function findPropertyById(db: DbOrTx, idOrSlug: string): Promise<Property | null> {
  return findProperty(db, idOrSlug);
}

export async function searchAvailableProperties(db: DbOrTx, criteria: PropertySearchCriteria = {}): Promise<Property[]> {
  const { limit = 20, ...filters } = criteria;
  const rows = await db
    .select(propertyColumns)
    .from(properties)
    .where(listConditions({ ...filters, status: 'available' }))
    .orderBy(...listOrder(filters.sort))
    .limit(Math.min(Math.max(1, limit), 500));
  return rows.map(toApiProperty);
}

export async function countAvailableProperties(db: DbOrTx, criteria: PropertySearchCriteria = {}): Promise<number> {
  const { limit: _limit, ...filters } = criteria;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(listConditions({ ...filters, status: 'available' }));
  return Number(row?.n ?? 0);
}

/** Only the names the list page reads (public-site.md §2, plus `state`), so the link shows what it says. */
export function propertyListUrl(criteria: PropertySearchCriteria = {}): string {
  const names: readonly string[] = [...LIST_PAGE_QUERY_NAMES, 'state'];
  const filters = Object.fromEntries(Object.entries(criteria).filter(([name]) => names.includes(name)));
  const query = buildPropertySearchQuery(filters as Record<string, string | number | boolean | undefined>);
  return query ? `/properties?${query}` : '/properties';
}
