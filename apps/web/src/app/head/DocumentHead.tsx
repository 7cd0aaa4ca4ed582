import { useEffect } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { SiteLoaderData } from '../publicLoaders';
import { PUBLIC_ROUTE_ID } from '../routeIds';
import { applyHead } from './applyHead';
import { tagsForMatches } from './matchHead';

/**
 * Keeps <head> in step with the page after client-side navigations. The server wrote the same
 * tags from the same functions, so the first run after hydration changes nothing.
 */
export function DocumentHead() {
  const matches = useMatches();
  const root = useRouteLoaderData(PUBLIC_ROUTE_ID) as SiteLoaderData | undefined;
  const tags = tagsForMatches(matches, { site: root?.site.data, origin: root?.origin ?? '' });
  const key = JSON.stringify(tags);
  useEffect(() => {
    if (tags) applyHead(document, tags);
    // `key` stands for `tags`: a new array each render, the same content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
