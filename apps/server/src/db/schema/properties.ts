import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FURNISHINGS, PET_POLICIES, PROPERTY_STATUSES, PROPERTY_TYPES } from '@rentfront/shared';

// The enums live once in the shared contract; re-exported here for code that reads the schema.
export { FURNISHINGS, PET_POLICIES, PROPERTY_STATUSES, PROPERTY_TYPES };

// numeric columns come back as strings from pg; mode 'number' keeps money and baths as numbers.
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('available'),
    furnishing: text('furnishing', { enum: FURNISHINGS }),
    areaSqft: integer('area_sqft').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    floors: integer('floors'),
    utilities: text('utilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    appliancesIncluded: text('appliances_included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    leaseTerm: integer('lease_term'),
    applicationFee: money('application_fee'),
    petPolicy: text('pet_policy', { enum: PET_POLICIES }),
    propertyManagementContact: text('property_management_contact'),
    website: text('website'),
    price: money('price').notNull(),
    deposit: money('deposit'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    availableFrom: date('available_from'),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_slug_idx').on(t.slug),
    // The list pages by (status, created_at, id) newest first and by (status, price, id) for the
    // price sorts; the id makes the order total so pages never overlap. The trailing columns are
    // never searched by, they are carried so the search form's filters (price range, "at least"
    // beds/baths, type, furnishing) are checked inside the index: the page's ids and the exact
    // count(*) are index-only scans instead of heap reads or a sequential scan.
    index('properties_status_created_idx').on(t.status, t.createdAt, t.id, t.price, t.bedrooms, t.bathrooms, t.propertyType, t.furnishing),
    index('properties_status_price_idx').on(t.status, t.price, t.id, t.bedrooms, t.bathrooms, t.propertyType, t.furnishing),
    // The list without a status (admin, "any status") pages newest first or by price.
    index('properties_created_idx').on(t.createdAt, t.id),
    index('properties_price_idx').on(t.price, t.id),
    index('properties_city_idx').on(sql`lower(${t.city})`),
  ],
);

export const propertyMedia = pgTable(
  'property_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_media_property_idx').on(t.propertyId, t.position)],
);
