import { defineRoutes } from './endpoint';

/**
 * Method and path of each contractor directory endpoint (issue 19 item 4); the schemas are in
 * contractors.ts. The job pages the contractors' links open are server pages, not the API.
 */
export const contractorRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/contractors' },
  create: { method: 'POST', path: '/api/admin/contractors' },
  update: { method: 'PUT', path: '/api/admin/contractors/:id' },
  remove: { method: 'DELETE', path: '/api/admin/contractors/:id' },
});
