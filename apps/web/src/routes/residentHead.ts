import type { RouteHead } from '../app/head/routeHead';

/**
 * The head of a resident portal page: its title, and kept out of search engines (a personal
 * page, the same shell for everyone; ADR 0035).
 */
export const residentHead =
  (title: string): RouteHead =>
  () => ({ title, description: 'The resident portal: your lease, maintenance requests and notices.', noindex: true });
