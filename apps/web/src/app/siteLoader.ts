import type { LoaderFunctionArgs } from 'react-router';
import { loadPublic } from '../page-data/publicData';

/**
 * The public layout's loader: the business's identity (header, footer) and the origin the page
 * was asked on. Fetched when first needed (routes.tsx): a hydrated page does not run it.
 */
export async function siteLoader({ request, context }: LoaderFunctionArgs) {
  return { site: await loadPublic(context, (data) => data.site()), origin: new URL(request.url).origin };
}
export type SiteLoaderData = Awaited<ReturnType<typeof siteLoader>>;
