import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FURNISHINGS, PET_POLICIES, PROPERTY_STATUSES, PROPERTY_TYPES } from '@rentfront/shared';
import type { EnteredFee } from '@rentfront/shared/property-fees';

// The enums live once in the shared contract; re-exported here for code that reads the schema.
export { FURNISHINGS, PET_POLICIES, PROPERTY_STATUSES, PROPERTY_TYPES };

// numeric columns come back as strings from pg; mode 'number' keeps money and baths as numbers.
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** The filter columns carried at the end of the list indexes (see below), price aside. */
const filterColumns = (t: {
  bedrooms: AnyPgColumn;
  bathrooms: AnyPgColumn;
  propertyType: AnyPgColumn;
  furnishing: AnyPgColumn;
  petPolicy: AnyPgColumn;
  availableFrom: AnyPgColumn;
  placeKey: AnyPgColumn;
  leaseTerms: AnyPgColumn;
  accessibility: AnyPgColumn;
  totalMonthlyCost: AnyPgColumn;
}) =>
  // The total comes last: the total-cost indexes lead with it and leave it out here (slice).
  [
    t.bedrooms,
    t.bathrooms,
    t.propertyType,
    t.furnishing,
    t.petPolicy,
    t.availableFrom,
    t.placeKey,
    t.leaseTerms,
    t.accessibility,
    t.totalMonthlyCost,
  ] as const;

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
    // The terms offered ("6", "12", "mtm"; move-in.ts), shortest first. lease_term stays the
    // spec's single field; this is what the search's term filter reads.
    leaseTerms: text('lease_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    applicationFee: money('application_fee'),
    petPolicy: text('pet_policy', { enum: PET_POLICIES }),
    propertyManagementContact: text('property_management_contact'),
    website: text('website'),
    price: money('price').notNull(),
    deposit: money('deposit'),
    // The office's other fees (issue 35, property-fees.ts); the deposit and application fee keep
    // their own columns and are shown as entries of the list.
    fees: jsonb('fees').$type<EnteredFee[]>().notNull().default([]),
    // The required monthly fees, summed by the server whenever fees are written, so the total
    // below follows a change of rent alone too.
    monthlyFees: money('monthly_fees').notNull().default(0),
    // What a household pays each month: the search filters and sorts by it, inside the indexes.
    totalMonthlyCost: money('total_monthly_cost')
      .notNull()
      .generatedAlwaysAs(sql`price + monthly_fees`),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    availableFrom: date('available_from'),
    // ACCESSIBILITY_FEATURES keys (accessibility-features.ts), in that list's order.
    accessibility: text('accessibility')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    // Listed in the syndication feeds (/feeds/hotpads.xml, /feeds/listings.json; issue 35).
    syndicate: boolean('syndicate').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The keyword search's haystack: the five searched columns, lower-cased, with every run of
    // other characters turned into one space and a space at each end, so a keyword can be matched
    // as a substring anywhere or, when it is too short for trigrams, at the start of a word; one
    // trigram index serves both.
    searchText: text('search_text').generatedAlwaysAs(
      sql`' ' || btrim(lower(regexp_replace(title || ' ' || description || ' ' || address || ' ' || city || ' ' || state, '[^[:alnum:]]+', ' ', 'g'))) || ' '`,
    ),
    // "city|state", lower-cased: the city and state filters resolve to a handful of these through
    // property_places, so they are checked inside the list indexes instead of on every heap row.
    placeKey: text('place_key').generatedAlwaysAs(sql`lower(city) || '|' || lower(state)`),
  },
  (t) => [
    uniqueIndex('properties_slug_idx').on(t.slug),
    // The list pages by (status, created_at, id) newest first and by (status, price, id) for the
    // price sorts; the id makes the order total so pages never overlap. The trailing columns are
    // never sorted by: they carry every filter of the search form (price range, "at least"
    // beds/baths, type, furnishing, pets, move-in date, place, lease terms, accessibility, total cost), so a page's ids and the capped
    // count are index-only scans, whatever the filters.
    index('properties_status_created_idx').on(t.status, t.createdAt, t.id, t.price, ...filterColumns(t)),
    index('properties_status_price_idx').on(t.status, t.price, t.id, ...filterColumns(t)),
    // The list without a status (admin, "any status") pages newest first or by price.
    index('properties_created_idx').on(t.createdAt, t.id, t.price, ...filterColumns(t)),
    index('properties_price_idx').on(t.price, t.id, ...filterColumns(t)),
    // The total-cost sorts (issue 35), with and without a status.
    index('properties_status_total_idx').on(t.status, t.totalMonthlyCost, t.id, t.price, ...filterColumns(t).slice(0, -1)),
    index('properties_total_idx').on(t.totalMonthlyCost, t.id, t.price, ...filterColumns(t).slice(0, -1)),
    // The syndication feeds read the homes they list in listing order, a page at a time.
    index('properties_syndicated_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.syndicate} and ${t.status} = 'available'`),
    // A search for one town reads just that town's entries.
    index('properties_status_place_idx').on(t.status, t.placeKey, t.createdAt, t.id, t.price, t.bedrooms, t.bathrooms),
    // Keyword search: substring (LIKE on the lower-cased text) on the trigram index. A small pending
    // list: rows not yet merged into the index are searched one by one, and PGlite has no
    // autovacuum to merge them, so a default 4 MB list would make the planner read the table
    // instead; 64 kB is merged every few dozen inserts.
    index('properties_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ gin_pending_list_limit: 64 }),
    index('properties_city_idx').on(sql`lower(${t.city})`),
    // The admin list at a million homes (issue 35): its search (text in the title, city or state)
    // is an OR of three substring matches, which the planner can answer from three trigram
    // indexes at once; each header sort reads its own index in order instead of sorting the table.
    index('properties_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('properties_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('properties_state_trgm_idx').using('gin', t.state.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('properties_title_sort_idx').on(t.title, t.id),
    index('properties_city_sort_idx').on(t.city, t.id),
    index('properties_status_sort_idx').on(t.status, t.id),
    // Accessibility features needed together (issue 35): a rare pair (grab bars with a roll-in
    // shower, 1 % of homes) made the capped count walk 144,000 list-index entries at a million
    // homes (117 ms warm, 1.2 s cold); with the features as a bitmap the planner reads only the
    // homes that have them (7 ms warm). Common features still walk the list index, which is cheaper.
    index('properties_accessibility_idx').using('gin', t.accessibility).with({ fastupdate: false }),
    // The map's visible area (latitude between south and north, longitude between west and east):
    // a range on latitude, then longitude checked inside the index. Partial: homes without a map
    // location are never inside an area and cost no entry. A plain btree, so PGlite has it too.
    index('properties_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null`),
  ],
);

/**
 * Every place (city, state) a property has ever had, kept by a trigger on properties. The city and
 * state filters are substring searches; running them over this small table first turns them into
 * `place_key = any(...)`, which the list indexes answer without reading rows.
 */
export const propertyPlaces = pgTable('property_places', {
  placeKey: text('place_key').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
});

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
    // What the photo shows ("Kitchen"): the feed's photo label and the page's alt text.
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_media_property_idx').on(t.propertyId, t.position)],
);

/**
 * When each property was last sent out in a syndication feed (issue 35): the admin's "last
 * included". Its own table, so that serving a feed never writes to properties (which would bump
 * the catalogue version and empty every public cache).
 */
export const propertySyndication = pgTable('property_syndication', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  lastIncludedAt: timestamp('last_included_at', { withTimezone: true }).notNull(),
});
