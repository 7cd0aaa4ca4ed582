import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  COVER_IMAGES_MAX,
  PROPERTY_COUNT_CAP,
  PROPERTY_MESSAGES,
  PROPERTY_PAGE_SIZE,
  PROPERTY_RESULT_WINDOW,
  type CoverImage,
  type Property,
  type PropertyListData,
  type PropertyListQuery,
  type PropertyStats,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { properties, propertyMedia, propertyPlaces } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { describeFilters, listConditions, listOrder, placeSearch } from './filters';
import { propertyColumns, propertyRowJson, toApiProperty, type PropertyRow } from './serialize';
import { countKey, versionCache, type Versioned } from './version-cache';
import { isUuid } from '../../platform/ids';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ListOptions {
  /**
   * Limit pages to the first PROPERTY_RESULT_WINDOW results. On for visitors; off for the signed-in
   * admin list, which still reads the whole catalogue through this call.
   */
  windowed: boolean;
}

const counts = versionCache<number>();
const placeLists = versionCache<string[]>();
/** The newest catalogue version a page statement has read, per database handle. */
const latestVersion = new WeakMap<DbOrTx, string>();
/** Database handles where some search has matched more than PROPERTY_COUNT_CAP homes. */
const largeCatalogue = new WeakSet<DbOrTx>();

/**
 * GET /api/properties: filtered, sorted and paged in SQL, at a cost that follows the page, not
 * the table (docs/decisions/0009-property-search-at-scale.md):
 * - the page's ids come from one ordered index scan that checks every filter inside the index;
 *   one row more than the page says whether there is a next page;
 * - the total is counted only when there is more than this page, only up to PROPERTY_COUNT_CAP
 *   ("1,000+ Properties Found"), and once per search and catalogue version;
 * - visitors page through the first PROPERTY_RESULT_WINDOW results (page 834 of 12 at most), so
 *   a deep page never walks a whole index;
 * - a city or state search first finds its places (see placeCondition in filters.ts), remembered
 *   per catalogue version too.
 */
export async function listProperties(
  db: DbOrTx,
  q: PropertyListQuery,
  options: ListOptions = { windowed: true },
): Promise<PropertyListData> {
  const search = placeSearch(q);
  if (!search) return (await listPage(db, q, options)).data;
  const cache = placeLists(db);
  const key = JSON.stringify([q.city, q.state]);
  const remembered = cache.get(key);
  const places = remembered ?? (await findPlaces(db, search));
  let result = await listPage(db, q, options, places.value);
  let latest = places;
  // A remembered list is checked against the version the page read: when the catalogue changed
  // since (or an empty page could not say), look again. Places are only ever added, so the same
  // list now was the same list when the page ran. A list found just now, right before the page,
  // is as current as any read can be.
  if (result.version !== places.version && (remembered || result.version !== undefined)) {
    latest = await findPlaces(db, search);
    if (!sameList(latest.value, places.value)) result = await listPage(db, q, options, latest.value);
  }
  cache.set(key, latest);
  return result.data;
}

