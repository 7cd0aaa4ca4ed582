import { Column, sql } from 'drizzle-orm';
import { imageVariant, type Property, type PropertyMediaItem } from '@rentfront/shared';
import { knownAccessibilityFeatures } from '@rentfront/shared/accessibility-features';
import { listingFees, propertyTotals } from '@rentfront/shared/property-fees';
import { properties } from '../../db/schema';

/**
 * The outer column is written out in full: drizzle renders `${properties.id}` unqualified,
 * which inside this subquery would mean `m.id`.
 *
 * The media of each property as one JSON array, ordered, computed in the same query as the
 * rows: a page of 12 cards costs one round trip instead of two.
 */
const MEDIA_SQL = `(
  select coalesce(json_agg(json_build_object(
    'id', m.id, 'url', m.url, 'width', m.width, 'height', m.height, 'position', m.position, 'is_cover', m.is_cover, 'caption', m.caption
  ) order by m.position, m.id), '[]'::json)
  from property_media m where m.property_id = "properties"."id"
)`;
export const mediaJson = sql<PropertyMediaItem[] | string>`${sql.raw(MEDIA_SQL)}`;

/** Columns read for every API property (everything but nothing of the media table). */
export const propertyColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  description: properties.description,
  propertyType: properties.propertyType,
  status: properties.status,
  furnishing: properties.furnishing,
  areaSqft: properties.areaSqft,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  floors: properties.floors,
  utilities: properties.utilities,
  amenities: properties.amenities,
  appliancesIncluded: properties.appliancesIncluded,
  leaseTerm: properties.leaseTerm,
  leaseTerms: properties.leaseTerms,
  applicationFee: properties.applicationFee,
  petPolicy: properties.petPolicy,
  propertyManagementContact: properties.propertyManagementContact,
  website: properties.website,
  price: properties.price,
  deposit: properties.deposit,
  fees: properties.fees,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  pincode: properties.pincode,
  latitude: properties.latitude,
  longitude: properties.longitude,
  availableFrom: properties.availableFrom,
  accessibility: properties.accessibility,
  featured: properties.featured,
  syndicate: properties.syndicate,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  media: mediaJson,
};

/**
 * The same columns as one JSON object per row (keys as in PropertyRow), for the list page: a page
 * of 13 rows then arrives as 13 JSON texts that the driver parses natively, instead of 13 x 32
 * fields each decoded in JavaScript (the three text arrays by a hand-written parser) and then
 * mapped by drizzle column by column, which profiling the search mix put at about a tenth of the
 * server's CPU. Written out once as raw SQL, so it is not rebuilt per request. JSON keeps the
 * values toApiProperty needs: numbers for numeric columns, ISO text for timestamps and dates.
 */
export const propertyRowJson = sql.raw(
  `json_build_object(${Object.entries(propertyColumns)
    .map(([key, column]) => `'${key}', ${column instanceof Column ? `"properties"."${column.name}"` : MEDIA_SQL}`)
    .join(', ')})`,
);

export type PropertyRow = {
  [K in keyof typeof propertyColumns]: K extends 'media'
    ? PropertyMediaItem[] | string
    : (typeof properties.$inferSelect)[K & keyof typeof properties.$inferSelect];
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
// numeric columns are numbers in mode 'number', but a raw driver path may still hand us text.
const num = (value: number | string) => (typeof value === 'number' ? value : Number(value));
const numOrNull = (value: number | string | null) => (value === null ? null : num(value));

/** A database row (with its media JSON) in the API's field names, plus the derived ones. */
export function toApiProperty(row: PropertyRow): Property {
  const media: PropertyMediaItem[] = typeof row.media === 'string' ? JSON.parse(row.media) : (row.media ?? []);
  const cover = media.find((m) => m.is_cover) ?? media[0];
  const bathrooms = num(row.bathrooms);
  const price = num(row.price);
  const deposit = numOrNull(row.deposit);
  const applicationFee = numOrNull(row.applicationFee);
  const entered = row.fees ?? [];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    property_type: row.propertyType,
    status: row.status,
    furnishing: row.furnishing,
    area_sqft: row.areaSqft,
    bedrooms: row.bedrooms,
    bathrooms,
    floors: row.floors,
    utilities: row.utilities,
    amenities: row.amenities,
    appliances_included: row.appliancesIncluded,
    lease_term: row.leaseTerm,
    lease_terms: row.leaseTerms,
    application_fee: applicationFee,
    pet_policy: row.petPolicy,
    property_management_contact: row.propertyManagementContact,
    website: row.website,
    price,
    deposit,
    fees: listingFees(deposit, applicationFee, entered),
    ...propertyTotals(price, deposit, entered),
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    available_from: row.availableFrom,
    accessibility: knownAccessibilityFeatures(row.accessibility),
    featured: row.featured,
    syndicate: row.syndicate,
    media,
    images: media.map((m) => m.url),
    cover_image: cover ? imageVariant(cover.url, 400) : null,
    location: `${row.city}, ${row.state}`,
    beds: row.bedrooms,
    baths: bathrooms,
    area: row.areaSqft,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
