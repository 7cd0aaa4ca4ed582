// Test factories of the properties domain (used by this domain's tests and by other domains'
// tests that need a property). Not imported by application code.
import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { properties, propertyMedia } from '../../db/schema';
import { makeSlug } from './slug';

export type PropertyInsert = typeof properties.$inferInsert;

let seq = 0;

/** Inserts a property directly (fast); media are fake URLs unless `media` is 0. */
export async function insertProperty(db: Db, overrides: Partial<PropertyInsert> = {}, media = 0): Promise<typeof properties.$inferSelect> {
  seq += 1;
  const title = overrides.title ?? `Test Property ${seq}`;
  const [row] = await db
    .insert(properties)
    .values({
      slug: makeSlug(title),
      title,
      description: 'A bright test home close to everything.',
      propertyType: 'apartment',
      status: 'available',
      areaSqft: 850,
      bedrooms: 2,
      bathrooms: 1,
      price: 1500,
      address: `${100 + seq} Test Street`,
      city: 'Albany',
      state: 'NY',
      pincode: '12207',
      ...overrides,
    })
    .returning();
  if (media > 0) {
    await db.insert(propertyMedia).values(
      Array.from({ length: media }, (_, i) => ({
        propertyId: row.id,
        url: `/media/properties/${crypto.randomUUID()}/800.webp`,
        width: 1600,
        height: 1067,
        position: i,
        isCover: i === 0,
      })),
    );
  }
  return row;
}

/** The text fields of a valid add-property form. */
export function validPropertyFields(overrides: Record<string, string | number | boolean | undefined> = {}) {
  return {
    title: 'Sunny Loft on Lark Street',
    description: 'Two bedrooms, big windows and a short walk to the park.',
    property_type: 'apartment',
    status: 'available',
    area_sqft: 950,
    bedrooms: 2,
    bathrooms: 1.5,
    price: 1650,
    address: '210 Lark Street',
    city: 'Albany',
    state: 'NY',
    pincode: '12210',
    ...overrides,
  };
}

/** A complete listing the page tests read back (head, JSON-LD, map), with two photos. */
export const GARDEN_FLAT: Partial<PropertyInsert> = {
  title: 'Garden Flat',
  description: 'Two bright rooms over a quiet garden, close to Washington Park and the bus line.',
  price: 1450,
  bedrooms: 2,
  bathrooms: 1.5,
  areaSqft: 1020,
  address: '12 Elm Street',
  city: 'Albany',
  state: 'NY',
  pincode: '12202',
  latitude: 42.65,
  longitude: -73.76,
  availableFrom: '2025-09-01',
};

/** A listing whose text tries to break out of HTML, a script or JSON-LD. */
export const HOSTILE_LISTING: Partial<PropertyInsert> = {
  title: 'Loft </script><script>alert("x")</script> & "quotes"',
  description: '<!-- comment --> <img src=x onerror=alert(1)> \u2028 line',
  propertyType: 'house',
};
