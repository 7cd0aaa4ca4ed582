import { defineRoutes } from './endpoint';

/** Method and path of each contacts endpoint (server.md §3); the schemas are in contacts.ts. */
export const contactRoutes = defineRoutes({
  send: { method: 'POST', path: '/api/public/contact' },
  adminList: { method: 'GET', path: '/api/admin/contacts' },
  export: { method: 'GET', path: '/api/admin/contacts/export', download: true },
  markRead: { method: 'POST', path: '/api/admin/contacts/mark-read' },
  open: { method: 'GET', path: '/api/admin/contacts/:id' },
  reply: { method: 'POST', path: '/api/admin/contacts/:id/reply' },
  updateStatus: { method: 'PUT', path: '/api/admin/contacts/:id/status' },
  remove: { method: 'DELETE', path: '/api/admin/contacts/:id' },
});
