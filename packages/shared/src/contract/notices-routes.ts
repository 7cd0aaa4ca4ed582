import { defineRoutes } from './endpoint';

/** Method and path of each notices endpoint (server.md §3); the schemas are in notices.ts. */
export const noticeRoutes = defineRoutes({
  active: { method: 'GET', path: '/api/public/notices/active' },
  publicDownload: { method: 'GET', path: '/api/notices/:id/download', download: true },
  adminList: { method: 'GET', path: '/api/admin/notices' },
  create: { method: 'POST', path: '/api/admin/notices' },
  detail: { method: 'GET', path: '/api/admin/notices/:id' },
  update: { method: 'PUT', path: '/api/admin/notices/:id' },
  remove: { method: 'DELETE', path: '/api/admin/notices/:id' },
  toggleActive: { method: 'PATCH', path: '/api/admin/notices/:id/toggle-active' },
  setActive: { method: 'PUT', path: '/api/admin/notices/:id/set-active' },
  adminDownload: { method: 'GET', path: '/api/admin/notices/:id/download', download: true },
});
