import { defineRoutes } from './endpoint';

/** Method and path of each properties endpoint (server.md §3); the schemas are in properties.ts. */
export const propertyRoutes = defineRoutes({
  search: { method: 'GET', path: '/api/properties' },
  detail: { method: 'GET', path: '/api/properties/:id' },
  covers: { method: 'GET', path: '/api/properties/cover-images/all' },
  adminList: { method: 'GET', path: '/api/admin/properties' },
  add: { method: 'POST', path: '/api/admin/properties/add' },
  update: { method: 'PUT', path: '/api/admin/properties/:id' },
  remove: { method: 'DELETE', path: '/api/admin/properties/:id' },
  geocode: { method: 'GET', path: '/api/admin/properties/geocode' },
  stats: { method: 'GET', path: '/api/admin/properties/stats' },
  recent: { method: 'GET', path: '/api/admin/properties/recent' },
});
