import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { properties, propertyMedia } from '../db/schema';

const CITIES: [string, string][] = [
  ['Albany', 'NY'],
  ['Saratoga Springs', 'NY'],
  ['Troy', 'NY'],
  ['Schenectady', 'NY'],
  ['Ithaca', 'NY'],
  ['Rochester', 'NY'],
  ['Buffalo', 'NY'],
  ['Syracuse', 'NY'],
  ['Kingston', 'NY'],
  ['Utica', 'NY'],
  ['Burlington', 'VT'],
  ['Boston', 'MA'],
  ['Hartford', 'CT'],
  ['Newark', 'NJ'],
  ['Scranton', 'PA'],
  ['Springfield', 'MA'],
  ['Portland', 'ME'],
  ['Providence', 'RI'],
  ['Erie', 'PA'],
  ['Binghamton', 'NY'],
];
const TYPES = ['apartment', 'house', 'condo', 'studio', 'townhouse', 'villa', 'duplex'] as const;
// Mostly available, like a live catalogue.
const STATUSES = [
  'available',
  'available',
  'available',
  'available',
  'available',
  'available',
  'rented',
  'rented',
  'maintenance',
  'hold',
] as const;
const FURNISHING = ['furnished', 'semi-furnished', 'unfurnished', null] as const;
const PETS = ['no-pets', 'cats-allowed', 'dogs-allowed', 'pets-allowed', 'case-by-case', null] as const;
const AMENITIES = ['Parking', 'In-unit laundry', 'Balcony', 'Gym', 'Pool', 'Storage', 'Dishwasher', 'Central air', 'Fireplace', 'Garden'];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts `count` realistic properties with two media rows each (URLs only; no files needed). */
export async function fillProperties(db: Db, count: number): Promise<string[]> {
  const r = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const ids: string[] = [];
  const start = Date.UTC(2024, 0, 1);
  const BATCH = 500;
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows: (typeof properties.$inferInsert)[] = [];
    const media: (typeof propertyMedia.$inferInsert)[] = [];
    for (let i = offset; i < Math.min(count, offset + BATCH); i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      const [city, state] = pick(CITIES);
      const type = pick(TYPES);
      const bedrooms = type === 'studio' ? 0 : 1 + Math.floor(r() * 5);
      rows.push({
        id,
        slug: `bench-${i}-${id.slice(0, 6)}`,
        title: `${bedrooms === 0 ? 'Studio' : `${bedrooms}-Bedroom ${type}`} on ${pick(['Main', 'Oak', 'Elm', 'Lark', 'State', 'River'])} Street #${i}`,
        description:
          'Bright rooms, hardwood floors and a renovated kitchen. Close to shops, parks and the bus line. ' +
          'Heat and hot water included; laundry on site; responsive local management.',
        propertyType: type,
        status: pick(STATUSES),
        furnishing: pick(FURNISHING),
        areaSqft: 400 + Math.floor(r() * 2600),
        bedrooms,
        bathrooms: 1 + Math.floor(r() * 6) / 2,
        utilities: ['Heat', 'Hot water'],
        amenities: AMENITIES.filter(() => r() > 0.6),
        appliancesIncluded: ['Refrigerator', 'Range'],
        leaseTerm: 12,
        applicationFee: 40,
        petPolicy: pick(PETS),
        price: 700 + Math.round(r() * 3800),
        deposit: 1000,
        address: `${1 + Math.floor(r() * 900)} ${pick(['Main', 'Oak', 'Elm', 'Lark', 'State', 'River'])} Street`,
        city,
        state,
        pincode: String(10000 + Math.floor(r() * 89999)),
        featured: r() > 0.97,
        createdAt: new Date(start + Math.floor(r() * 500 * 86_400_000)),
      });
      for (let m = 0; m < 2; m++) {
        media.push({
          propertyId: id,
          url: `/media/properties/${crypto.randomUUID()}/800.webp`,
          width: 1600,
          height: 1067,
          position: m,
          isCover: m === 0,
        });
      }
    }
    await db.insert(properties).values(rows);
    await db.insert(propertyMedia).values(media);
  }
  return ids;
}
