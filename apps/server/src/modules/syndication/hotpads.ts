// GET /feeds/hotpads.xml: the HotPads Rental Listings Feed format, which the Zillow Rental Network
// (Zillow, Trulia, HotPads) reads, in its "single family homes and individual apartment/condo
// units" form: one <Listing> per home, in the element order of the guide's XML specification
// (ADR 0043 lists what each element is filled from and what was not verified with Zillow).
import type { Property, PropertyType } from '@rentfront/shared';
import { ACCESSIBILITY_LABELS } from '@rentfront/shared/accessibility-features';
import { FEED_LEAD_SOURCES } from '@rentfront/shared/lead-source';
import { leaseTermLabel } from '@rentfront/shared/move-in';
import { xmlElement, xmlText } from '../../platform/xml-text';
import { feedListingUrl, feedPhotoUrl, feePriceLines, type FeedContext } from './feed-context';

export const HOTPADS_FEED_VERSION = '2.1';
export const HOTPADS_COMPANY_ID = 'rentfront';

/** Our types in the guide's `propertyType` values. */
const HOTPADS_PROPERTY_TYPES: Record<PropertyType, string> = {
  apartment: 'APARTMENT',
  studio: 'APARTMENT',
  condo: 'CONDO',
  house: 'HOUSE',
  villa: 'HOUSE',
  townhouse: 'TOWNHOUSE',
  duplex: 'TOWNHOUSE',
};

export function hotpadsHead(ctx: FeedContext): string {
  const company = [xmlElement('name', ctx.site.name), xmlElement('website', ctx.publicUrl)].join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<hotPadsItems version="${HOTPADS_FEED_VERSION}">\n` +
    `<Company id="${HOTPADS_COMPANY_ID}">${company}</Company>\n`
  );
}

export const HOTPADS_TAIL = '</hotPadsItems>\n';

function tag(type: string, value: string): string {
  return `<ListingTag type="${type}"><tag>${xmlText(value)}</tag></ListingTag>`;
}

function petTags(p: Property): string {
  switch (p.pet_policy) {
    case 'pets-allowed':
      return tag('DOGS_ALLOWED', 'true') + tag('CATS_ALLOWED', 'true');
    case 'dogs-allowed':
      return tag('DOGS_ALLOWED', 'true') + tag('CATS_ALLOWED', 'false');
    case 'cats-allowed':
      return tag('DOGS_ALLOWED', 'false') + tag('CATS_ALLOWED', 'true');
    case 'no-pets':
      return tag('DOGS_ALLOWED', 'false') + tag('CATS_ALLOWED', 'false');
    default:
      return ''; // case by case, or not said: the guide's "not specified" is leaving the tags out
  }
}

/** One <Listing>: everything a renter on the partner site needs, none of it HTML. */
export function hotpadsListing(p: Property, ctx: FeedContext): string {
  const fullBaths = Math.floor(p.bathrooms);
  const halfBaths = p.bathrooms - fullBaths >= 0.5 ? 1 : 0;
  // The guide's <price> is the advertised monthly figure: the total when the office's listing rule
  // says every advertised price is the total (ADR 0042), and the terms spell out rent and fees.
  const price = ctx.advertiseTotalPrice ? p.total_monthly_cost : p.price;
  const terms = [...feePriceLines(p), p.lease_terms.length ? `Lease terms: ${p.lease_terms.map(leaseTermLabel).join(', ')}` : '']
    .filter(Boolean)
    .join('\n');
  const body = [
    xmlElement('name', p.title),
    `<street hide="false">${xmlText(p.address)}</street>`,
    xmlElement('city', p.city),
    xmlElement('state', p.state),
    xmlElement('zip', p.pincode),
    xmlElement('country', 'US'),
    xmlElement('latitude', p.latitude),
    xmlElement('longitude', p.longitude),
    xmlElement('lastUpdated', p.updated_at),
    xmlElement('contactName', p.property_management_contact ?? ctx.site.name),
    xmlElement('contactEmail', ctx.site.email),
    xmlElement('contactPhone', ctx.site.phone),
    xmlElement('contactTimes', ctx.site.office_hours),
    xmlElement('description', p.description),
    xmlElement('terms', terms),
    xmlElement('leaseTerm', p.lease_terms.includes('mtm') ? 'MONTHTOMONTH' : p.lease_terms.length ? 'ONEYEAR' : null),
    xmlElement('website', feedListingUrl(ctx, p, FEED_LEAD_SOURCES.hotpads)),
    ...p.amenities.map((a) => tag('PROPERTY_AMENITY', a)),
    ...p.accessibility.map((a) => tag('PROPERTY_AMENITY', ACCESSIBILITY_LABELS[a])),
    ...p.utilities.map((u) => tag('UTILITIES_INCLUDED', u)),
    petTags(p),
    ...p.media.map(
      (m) =>
        `<ListingPhoto source="${xmlText(feedPhotoUrl(ctx, m.url))}">${m.caption ? xmlElement('label', m.caption) : ''}</ListingPhoto>`,
    ),
    xmlElement('price', price.toFixed(2)),
    xmlElement('pricingFrequency', 'MONTHLY'),
    xmlElement('deposit', p.deposit?.toFixed(2)),
    xmlElement('numBedrooms', p.bedrooms),
    xmlElement('numFullBaths', fullBaths),
    xmlElement('numHalfBaths', halfBaths),
    xmlElement('squareFeet', p.area_sqft),
    xmlElement('dateAvailable', p.available_from ?? ctx.today),
  ].join('');
  const type = HOTPADS_PROPERTY_TYPES[p.property_type];
  return `<Listing id="${p.id}" type="RENTAL" companyId="${HOTPADS_COMPANY_ID}" propertyType="${type}">${body}</Listing>\n`;
}
