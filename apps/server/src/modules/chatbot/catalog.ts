import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { imageVariant, type ChatBookingOption } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { bookingTypes, properties } from '../../db/schema';
import { containsPattern } from '../../platform/search-text';
import type { Lookup, LookupResult, PropertyFacts, SearchCriteria } from './engine/types';
import { nearest } from './nearest';
import { bookTourFromChat, tourSlots, tourTypes, type TourLookupDeps } from './tours';

/**
 * The data the conversation asks for (the machine's lookups), read from the database: available
 * properties for searches and questions, and the visit booking options.
 */

const RESULT_LIMIT = 6;
/** How many available properties are scored when nothing matches exactly. */
const ALTERNATIVE_POOL = 300;
const PETS_WELCOME = ['cats-allowed', 'dogs-allowed', 'pets-allowed', 'case-by-case'] as const;

const columns = {
  id: properties.id,
  title: properties.title,
  description: properties.description,
  type: properties.propertyType,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  price: properties.price,
  totalMonthlyCost: properties.totalMonthlyCost,
  deposit: properties.deposit,
  applicationFee: properties.applicationFee,
  availableFrom: properties.availableFrom,
  petPolicy: properties.petPolicy,
  leaseTerm: properties.leaseTerm,
  furnishing: properties.furnishing,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  // Written out with explicit table names: drizzle leaves columns unqualified in a one-table
  // select, which inside this subquery would compare property_media with itself.
  cover: sql<
    string | null
  >`(select pm.url from property_media pm where pm.property_id = properties.id order by pm.is_cover desc, pm.position, pm.id limit 1)`,
};

/** A row of `columns` (numeric columns may arrive as text from a raw driver path). */
interface Row {
  id: string;
  title: string;
  description: string;
  type: string;
  bedrooms: number;
  bathrooms: number | string;
  price: number | string;
  totalMonthlyCost: number | string;
  deposit: number | string | null;
  applicationFee: number | string | null;
  availableFrom: string | null;
  petPolicy: string | null;
  leaseTerm: number | null;
  furnishing: string | null;
  address: string;
  city: string;
  state: string;
  cover: string | null;
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : num(v));

