import { and, arrayContains, asc, between, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { parseMapBounds } from '@rentfront/shared/map-bounds';
import { ACCESSIBILITY_LABELS } from '@rentfront/shared/accessibility-features';
import { calendarDateText, leaseTermLabel } from '@rentfront/shared/move-in';
import {
  formatUsd,
  humanizeOption,
  PET_FRIENDLY_POLICIES,
  PROPERTY_STATUS_LABELS,
  type FiltersApplied,
  type PropertyListQuery,
} from '@rentfront/shared';
import { properties, propertyPlaces } from '../../db/schema';
import { containsPattern } from '../../platform/search-text';

/**
 * Search text as the database may receive it: control characters become spaces (a NUL byte
 * would make PostgreSQL refuse the statement), and text that is only spaces searches for nothing.
 */
export function searchTerm(text: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = text?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean ? clean : undefined;
}

/**
 * The keyword condition. The keyword is normalised in SQL exactly as search_text is (lower case,
 * each run of other characters one space), then:
 * - a keyword with a word of three or more letters or digits is a substring anywhere, served by
 *   the trigram index;
 * - a shorter one ("NY", "2B") cannot be split into trigrams, so it matches the start of a word
 *   (" ny%"), whose padded trigrams the index does hold; a substring search would read every row;
 * - a keyword of only symbols ("%", "--") names no home and matches nothing.
 */
function keywordCondition(keyword: string): SQL {
  const words = keyword.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.length) return sql`false`;
  const normalised = sql`btrim(lower(regexp_replace(${keyword}, '[^[:alnum:]]+', ' ', 'g')))`;
  const atWordStart = words.every((w) => w.length < 3);
  return sql`${properties.searchText} like ${atWordStart ? '% ' : '%'} || ${normalised} || '%'`;
}

/** Case-insensitive substring match against an already lower-cased column (trigram-indexed). */
const containsLower = (column: SQL | typeof propertyPlaces.city, text: string) => sql`${column} like lower(${containsPattern(text)})`;

/**
 * The search form sends a location such as "Albany, NY" as `city`; split it so it matches the
 * city and state columns instead of never matching.
 */
export function splitLocation(city?: string, state?: string): { city?: string; state?: string } {
  if (!city || !city.includes(',')) return { city, state };
  const [c, s] = city.split(',', 2).map((part) => part.trim());
  return { city: c || undefined, state: state ?? (s || undefined) };
}

function stateCondition(state: string): SQL {
  // A two-letter code is compared whole ("CA" must not match "North Carolina").
  if (state.length <= 2) return sql`${propertyPlaces.state} = lower(${state})`;
  return containsLower(sql`${propertyPlaces.state}`, state);
}

/**
 * City and state are substring searches. They run first over property_places (one row per town,
 * a few hundred even for a large portal), and the list keeps the rows whose place_key is one of
 * those found: a condition the list indexes carry, so no property row is read to check it. This is
 * the condition on property_places, or undefined when the query names no place.
 */
export function placeSearch(q: PropertyListQuery): SQL | undefined {
  const { city, state } = splitLocation(searchTerm(q.city), searchTerm(q.state));
  if (!city && !state) return undefined;
  return and(city ? containsLower(propertyPlaces.city, city) : undefined, state ? stateCondition(state) : undefined);
}

/**
 * The place condition. With the place keys already found (`places`, service.ts), they go in as one
 * array parameter, so the planner sees how many homes those towns have and picks the plan: a small
 * town is read whole from the (status, place, created) index and its few rows sorted, a big city
 * is met while walking the list's order. Without them the keys are looked up inside the statement,
 * which the planner cannot see into: it then walked the whole newest-first index past thousands of
 * other towns' homes to find a small town's few (10-25 ms a search at 100,000 homes).
 */
function placeCondition(q: PropertyListQuery, places: string[] | undefined): SQL | undefined {
  const search = placeSearch(q);
  if (!search) return undefined;
  if (places) return sql`${properties.placeKey} = any(${sql.param(places)}::text[])`;
  return sql`${properties.placeKey} = any(array(select ${propertyPlaces.placeKey} from ${propertyPlaces} where ${search}))`;
}

/**
 * The map's visible area: latitude between south and north, longitude between west and east, or
 * outside east..west when the area crosses the antimeridian. Served by properties_location_idx
 * (latitude, longitude), partial on homes that have a location. An incomplete or reversed area
 * (parseMapBounds) is no filter. A home without coordinates is never inside an area.
 */
function boundsCondition(q: PropertyListQuery): SQL | undefined {
  const b = parseMapBounds(q);
  if (!b) return undefined;
  const lat = between(properties.latitude, b.south, b.north);
  const lng =
    b.west <= b.east
      ? between(properties.longitude, b.west, b.east)
      : or(gte(properties.longitude, b.west), lte(properties.longitude, b.east));
  return and(lat, lng);
}

/**
 * `located`: true keeps homes with both coordinates (on the map), false those missing one (listed
 * beside the map). The form keeps the pair together; an older row with one alone has no pin.
 */
