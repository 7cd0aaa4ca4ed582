import { useEffect, useRef } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { SiteLoaderData } from '../siteLoader';
import { PUBLIC_ROUTE_ID } from '../../page-data/routeIds';
import { HEAD_MARK_ATTR } from './headMark';

/**
 * Keeps <head> in step with the page after client-side navigations. The server wrote the first
 * page's head from the same functions, so nothing is done until the page changes; the head code
 * is fetched then (it is not first-load JavaScript).
 */
export function DocumentHead() {
  const matches = useMatches();
  const root = useRouteLoaderData(PUBLIC_ROUTE_ID) as SiteLoaderData | undefined;
  const applied = useRef<string | null>(null);

  useEffect(() => {
    // The first page of a server-rendered visit already has its head.
    if (applied.current === null && document.head.querySelector(`[${HEAD_MARK_ATTR}]`)) {
      applied.current = JSON.stringify(matches.map((m) => [m.id, m.params]));
      return;
    }
    let current = true;
    void import('./clientHead').then(async ({ tagsForMatches, applyHead }) => {
      const tags = await tagsForMatches(matches, { site: root?.site.data, origin: root?.origin ?? window.location.origin });
      if (!current) return;
      const key = JSON.stringify(tags);
      if (!tags || key === applied.current) return;
      applied.current = key;
      applyHead(document, tags);
    });
    return () => {
      current = false;
    };
  }, [matches, root]);
  return null;
}
