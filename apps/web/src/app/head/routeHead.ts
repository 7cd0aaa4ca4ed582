import type { HeadContext, PageHead } from './pageHead';

/** A route's head from its loader's answer, its params and the site (a route module's `head`). */
export type RouteHead = (data: unknown, params: Record<string, string | undefined>, ctx: HeadContext) => PageHead;

/**
 * A public route's `handle` (routes.tsx): the source path of its page's chunk, which the server
 * looks up in the build manifest to list it with the rendered HTML, and its route module, loaded
 * whole when its head is needed (on the server, and after a client-side navigation).
 */
export interface PublicRouteHandle {
  module: string;
  route: () => Promise<{ head: RouteHead; fields?: boolean }>;
}

/** A page whose head does not depend on its data. */
export const staticHead =
  (title: string, description: string, canonicalPath: string): RouteHead =>
  () => ({ title, description, canonicalPath });
