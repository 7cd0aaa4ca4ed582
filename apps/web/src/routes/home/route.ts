import { FALLBACK_IMAGE } from '@rentfront/shared/images';
import type { SiteSettings } from '@rentfront/shared/site';
import type { LoaderFunctionArgs } from 'react-router';
import { DEFAULT_SITE_NAME } from '../../app/head/pageHead';
import type { RouteHead } from '../../app/head/routeHead';
import { loadPublic } from '../../page-data/publicData';

// `/`: the hero's cover pictures, the search form and the featured homes.
export { default as Component } from '../../features/properties/HomePage';

export const loader = ({ context }: LoaderFunctionArgs) => loadPublic(context, (data) => data.coverImages());

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

export const head: RouteHead = (_data, _params, ctx) => ({
  title: '',
  description: 'Find your next rental home: browse available properties, apply online and book a self-guided tour.',
  canonicalPath: '/',
  image: FALLBACK_IMAGE,
  jsonLd: organizationJsonLd(ctx.site, ctx.origin),
});
