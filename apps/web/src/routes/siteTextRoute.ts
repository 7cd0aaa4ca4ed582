import { SITE_TEXT_PAGES, type SiteTextKey } from '@rentfront/shared/site-texts-core';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '../app/head/routeHead';
import type { Loaded } from '../page-data/loaded';
import { loadPublic } from '../page-data/publicData';

/**
 * The lease terms and rental policies pages (issue 18): one page component, each with its own
 * text, title, description and address.
 */
export function siteTextRoute(key: SiteTextKey) {
  const page = SITE_TEXT_PAGES[key];
  const loader = ({ context }: LoaderFunctionArgs) => loadPublic(context, (data) => data.siteText(key));
  const head: RouteHead = (data) => ({
    title: page.title,
    description: page.description,
    canonicalPath: page.path,
    ...((data as Loaded<unknown> | undefined)?.failure ? { noindex: true } : {}),
  });
  return { loader, head };
}
