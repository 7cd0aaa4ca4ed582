import { and, desc, eq, sql } from 'drizzle-orm';
import {
  COVER_IMAGES_MAX,
  PROPERTY_MESSAGES,
  PROPERTY_PAGE_SIZE,
  type CoverImage,
  type Property,
  type PropertyListData,
  type PropertyListQuery,
  type PropertyStats,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { properties, propertyMedia } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { describeFilters, listConditions, listOrder } from './filters';
import { propertyColumns, toApiProperty, type PropertyRow } from './serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GET /api/properties: filtered, sorted and paged in SQL. */
export async function listProperties(db: DbOrTx, q: PropertyListQuery): Promise<PropertyListData> {
  const page = q.page ?? 1;
  const limit = q.limit ?? PROPERTY_PAGE_SIZE;
  const where = listConditions(q);
  // One statement, one round trip: the page's ids come from an index-only ordered scan (the list
  // indexes carry price, bedrooms and bathrooms, so the common filters are checked in the index),
  // and only those rows are read in full with their media. Projecting first would build the
  // media JSON for every row skipped by OFFSET too, which makes deep pages slow.
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...listOrder(q.sort))
    .limit(limit)
    .offset((page - 1) * limit);
  // The exact total rides along as an uncorrelated subquery: PostgreSQL runs it once per
  // statement (an InitPlan, index-only on the same indexes), not once per row.
  const totalSql = sql<number>`(select count(*)::int from ${properties}${where ? sql` where ${where}` : sql``})`;
  const rows = await db
    .select({ ...propertyColumns, total: totalSql })
    .from(properties)
    // `= any(array(...))` runs the page's ids as an InitPlan and reads them by primary key; the
    // planner does not have to plan a semi-join (`in (subquery)`), which costs more to plan.
    .where(sql`${properties.id} = any(array(${pageIds}))`)
    .orderBy(...listOrder(q.sort));
  // A page past the end has no row to carry the total: only then is it asked for on its own.
  const counted = rows.length
    ? [{ n: rows[0].total }]
    : await db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(where);
  const total = Number(counted[0]?.n ?? 0);
  const totalPages = Math.ceil(total / limit);
  return {
    properties: rows.map(toApiProperty),
    pagination: {
      current_page: page,
      per_page: limit,
      total_count: total,
      total_pages: totalPages,
      has_next: page < totalPages,
      has_prev: page > 1,
    },
    filters_applied: describeFilters(q),
  };
}

/** One property by id or slug; null when there is none (or the key cannot be one). */
export async function findProperty(db: DbOrTx, idOrSlug: string): Promise<Property | null> {
  let rows: PropertyRow[];
  if (UUID.test(idOrSlug)) rows = await preparedLookup(db, 'id').execute({ key: idOrSlug.toLowerCase() });
  else if (SLUG.test(idOrSlug) && idOrSlug.length <= 200) rows = await preparedLookup(db, 'slug').execute({ key: idOrSlug });
  else return null;
  return rows[0] ? toApiProperty(rows[0]) : null;
}

/**
 * The detail lookups are the same SQL every time, so they are named prepared statements: on
 * PostgreSQL each pooled connection parses and plans them once (a primary-key or unique-slug
 * lookup, whose generic plan is the right one) instead of on every request, and the query is
 * not rebuilt by drizzle per call. One per db handle or transaction (a transaction's statements
 * run on its own connection).
 */
function buildLookup(db: DbOrTx, by: 'id' | 'slug') {
  const column = by === 'id' ? properties.id : properties.slug;
  return db
    .select(propertyColumns)
    .from(properties)
    .where(eq(column, sql.placeholder('key')))
    .limit(1)
    .prepare(`properties_by_${by}`);
}
const lookups = { id: new WeakMap<DbOrTx, ReturnType<typeof buildLookup>>(), slug: new WeakMap<DbOrTx, ReturnType<typeof buildLookup>>() };
function preparedLookup(db: DbOrTx, by: 'id' | 'slug') {
  let query = lookups[by].get(db);
  if (!query) {
    query = buildLookup(db, by);
    lookups[by].set(db, query);
  }
  return query;
}

export async function getProperty(db: DbOrTx, idOrSlug: string): Promise<Property> {
  const property = await findProperty(db, idOrSlug);
  if (!property) throw notFound(PROPERTY_MESSAGES.notFound);
  return property;
}

/** The cover of each featured available property, then the newest available ones (max 6). */
export async function coverImages(db: DbOrTx): Promise<CoverImage[]> {
  const rows = await db
    .select({
      id: propertyMedia.id,
      url: propertyMedia.url,
      width: propertyMedia.width,
      height: propertyMedia.height,
      property_id: properties.id,
      property_title: properties.title,
    })
    .from(properties)
    .innerJoin(propertyMedia, and(eq(propertyMedia.propertyId, properties.id), eq(propertyMedia.isCover, true)))
    .where(eq(properties.status, 'available'))
    .orderBy(desc(properties.featured), desc(properties.createdAt), desc(properties.id))
    .limit(COVER_IMAGES_MAX);
  return rows;
}

export async function propertyStats(db: DbOrTx): Promise<PropertyStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      available: sql<number>`(count(*) filter (where ${properties.status} = 'available'))::int`,
      rented: sql<number>`(count(*) filter (where ${properties.status} = 'rented'))::int`,
      maintenance: sql<number>`(count(*) filter (where ${properties.status} = 'maintenance'))::int`,
      hold: sql<number>`(count(*) filter (where ${properties.status} = 'hold'))::int`,
    })
    .from(properties);
  const total = Number(row?.total ?? 0);
  const rented = Number(row?.rented ?? 0);
  return {
    total_properties: total,
    available_properties: Number(row?.available ?? 0),
    rented_properties: rented,
    maintenance_properties: Number(row?.maintenance ?? 0),
    hold_properties: Number(row?.hold ?? 0),
    occupancy_rate: total ? Math.round((rented / total) * 100) : 0,
  };
}

/** The newest properties of any status (dashboard). */
export async function recentProperties(db: DbOrTx, limit: number): Promise<Property[]> {
  const rows = await db
    .select(propertyColumns)
    .from(properties)
    .orderBy(...listOrder('newest'))
    .limit(limit);
  return rows.map(toApiProperty);
}
