// The database side of the recommender: available properties and what a city answer means.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { properties, propertyMedia } from '../../../db/schema';
import { splitLocation } from './criteria';
import type { CandidateProperty, LocationWanted } from './scoring';

/** A bound on the rows scored per submit; a rental portfolio is far smaller than this. */
export const MAX_CANDIDATES = 5000;

/** Every available property with the fields the scoring reads and its cover image. */
export async function loadCandidates(db: DbOrTx): Promise<CandidateProperty[]> {
  // The outer row is named in full: drizzle writes columns unqualified inside sql``.
  const cover = sql<string | null>`(
    select ${propertyMedia.url} from ${propertyMedia}
    where ${propertyMedia.propertyId} = ${sql.identifier('properties')}.${sql.identifier('id')}
    order by ${propertyMedia.isCover} desc, ${propertyMedia.position} asc
    limit 1)`;
  return db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      state: properties.state,
      price: properties.price,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      propertyType: properties.propertyType,
      petPolicy: properties.petPolicy,
      availableFrom: properties.availableFrom,
      coverImage: cover,
    })
    .from(properties)
    .where(eq(properties.status, 'available'))
    .orderBy(desc(properties.createdAt), asc(properties.id))
    .limit(MAX_CANDIDATES);
}

/**
 * Turns a location answer into a city and the states it implies. "Albany, NY" says both; a bare
 * "Albany" takes the state of the listed properties in Albany, so Troy (NY) still earns the
 * same-state credit; a bare "NY" or "New York State" that names no listed city means the state.
 */
export async function resolveLocation(db: DbOrTx, answer: string): Promise<LocationWanted> {
  const { city, state, stateOnly } = splitLocation(answer);
  if (state) return { city: city || undefined, states: [state] };
  if (!city) return { states: [] };
  const rows = await db
    .selectDistinct({ state: properties.state })
    .from(properties)
    // lower(city) is indexed (properties_city_idx).
    .where(sql`lower(${properties.city}) = lower(${city})`);
  if (rows.length > 0) return { city, states: rows.map((r) => r.state) };
  if (stateOnly) return { states: [stateOnly] };
  return { city, states: [] };
}
