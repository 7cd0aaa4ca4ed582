import type { SiteSettings } from '@rentfront/shared/site';

export type PortalLink = { href: '/resident'; external: false } | { href: string; external: true };

/**
 * Where "Pay Rent" and "Residents" lead (issue 32 item 7, ADR 0035): the built-in portal unless
 * the office chose its other system, whose address then opens in a new tab (public-site.md).
 * Before the site's settings arrive, the built-in portal, the default.
 */
export function residentPortalLink(site: Pick<SiteSettings, 'resident_portal' | 'resident_portal_url'> | undefined): PortalLink | null {
  if (site?.resident_portal !== 'external') return { href: '/resident', external: false };
  return site.resident_portal_url ? { href: site.resident_portal_url, external: true } : null;
}
