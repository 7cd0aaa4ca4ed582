// What the catalogue in the database holds, read once per phase, so the request mix searches for
// cities and words that exist there (the demo's 24 homes or the generated 100,000).
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { KEYWORDS } from './portal-data';

export interface CatalogueProfile {
  /** All properties, any status. */
  rows: number;
  /** Available properties: what the public list shows by default. */
  available: number;
  /** Cities with at least one available home, and how many. */
  cities: { city: string; state: string; available: number }[];
  /** Keywords of the vocabulary found in a sample of available listings, with their share of it. */
  keywords: { keyword: string; share: number }[];
}

const SAMPLE = 3000;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function readProfile(db: Db): Promise<CatalogueProfile> {
  const [totals] = await rows<{ all: number; available: number }>(
    db,
    sql`select count(*)::int as all, (count(*) filter (where status = 'available'))::int as available from properties`,
  );
  const cities = await rows<{ city: string; state: string; available: number }>(
    db,
    sql`select city, state, count(*)::int as available from properties where status = 'available' group by city, state order by 3 desc, 1`,
  );
  // Keyword search looks at title, description, address, city and state: count in the same text.
  const sample = await rows<{ text: string }>(
    db,
    sql`select lower(title || ' ' || description || ' ' || address || ' ' || city || ' ' || state) as text
        from properties where status = 'available' order by md5(id::text) limit ${SAMPLE}`,
  );
  const keywords = KEYWORDS.map((keyword) => ({
    keyword,
    share: sample.length ? sample.filter((s) => s.text.includes(keyword.toLowerCase())).length / sample.length : 0,
  })).filter((k) => k.share > 0);
  return { rows: totals.all, available: totals.available, cities, keywords };
}
