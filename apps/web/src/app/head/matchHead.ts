import { headTags, type HeadContext, type HeadTag } from './pageHead';
import { ROUTE_HEADS, type HeadName } from './routeHeads';

/** A matched route as both sides see it: React Router's UI match in the browser, the static handler's on the server. */
export interface HeadMatch {
  handle?: unknown;
  data?: unknown;
  params: Record<string, string | undefined>;
}

/** The head of the deepest matched route that names one (route `handle.head`), or null. */
export function tagsForMatches(matches: HeadMatch[], ctx: HeadContext): HeadTag[] | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i].handle as { head?: HeadName } | undefined)?.head;
    if (name) return headTags(ROUTE_HEADS[name](matches[i].data, matches[i].params, ctx), ctx);
  }
  return null;
}