/** A short, whole-word excerpt for the card. */
function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,.;:-]+$/, '')}…`;
}

function toFacts(r: Row): PropertyFacts {
  return {
    id: r.id,
    title: r.title,
    location: `${r.city}, ${r.state}`,
    price: num(r.price),
    total_monthly_cost: num(r.totalMonthlyCost),
    type: r.type,
    bedrooms: num(r.bedrooms),
    description: excerpt(r.description ?? ''),
    bathrooms: num(r.bathrooms),
    image: r.cover ? imageVariant(r.cover, 400) : null,
    url: `/properties/${r.id}`,
    address: r.address,
    deposit: numOrNull(r.deposit),
    application_fee: numOrNull(r.applicationFee),
    available_from: r.availableFrom ? String(r.availableFrom).slice(0, 10) : null,
    pet_policy: r.petPolicy ?? null,
    lease_term: numOrNull(r.leaseTerm),
    furnishing: r.furnishing ?? null,
  };
}

function criteriaConditions(c: SearchCriteria): SQL[] {
  const where: SQL[] = [eq(properties.status, 'available')];
  if (c.property_type) where.push(eq(properties.propertyType, c.property_type as (typeof properties.$inferSelect)['propertyType']));
  if (c.city) where.push(sql`${properties.city} ilike ${containsPattern(c.city)}`);
  if (c.state) where.push(sql`${properties.state} ilike ${containsPattern(c.state)}`);
  if (c.min_price !== undefined) where.push(gte(properties.price, c.min_price));
  if (c.max_price !== undefined) where.push(lte(properties.price, c.max_price));
  if (c.bedrooms !== undefined) where.push(c.bedrooms === 0 ? eq(properties.bedrooms, 0) : gte(properties.bedrooms, c.bedrooms));
  if (c.pets) where.push(inArray(properties.petPolicy, [...PETS_WELCOME]));
  if (c.move_in) where.push(or(isNull(properties.availableFrom), lte(properties.availableFrom, c.move_in))!);
  return where;
}

export async function searchProperties(db: DbOrTx, c: SearchCriteria): Promise<LookupResult> {
  const rows = await db
    .select(columns)
    .from(properties)
    .where(and(...criteriaConditions(c)))
    .orderBy(desc(properties.featured), asc(properties.price), asc(properties.id))
    .limit(RESULT_LIMIT);
  if (rows.length > 0) return { type: 'search', matches: rows.map(toFacts), alternatives: [] };
  const pool = await db
    .select(columns)
    .from(properties)
    .where(eq(properties.status, 'available'))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(ALTERNATIVE_POOL);
  return { type: 'search', matches: [], alternatives: nearest(pool.map(toFacts), c, RESULT_LIMIT) };
}

/** Newest available homes, featured first. */
async function browse(db: DbOrTx): Promise<PropertyFacts[]> {
  const rows = await db
    .select(columns)
    .from(properties)
    .where(eq(properties.status, 'available'))
    .orderBy(desc(properties.featured), desc(properties.createdAt), desc(properties.id))
    .limit(RESULT_LIMIT);
  return rows.map(toFacts);
}

/** Properties whose name, street, city or state contain every word the visitor typed. */
export async function findProperties(db: DbOrTx, keyword: string): Promise<LookupResult> {
  const words = keyword
    .toLowerCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length >= 2 && !['the', 'at', 'on', 'in', 'of', 'and', 'a', 'an'].includes(w))
    .slice(0, 8);
  if (words.length === 0) return { type: 'find', matches: [], fallback: await browse(db) };
  const haystack = sql`(${properties.title} || ' ' || ${properties.address} || ' ' || ${properties.city} || ' ' || ${properties.state})`;
  const rows = await db
    .select(columns)
    .from(properties)
    .where(and(eq(properties.status, 'available'), ...words.map((w) => sql`${haystack} ilike ${containsPattern(w)}`)))
    .orderBy(desc(properties.featured), desc(properties.createdAt), desc(properties.id))
    .limit(RESULT_LIMIT);
  if (rows.length > 0) return { type: 'find', matches: rows.map(toFacts), fallback: [] };
  return { type: 'find', matches: [], fallback: await browse(db) };
}

/** The visit booking options the site offers (server.md §3 Visit booking options). */
export async function bookingOptions(db: DbOrTx): Promise<ChatBookingOption[]> {
  const rows = await db
    .select()
    .from(bookingTypes)
    .where(and(isNull(bookingTypes.deletedAt), isNull(bookingTypes.disabledAt)))
    .orderBy(asc(bookingTypes.position), asc(bookingTypes.createdAt), asc(bookingTypes.id))
    .limit(10);
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    description: b.description,
    booking_page_url: b.bookingPageUrl,
    duration_minutes: b.durationMinutes,
    price: num(b.price),
    currency_code: b.currencyCode,
  }));
}

/** Answers one lookup of the machine. */
export async function runLookup(db: DbOrTx, lookup: Lookup, deps: TourLookupDeps): Promise<LookupResult> {
  switch (lookup.type) {
    case 'search':
      return searchProperties(db, lookup.criteria);
    case 'find':
      return findProperties(db, lookup.keyword);
    case 'browse':
      return { type: 'browse', properties: await browse(db) };
    case 'booking_options':
      return { type: 'booking_options', options: await bookingOptions(db) };
    case 'tour_types':
      return tourTypes(deps, db, lookup.property_id, () => bookingOptions(db));
    case 'tour_slots':
      return tourSlots(deps, db, lookup.property_id, lookup.tour_type, lookup.from);
    case 'book_tour':
      return bookTourFromChat(deps, db, lookup.booking);
  }
}
