import { defineRoutes } from './endpoint';

/** Method and path of each applications endpoint (server.md §3); the schemas are in applications.ts. */
export const applicationRoutes = defineRoutes({
  submit: { method: 'POST', path: '/api/applications/submit' },
  adminList: { method: 'GET', path: '/api/admin/applications' },
  export: { method: 'GET', path: '/api/admin/applications/export', download: true },
  detail: { method: 'GET', path: '/api/admin/applications/:id' },
  reveal: { method: 'POST', path: '/api/admin/applications/:id/reveal' },
  reply: { method: 'POST', path: '/api/admin/applications/:id/reply' },
  setStatus: { method: 'PUT', path: '/api/admin/applications/:id/status/:status' },
  timeline: { method: 'GET', path: '/api/admin/applications/:id/timeline' },
  remove: { method: 'DELETE', path: '/api/admin/applications/:id' },
});
