import type { HeadContext, PageHead } from './pageHead';

/** A route's head from its loader's answer, its params and the site (a route module's `head`). */
export type RouteHead = (data: unknown, params: Record<string, string | undefined>, ctx: HeadContext) => PageHead;

/**
 * What a public route's `handle` holds once its route module has loaded (routes.tsx): its head;
 * the module's source path, which the server looks up in the build manifest to list the page's
 * chunks; and whether the page has form fields the server renders outside a deferred section,
 * whose typed text main.tsx carries over hydration with a helper module the server then lists.
 */
export interface PublicRouteHandle {
  module: string;
  head: RouteHead;
  fields: boolean;
}

/** A page whose head does not depend on its data. */
export const staticHead =
  (title: string, description: string, canonicalPath: string): RouteHead =>
  () => ({ title, description, canonicalPath });