/** The keys of the places a city/state search matches, and the catalogue version they are of. */
async function findPlaces(db: DbOrTx, search: SQL): Promise<Versioned<string[]>> {
  const result = (await db.execute(
    sql`select array(select ${propertyPlaces.placeKey} from ${propertyPlaces} where ${search} order by 1) as keys, ${catalogueVersion} as version`,
  )) as unknown as { rows: { keys: string[]; version: string }[] };
  const row = result.rows[0];
  return { value: row.keys, version: String(row.version) };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** One list answer, and the catalogue version it was read at (unknown for an empty first page). */
async function listPage(
  db: DbOrTx,
  q: PropertyListQuery,
  options: ListOptions,
  places?: string[],
): Promise<{ data: PropertyListData; version?: string }> {
  const page = q.page ?? 1;
  const limit = q.limit ?? PROPERTY_PAGE_SIZE;
  const offset = (page - 1) * limit;
  const where = listConditions(q, places);
  const order = listOrder(q.sort);
  const pastWindow = options.windowed && offset >= PROPERTY_RESULT_WINDOW;
  const take = options.windowed ? Math.max(0, Math.min(limit + 1, PROPERTY_RESULT_WINDOW - offset)) : limit + 1;
  const cache = counts(db);
  const key = countKey(q);
  const known = cache.get(key);
  // Count in the page statement (one round trip) when it is likely to be needed: the remembered
  // count of these filters is known to be out of date (a newer version has been seen since) and
  // said there were more matches than this page reaches; or these filters are new and the
  // catalogue is large (some search has reached the count cap). A count the page does not use
  // still costs its planning, which on a small catalogue, and on PGlite, is much of a request; so
  // otherwise the count runs on its own, in a second statement, only when the page is not the end.
  const seen = latestVersion.get(db);
  const countAlong =
    known === undefined ? largeCatalogue.has(db) : seen !== undefined && known.version !== seen && known.value > offset + limit;

  const fetched = pastWindow ? [] : await pageQuery(db, where, order, take, offset, countAlong);
  const rows = fetched.slice(0, limit);
  const more = fetched.length > limit;
  let version = fetched[0]?.listVersion;
  if (version !== undefined) latestVersion.set(db, version);

  // Fewer rows than asked for, and some (or page 1): this page is the end, the total is known.
  const reachedEnd = !pastWindow && fetched.length < take && (rows.length > 0 || page === 1);
  // Otherwise the total is the capped count: carried by the page, or remembered for these filters
  // at the version the page read, or (no row to carry it, or the catalogue changed) counted alone.
  let n = 0;
  if (!reachedEnd) {
    const first = fetched[0];
    if (first && first.listCount !== null) {
      n = first.listCount;
      cache.set(key, { value: n, version: first.listVersion });
    } else if (known && first?.listVersion === known.version) {
      n = known.value;
    } else {
      const alone = await countAlone(db, where, order);
      cache.set(key, alone);
      n = alone.value;
      version ??= alone.version;
    }
  }
  if (n > PROPERTY_COUNT_CAP) largeCatalogue.add(db);
  const counted = reachedEnd ? { total: offset + rows.length, capped: false } : readCount(n);
  const totalPages = pageCount(counted, { limit, page, rowsOnPage: rows.length, more, windowed: options.windowed });
  const data: PropertyListData = {
    properties: rows.map((r) => toApiProperty(typeof r.row === 'string' ? (JSON.parse(r.row) as PropertyRow) : r.row)),
    pagination: {
      current_page: page,
      per_page: limit,
      total_count: counted.total,
      total_pages: totalPages,
      has_next: more && page < totalPages,
      has_prev: page > 1,
      total_capped: counted.capped,
    },
    filters_applied: describeFilters(q),
  };
  return { data, version };
}

/**
 * The page's rows with their media, the catalogue version and (unless a count for these filters
 * is remembered) the capped match count. One statement, one round trip: `= any(array(...))` runs
 * the page's ids as an InitPlan (an ordered index scan, filters checked in the index) and reads
 * only those rows in full; a semi-join would cost more to plan. The count is an InitPlan too, run
 * once per statement.
 */
export function pageQuery(db: DbOrTx, where: SQL | undefined, order: SQL[], take: number, offset: number, withCount = true) {
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(offset);
  return db
    .select({
      row: sql<PropertyRow | string>`${propertyRowJson}`,
      listCount: withCount ? matchCount(db, where, order) : sql<number | null>`null::int`,
      listVersion: catalogueVersion,
    })
    .from(properties)
    .where(sql`${properties.id} = any(array(${pageIds}))`)
    .orderBy(...order);
}

/** The count on its own, for a page that has no row to carry it or a remembered count gone stale. */
export function countQuery(db: DbOrTx, where: SQL | undefined, order: SQL[]): SQL {
  return sql`select ${matchCount(db, where, order)} as n, ${catalogueVersion} as version`;
}

async function countAlone(db: DbOrTx, where: SQL | undefined, order: SQL[]): Promise<Versioned<number>> {
  const result = (await db.execute(countQuery(db, where, order))) as unknown as {
    rows: { n: number | string; version: string | number }[];
  };
  const row = result.rows[0];
  return { value: Number(row.n), version: String(row.version) };
}

/**
 * Bumped by the database after every write statement to properties (migration 0014). A count
 * (or place list) worked out at version V is what any later statement that still reads V would
 * work out: that is how a search's pages, and visitors repeating a search, skip counting again (a
 * common keyword reads tens of thousands of rows to find its first 1,001 matches), while any
 * write, from this server or any other writer, makes the next page count afresh.
 */
const catalogueVersion = sql<string>`(select version::text from properties_version)`;

/**
 * count(*) of the first PROPERTY_COUNT_CAP + 1 matches in the list's own order, so it walks the
 * index the page used and stops at the cap, however many rows match.
 */
function matchCount(db: DbOrTx, where: SQL | undefined, order: SQL[]) {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(PROPERTY_COUNT_CAP + 1);
  return sql<number | null>`(select count(*)::int from ${matches.as('matches')})`;
}

function readCount(n: number): { total: number; capped: boolean } {
  return n > PROPERTY_COUNT_CAP ? { total: PROPERTY_COUNT_CAP, capped: true } : { total: n, capped: false };
}

interface PageFacts {
  limit: number;
  page: number;
  rowsOnPage: number;
  /** A row exists after this page. */
  more: boolean;
  windowed: boolean;
}

/**
 * Pages: exact when the total is; past the count cap, the pages counted or, once the visitor has
 * browsed beyond them, one past the current page while there is more ("Page 90 of 91+"); never
 * past the window for visitors.
 */
export function pageCount(counted: { total: number; capped: boolean }, f: PageFacts): number {
  const exact = Math.ceil(counted.total / f.limit);
  if (!counted.capped) return exact;
  const reached = f.rowsOnPage > 0 ? f.page + (f.more ? 1 : 0) : 0;
  const known = Math.max(exact, reached);
  return f.windowed ? Math.min(known, Math.ceil(PROPERTY_RESULT_WINDOW / f.limit)) : known;
}

/** One property by id or slug; null when there is none (or the key cannot be one). */
export async function findProperty(db: DbOrTx, idOrSlug: string): Promise<Property | null> {
  let rows: PropertyRow[];
  if (isUuid(idOrSlug)) rows = await preparedLookup(db, 'id').execute({ key: idOrSlug.toLowerCase() });
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
