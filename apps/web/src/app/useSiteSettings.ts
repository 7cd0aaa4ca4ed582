import type { SiteSettings } from '@rentfront/shared/site';
import { useRouteLoaderData } from 'react-router';
import type { SiteLoaderData } from './siteLoader';
import { PUBLIC_ROUTE_ID } from './routeIds';

/**
 * Business identity for header, footer and contact details: read once by the public layout's
 * loader (on the server for the first page), undefined if that read failed.
 */
export function useSiteSettings(): SiteSettings | undefined {
  return (useRouteLoaderData(PUBLIC_ROUTE_ID) as SiteLoaderData | undefined)?.site.data;
}
