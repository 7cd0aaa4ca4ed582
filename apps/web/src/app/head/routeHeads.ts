import { FALLBACK_IMAGE } from '@rentfront/shared/images';
import type { NoticeListData } from '@rentfront/shared/notices-core';
import { PROPERTY_MESSAGES, type Property } from '@rentfront/shared/properties-core';
import { APPLICATION_REVIEW_TIME, CONTACT_REPLY_TIME, SCREENING_REVIEW_TIME } from '@rentfront/shared/review-times';
import type { SiteSettings } from '@rentfront/shared/site';
import { SITE_TEXT_PAGES, type SiteTextKey } from '@rentfront/shared/site-texts-core';
import type { Loaded } from '../../page-data/loaded';
import { DEFAULT_SITE_NAME, type HeadContext, type PageHead } from './pageHead';
import { propertyHead } from './propertyHead';

/** A route's head from its loader's answer, its params and the site. */
export type RouteHead = (data: unknown, params: Record<string, string | undefined>, ctx: HeadContext) => PageHead;

/** A page whose head does not depend on its data. */
const staticHead =
  (title: string, description: string, canonicalPath: string): RouteHead =>
  () => ({ title, description, canonicalPath });

/** The business as schema.org sees it: a real-estate agent with its contact details. */
function organizationJsonLd(site: SiteSettings | undefined, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: site?.name || DEFAULT_SITE_NAME,
    url: `${origin}/`,
    image: `${origin}${FALLBACK_IMAGE}`,
    ...(site?.email ? { email: site.email } : {}),
    ...(site?.phone ? { telephone: site.phone } : {}),
    ...(site?.address ? { address: site.address } : {}),
    ...(site?.office_hours ? { openingHours: site.office_hours } : {}),
    ...(site?.social_links.length ? { sameAs: site.social_links.map((l) => l.url) } : {}),
  };
}

/** The lease terms and rental policies pages (issue 18): their own title, description and address. */
function siteTextHead(key: SiteTextKey): RouteHead {
  const page = SITE_TEXT_PAGES[key];
  return (data) => ({
    title: page.title,
    description: page.description,
    canonicalPath: page.path,
    ...((data as Loaded<unknown> | undefined)?.failure ? { noindex: true } : {}),
  });
}

const homeHead: RouteHead = (_data, _params, ctx) => ({
  title: '',
  description: 'Find your next rental home: browse available properties, apply online and book a self-guided tour.',
  canonicalPath: '/',
  image: FALLBACK_IMAGE,
  jsonLd: organizationJsonLd(ctx.site, ctx.origin),
});

const propertyListHead = staticHead(
  'Properties for Rent',
  'Browse available rentals: search by city, price, bedrooms, bathrooms and more.',
  '/properties',
);

const propertyDetailHead: RouteHead = (data, _params, ctx) => {
  const loaded = data as Loaded<Property>;
  if (loaded.data) return propertyHead(loaded.data, ctx.origin);
  // A missing home must not be indexed; neither must a page that failed to load.
  return { title: loaded.failure.status === 404 ? PROPERTY_MESSAGES.notFoundTitle : 'Property', noindex: true };
};

const noticesHead: RouteHead = (data, _params, ctx) => {
  const notices = (data as Loaded<NoticeListData>).data?.notices ?? [];
  return {
    title: 'Notices',
    description: 'Announcements for residents and applicants: maintenance work, office hours and community news.',
    canonicalPath: '/notice',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Notices',
      url: `${ctx.origin}/notice`,
      itemListElement: notices.map((n, i) => ({ '@type': 'ListItem', position: i + 1, name: n.title })),
    },
  };
};

const applyHead: RouteHead = (data, params) => {
  const property = (data as Loaded<Property>).data;
  return {
    title: property ? `Apply for ${property.title}` : 'Rental Application',
    description: `Apply online for a rental home in nine short steps; we review applications within ${APPLICATION_REVIEW_TIME}.`,
    ...(property ? { canonicalPath: `/apply/${params.propertyId ?? ''}` } : { noindex: true }),
  };
};

const notFoundHead: RouteHead = () => ({ title: 'Page not found', noindex: true });

/**
 * Every public route's head by name (the route's `handle.head`). Names keep these functions (and
 * the property JSON-LD) out of the first-load JavaScript: the server prints the first page's head,
 * and the browser loads this module on the first client-side navigation.
 */
export const ROUTE_HEADS = {
  home: homeHead,
  propertyList: propertyListHead,
  propertyDetail: propertyDetailHead,
  notices: noticesHead,
  apply: applyHead,
  screening: staticHead(
    'Pre-Screening Questionnaire',
    `Tell us what you are looking for and get matching rentals; our team replies within ${SCREENING_REVIEW_TIME}.`,
    '/screening',
  ),
  services: staticHead(
    'Services',
    'Property management, maintenance, leasing, legal compliance, rent collection and inspections.',
    '/services',
  ),
  maintenanceService: staticHead(
    'Maintenance Service',
    'Maintenance and property management services for residents and owners.',
    '/services/maintenance',
  ),
  about: staticHead(
    'About Us',
    'Who we are, how renting with us works, and the team that takes care of our homes and residents.',
    '/about',
  ),
  contact: staticHead(
    'Contact Us',
    `Questions about a rental or an application? Send us a message; we usually reply within ${CONTACT_REPLY_TIME}.`,
    '/contact',
  ),
  leaseTerms: siteTextHead('lease_terms'),
  rentalPolicies: siteTextHead('rental_policies'),
  tour: staticHead(
    'Book a Tour',
    'Pick a free time and book a tour of a rental home: self-guided, with an agent or on a video call.',
    '/tour',
  ),
  tourManage: () => ({ title: 'Your Tour', noindex: true }),
  notFound: notFoundHead,
} satisfies Record<string, RouteHead>;

export type HeadName = keyof typeof ROUTE_HEADS;
