// GET /feeds/listings.json: the same homes for any other site, in the API's own field names and
// dollars, so a reader that knows the public API knows this feed.
import type { Property } from '@rentfront/shared';
import { ACCESSIBILITY_LABELS } from '@rentfront/shared/accessibility-features';
import { FEED_LEAD_SOURCES } from '@rentfront/shared/lead-source';
import { feedListingUrl, feedPhotoUrl, type FeedContext } from './feed-context';

export const LISTINGS_FEED_VERSION = 1;

export function listingsJsonHead(ctx: FeedContext, generatedAt: Date): string {
  const meta = {
    version: LISTINGS_FEED_VERSION,
    generated_at: generatedAt.toISOString(),
    company: { name: ctx.site.name, website: ctx.publicUrl, email: ctx.site.email, phone: ctx.site.phone },
    advertise_total_price: ctx.advertiseTotalPrice,
  };
  // The listings array is written a home at a time after this head.
  return `${JSON.stringify(meta).slice(0, -1)},"listings":[\n`;
}

export const LISTINGS_JSON_TAIL = ']}\n';

export function jsonListing(p: Property, ctx: FeedContext) {
  return {
    id: p.id,
    url: feedListingUrl(ctx, p, FEED_LEAD_SOURCES.listings),
    title: p.title,
    description: p.description,
    property_type: p.property_type,
    address: p.address,
    city: p.city,
    state: p.state,
    pincode: p.pincode,
    latitude: p.latitude,
    longitude: p.longitude,
    price: p.price,
    total_monthly_cost: p.total_monthly_cost,
    move_in_total: p.move_in_total,
    deposit: p.deposit,
    application_fee: p.application_fee,
    fees: p.fees,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    area_sqft: p.area_sqft,
    furnishing: p.furnishing,
    amenities: p.amenities,
    utilities: p.utilities,
    appliances_included: p.appliances_included,
    pet_policy: p.pet_policy,
    lease_terms: p.lease_terms,
    available_from: p.available_from ?? ctx.today,
    accessibility: p.accessibility.map((key) => ({ key, label: ACCESSIBILITY_LABELS[key] })),
    photos: p.media.map((m) => ({ url: feedPhotoUrl(ctx, m.url), caption: m.caption, width: m.width, height: m.height })),
    contact: { name: p.property_management_contact ?? ctx.site.name, email: ctx.site.email, phone: ctx.site.phone },
    updated_at: p.updated_at,
  };
}
