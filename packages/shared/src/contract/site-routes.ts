import { defineRoutes } from './endpoint';

/** Method and path of each site endpoint (server.md §7, issue 18); the schemas are in site.ts. */
export const siteRoutes = defineRoutes({
  settings: { method: 'GET', path: '/api/public/site' },
  text: { method: 'GET', path: '/api/public/site/texts/:key' },
  adminTexts: { method: 'GET', path: '/api/admin/site-texts' },
  saveText: { method: 'PUT', path: '/api/admin/site-texts/:key' },
  resetText: { method: 'DELETE', path: '/api/admin/site-texts/:key' },
});
