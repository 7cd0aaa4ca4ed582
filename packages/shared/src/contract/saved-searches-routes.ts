import { defineRoutes } from './endpoint';

/**
 * Method and path of each saved-searches endpoint (issue 18, item 7); the schemas are in
 * saved-searches.ts. The confirm and unsubscribe links land on server pages, not on the API.
 */
export const savedSearchRoutes = defineRoutes({
  save: { method: 'POST', path: '/api/public/saved-searches' },
  adminList: { method: 'GET', path: '/api/admin/saved-searches' },
  remove: { method: 'DELETE', path: '/api/admin/saved-searches/:id' },
  runAlerts: { method: 'POST', path: '/api/admin/saved-searches/run-alerts' },
});
