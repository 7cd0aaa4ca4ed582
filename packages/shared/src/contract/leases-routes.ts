import { defineRoutes } from './endpoint';

/**
 * Method and path of each admin lease endpoint (issue 32 item 1, ADR 0034); the schemas are in
 * leases.ts. The lease made from an application lives under the application's path.
 */
export const leaseRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/leases' },
  create: { method: 'POST', path: '/api/admin/leases' },
  detail: { method: 'GET', path: '/api/admin/leases/:id' },
  update: { method: 'PUT', path: '/api/admin/leases/:id' },
  send: { method: 'POST', path: '/api/admin/leases/:id/send' },
  countersign: { method: 'POST', path: '/api/admin/leases/:id/countersign' },
  end: { method: 'POST', path: '/api/admin/leases/:id/end' },
  cancel: { method: 'POST', path: '/api/admin/leases/:id/cancel' },
  document: { method: 'GET', path: '/api/admin/leases/:id/document.pdf', download: true },
  renewal: { method: 'POST', path: '/api/admin/leases/:id/renewal' },
  fromApplication: { method: 'POST', path: '/api/admin/applications/:id/lease' },
  template: { method: 'GET', path: '/api/admin/settings/lease-template' },
  saveTemplate: { method: 'PUT', path: '/api/admin/settings/lease-template' },
  resetTemplate: { method: 'DELETE', path: '/api/admin/settings/lease-template' },
});
