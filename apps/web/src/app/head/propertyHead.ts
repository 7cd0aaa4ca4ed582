import { FALLBACK_IMAGE } from '@rentfront/shared/images';
import { formatUsd, imageVariant, type Property, type PropertyType } from '@rentfront/shared/properties-core';
import { ACCESSIBILITY_LABELS } from '@rentfront/shared/accessibility-features';
import { monthlyPriceText } from '@rentfront/shared/property-fees';
import { clip, type PageHead } from './pageHead';

const SCHEMA_TYPE: Record<PropertyType, string> = {
  apartment: 'Apartment',
  studio: 'Apartment',
  condo: 'Apartment',
  house: 'SingleFamilyResidence',
  villa: 'SingleFamilyResidence',
  townhouse: 'House',
  duplex: 'House',
};

/** A residence offered for rent (schema.org), with its monthly price and postal address. */
export function propertyJsonLd(p: Property, origin: string): Record<string, unknown> {
  const url = `${origin}/properties/${p.id}`;
  // The advertised price is the whole monthly price (issue 35): rent and every required monthly fee.
  const price = p.total_monthly_cost.toFixed(2);
  const rent = p.price.toFixed(2);
  const monthly = (name: string, amount: string) => ({
    '@type': 'UnitPriceSpecification',
    name,
    price: amount,
    priceCurrency: 'USD',
    unitCode: 'MON',
    unitText: 'month',
  });
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[p.property_type] ?? 'Residence',
    name: p.title,
    description: clip(p.description, 500),
    url,
    image: p.images.length ? p.images.map((u) => `${origin}${imageVariant(u, 1600)}`) : [`${origin}${FALLBACK_IMAGE}`],
    numberOfRooms: p.bedrooms,
    numberOfBedrooms: p.bedrooms,
    numberOfBathroomsTotal: p.bathrooms,
    floorSize: { '@type': 'QuantitativeValue', value: p.area_sqft, unitCode: 'FTK' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: p.address,
      addressLocality: p.city,
      addressRegion: p.state,
      postalCode: p.pincode,
      addressCountry: 'US',
    },
    // The home's accessibility features (issue 35), each a feature it has.
    ...(p.accessibility?.length
      ? {
          amenityFeature: p.accessibility.map((f) => ({
            '@type': 'LocationFeatureSpecification',
            name: ACCESSIBILITY_LABELS[f],
            value: true,
          })),
        }
      : {}),
    ...(p.latitude !== null && p.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      price,
      priceCurrency: 'USD',
      availability: p.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(p.available_from ? { availabilityStarts: p.available_from } : {}),
      priceSpecification: price === rent ? monthly('Rent', rent) : [monthly('Total monthly cost', price), monthly('Rent', rent)],
    },
  };
}

/** Title, a description led by the rent and size, the cover picture and the listing's JSON-LD. */
export function propertyHead(p: Property, origin: string): PageHead {
  const facts = [
    monthlyPriceText(p.price, p.total_monthly_cost, formatUsd),
    p.bedrooms === 0 ? 'Studio' : `${p.bedrooms} bd`,
    `${p.bathrooms} ba`,
  ];
  if (p.area_sqft) facts.push(`${p.area_sqft.toLocaleString('en-US')} sq ft`);
  const cover = p.media.find((m) => m.is_cover) ?? p.media[0];
  return {
    title: `${p.title} – ${p.location}`,
    description: clip(`${facts.join(' · ')} in ${p.location}. ${p.description}`, 160),
    canonicalPath: `/properties/${p.id}`,
    image: cover ? imageVariant(cover.url, 1600) : FALLBACK_IMAGE,
    jsonLd: propertyJsonLd(p, origin),
  };
}