function locatedCondition(located: boolean | undefined): SQL | undefined {
  if (located === undefined) return undefined;
  if (located) return and(isNotNull(properties.latitude), isNotNull(properties.longitude));
  return or(isNull(properties.latitude), isNull(properties.longitude));
}

/**
 * WHERE conditions for the list query; every filter combines with every other one. `places`: the
 * place keys the city and state filters match, when already looked up (see placeCondition).
 */
export function listConditions(q: PropertyListQuery, places?: string[]): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  // The keyword matches title, description, address, city or state: search_text holds all five.
  const keyword = searchTerm(q.keyword ?? q.search);
  if (keyword) conds.push(keywordCondition(keyword));
  conds.push(placeCondition(q, places));
  if (q.property_type) conds.push(eq(properties.propertyType, q.property_type));
  if (q.status) conds.push(eq(properties.status, q.status));
  if (q.furnishing) conds.push(eq(properties.furnishing, q.furnishing));
  if (q.min_price !== undefined) conds.push(gte(properties.price, q.min_price));
  if (q.max_price !== undefined) conds.push(lte(properties.price, q.max_price));
  if (q.max_total !== undefined) conds.push(lte(properties.totalMonthlyCost, q.max_total));
  if (q.bedrooms !== undefined) conds.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms !== undefined) conds.push(gte(properties.bathrooms, q.bathrooms));
  if (q.pets_allowed === true) conds.push(inArray(properties.petPolicy, [...PET_FRIENDLY_POLICIES]));
  if (q.pets_allowed === false) conds.push(eq(properties.petPolicy, 'no-pets'));
  // Ready by the wanted date: no date set means available now. available_by is the issue 35 name.
  const moveInBy = q.available_by ?? q.available_from_date;
  if (moveInBy) conds.push(or(isNull(properties.availableFrom), lte(properties.availableFrom, moveInBy)));
  // Array containment on columns the list indexes carry, so these stay index-only as well.
  if (q.lease_term) conds.push(arrayContains(properties.leaseTerms, [q.lease_term]));
  if (q.accessibility) conds.push(arrayContains(properties.accessibility, q.accessibility));
  conds.push(boundsCondition(q), locatedCondition(q.located));
  return conds.length ? and(...conds) : undefined;
}

/** A total order (id breaks ties) so paging never repeats or skips a row. */
export function listOrder(sort: PropertyListQuery['sort']): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(properties.price), asc(properties.id)];
    case 'price_desc':
      return [desc(properties.price), desc(properties.id)];
    case 'total_asc':
      return [asc(properties.totalMonthlyCost), asc(properties.id)];
    case 'total_desc':
      return [desc(properties.totalMonthlyCost), desc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

const plural = (n: number, word: string) => `${n}+ ${word}${n === 1 ? '' : 's'}`;
const SORT_WORDS = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  total_asc: 'Total monthly cost: low to high',
  total_desc: 'Total monthly cost: high to low',
} as const;

/** `filters_applied`: the filters used, said in plain words and dollars. */
export function describeFilters(q: PropertyListQuery): FiltersApplied {
  const out: FiltersApplied = {};
  if (q.keyword) out.keyword = q.keyword;
  if (q.search) out.search = q.search;
  const where = splitLocation(q.city, q.state);
  if (where.city) out.city = where.city;
  if (where.state) out.state = where.state;
  if (q.property_type) out.property_type = humanizeOption(q.property_type);
  if (q.status) out.status = PROPERTY_STATUS_LABELS[q.status];
  if (q.furnishing) out.furnishing = humanizeOption(q.furnishing);
  if (q.min_price !== undefined) out.min_price = `From ${formatUsd(q.min_price)} a month`;
  if (q.max_price !== undefined) out.max_price = `Up to ${formatUsd(q.max_price)} a month`;
  if (q.max_total !== undefined) out.max_total = `Up to ${formatUsd(q.max_total)} a month in all`;
  if (q.bedrooms !== undefined) out.bedrooms = plural(q.bedrooms, 'bedroom');
  if (q.bathrooms !== undefined) out.bathrooms = plural(q.bathrooms, 'bathroom');
  if (q.pets_allowed !== undefined) out.pets_allowed = q.pets_allowed ? 'Pets allowed' : 'No pets';
  if (q.available_from_date) out.available_from_date = `Available by ${calendarDateText(q.available_from_date)}`;
  if (q.available_by) out.available_by = `Move in by ${calendarDateText(q.available_by)}`;
  if (q.lease_term) out.lease_term = `Lease term: ${leaseTermLabel(q.lease_term)}`;
  if (q.accessibility) out.accessibility = q.accessibility.map((f) => ACCESSIBILITY_LABELS[f]).join(', ');
  if (q.sort) out.sort = SORT_WORDS[q.sort];
  const bounds = parseMapBounds(q);
  if (bounds) for (const side of ['north', 'south', 'east', 'west'] as const) out[side] = `${bounds[side]}°`;
  if (q.located !== undefined) out.located = q.located ? 'On the map' : 'Without a map location';
  return out;
}
