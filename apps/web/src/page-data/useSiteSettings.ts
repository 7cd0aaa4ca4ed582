import type { SiteSettings } from '@rentfront/shared/site';
import { useRouteLoaderData } from 'react-router';
import type { Loaded } from './loaded';
import { PUBLIC_ROUTE_ID } from './routeIds';

/** The part of the public layout's loader answer (`siteLoader` in app/siteLoader.ts) read here. */
type SiteData = { site: Loaded<SiteSettings> };

/**
 * Business identity for header, footer and contact details: read once by the public layout's
 * loader (on the server for the first page), undefined if that read failed.
 */
export function useSiteSettings(): SiteSettings | undefined {
  return (useRouteLoaderData(PUBLIC_ROUTE_ID) as SiteData | undefined)?.site.data;
}
