// The one property factory of the server tests: a row straight into the table (the properties
// module is not what most tests exercise). Domain test helpers pass their own defaults on top.
import crypto from 'node:crypto';
import { fromCents, requiredMonthlyCents } from '@rentfront/shared/property-fees';
import { properties, propertyMedia } from '../../db/schema';
import { makeSlug } from '../../modules/properties/slug';
import { dbOf, nextSeq, type FactoryTarget } from './db';

export type PropertyInsert = typeof properties.$inferInsert;
export type PropertyRow = typeof properties.$inferSelect;

export interface CreatePropertyOptions {
  /** How many photos to attach (fake URLs, the first one the cover). */
  media?: number;
}

/** Inserts a listed property; every column can be overridden. The slug is unique per call. */
export async function createProperty(
  target: FactoryTarget,
  overrides: Partial<PropertyInsert> = {},
  options: CreatePropertyOptions = {},
): Promise<PropertyRow> {
  const seq = nextSeq();
  const db = dbOf(target);
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
      // Written with the fees, as the admin form writes it: the total follows from both.
      ...(overrides.fees ? { monthlyFees: fromCents(requiredMonthlyCents(overrides.fees)) } : {}),
    })
    .returning();
  const media = options.media ?? 0;
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
