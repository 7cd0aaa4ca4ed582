import { headTags, type HeadContext, type HeadTag } from './pageHead';
import type { PublicRouteHandle } from './routeHead';

/** A matched route as both sides see it: React Router's UI match in the browser, the static handler's on the server. */
export interface HeadMatch {
  handle?: unknown;
  data?: unknown;
  params: Record<string, string | undefined>;
}

/** The head of the deepest matched public route (its route module's `head`), or null. */
export async function tagsForMatches(matches: HeadMatch[], ctx: HeadContext): Promise<HeadTag[] | null> {
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = (matches[i].handle as Partial<PublicRouteHandle> | undefined)?.route;
    if (route) return headTags((await route()).head(matches[i].data, matches[i].params, ctx), ctx);
  }
  return null;
}
