import { defineRoutes } from './endpoint';

/** Method and path of each dashboard endpoint (server.md §3 Dashboard); the schemas are in dashboard.ts. */
export const dashboardRoutes = defineRoutes({
  overview: { method: 'GET', path: '/api/admin/dashboard' },
  attention: { method: 'GET', path: '/api/admin/dashboard/attention' },
  leadSources: { method: 'GET', path: '/api/admin/dashboard/lead-sources' },
});
