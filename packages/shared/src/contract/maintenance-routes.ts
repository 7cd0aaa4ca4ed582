import { defineRoutes } from './endpoint';

/** Method and path of each maintenance endpoint (server.md §3); the schemas are in maintenance.ts. */
export const maintenanceRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/maintenance-requests' },
  export: { method: 'GET', path: '/api/admin/maintenance-requests/export', download: true },
  byStatus: { method: 'GET', path: '/api/admin/maintenance-requests/status/:status' },
  detail: { method: 'GET', path: '/api/admin/maintenance-requests/:id' },
  create: { method: 'POST', path: '/api/admin/maintenance-requests' },
  update: { method: 'PUT', path: '/api/admin/maintenance-requests/:id' },
  remove: { method: 'DELETE', path: '/api/admin/maintenance-requests/:id' },
  addPhotos: { method: 'POST', path: '/api/admin/maintenance-requests/:id/photos' },
  photo: { method: 'GET', path: '/api/admin/maintenance-requests/:id/photos/:photoId', download: true },
  // Registered by the contractors module (it needs the directory), but a maintenance request's call.
  sendToContractor: { method: 'POST', path: '/api/admin/maintenance-requests/:id/send-to-contractor' },
});
