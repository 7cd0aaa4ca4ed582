import type { SiteSettings } from '@rentfront/shared/site';

/** The attributes of the Pay Rent and Residents links. */
export interface PortalLink {
  href: string;
  /** Set for the office's other system only: it opens in a new tab. */
  target?: '_blank';
  rel?: string;
}

/**
 * Where "Pay Rent" and "Residents" lead (issue 32 item 7, ADR 0035): the built-in portal (a plain
 * link, a page load of its own) unless the office chose its other system, whose address then opens
 * in a new tab (public-site.md). Before the site's settings arrive, the built-in portal, the default.
 * Kept this small: it is in every page's first load.
 */
export function residentPortalLink(site: Pick<SiteSettings, 'resident_portal' | 'resident_portal_url'> | undefined): PortalLink | null {
  if (site?.resident_portal !== 'external') return { href: '/resident' };
  return site.resident_portal_url ? { href: site.resident_portal_url, target: '_blank', rel: 'noopener noreferrer' } : null;
}
