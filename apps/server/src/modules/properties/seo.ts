import { FALLBACK_IMAGE, formatUsd, imageVariant, PROPERTY_MESSAGES, type Property, type PropertyType } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../platform/mail/template';
import type { HeadProvider } from '../../platform/web/spa';
import { findProperty } from './service';

/**
 * JSON inside <script> must not be able to close the element or start a comment, whatever a
 * title or description contains: `<`, `>`, `&` and the two JS line separators are escaped.
 */
export function safeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const SCHEMA_TYPE: Record<PropertyType, string> = {
  apartment: 'Apartment',
  studio: 'Apartment',
  condo: 'Apartment',
  house: 'SingleFamilyResidence',
  villa: 'SingleFamilyResidence',
  townhouse: 'House',
  duplex: 'House',
};

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A residence offered for rent (schema.org), with its monthly price and postal address. */
export function propertyJsonLd(p: Property, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}/properties/${p.id}`;
  const price = p.price.toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[p.property_type] ?? 'Residence',
    name: p.title,
    description: clip(p.description, 500),
    url,
    image: p.images.length ? p.images.map((u) => `${publicUrl}${imageVariant(u, 1600)}`) : [`${publicUrl}${FALLBACK_IMAGE}`],
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
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'USD',
        unitCode: 'MON',
        unitText: 'month',
      },
    },
  };
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

export function propertyHead(p: Property, publicUrl: string, siteName: string): string {
  const url = `${publicUrl}/properties/${p.id}`;
  const title = `${p.title} – ${p.location} | ${siteName}`;
  const facts = [`${formatUsd(p.price)}/month`, p.bedrooms === 0 ? 'Studio' : `${p.bedrooms} bd`, `${p.bathrooms} ba`];
  if (p.area_sqft) facts.push(`${p.area_sqft.toLocaleString('en-US')} sq ft`);
  const description = clip(`${facts.join(' · ')} in ${p.location}. ${p.description}`, 160);
  const cover = p.media.find((m) => m.is_cover) ?? p.media[0];
  const image = cover ? `${publicUrl}${imageVariant(cover.url, 1600)}` : `${publicUrl}${FALLBACK_IMAGE}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${safeJsonForHtml(propertyJsonLd(p, publicUrl))}</script>`,
  ].join('');
}

const DETAIL = /^\/properties\/([^/]+)\/?$/;

/** Head of the pages this domain owns: each property, the list and the home page. */
export function propertiesHeadProvider(ctx: AppContext): HeadProvider {
  const { publicUrl, site } = ctx.config;
  return async (pathname) => {
    const match = DETAIL.exec(pathname);
    if (match) {
      let key: string;
      try {
        key = decodeURIComponent(match[1]);
      } catch {
        return null;
      }
      const property = await findProperty(ctx.db, key);
      if (!property) {
        return {
          head: `<title>${escapeHtml(`${PROPERTY_MESSAGES.notFoundTitle} | ${site.name}`)}</title><meta name="robots" content="noindex">`,
          status: 404,
        };
      }
      return { head: propertyHead(property, publicUrl, site.name) };
    }
    if (pathname === '/properties' || pathname === '/properties/') {
      const description = `Browse available rentals from ${site.name}: search by city, price, bedrooms and more.`;
      return {
        head: [
          `<title>${escapeHtml(`Properties for Rent | ${site.name}`)}</title>`,
          meta('name', 'description', description),
          `<link rel="canonical" href="${escapeHtml(`${publicUrl}/properties`)}">`,
        ].join(''),
      };
    }
    if (pathname === '/') {
      const description = `${site.name}: homes and apartments for rent, self-guided tours and online applications.`;
      return {
        head: [
          meta('name', 'description', description),
          `<link rel="canonical" href="${escapeHtml(`${publicUrl}/`)}">`,
          meta('property', 'og:title', site.name),
          meta('property', 'og:description', description),
          meta('property', 'og:image', `${publicUrl}${FALLBACK_IMAGE}`),
        ].join(''),
      };
    }
    return null;
  };
}

/** robots.txt: the admin area and the API stay out of search engines; the sitemap index is named. */
export function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
