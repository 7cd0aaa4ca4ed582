import { defineRoutes } from './endpoint';

/**
 * Method and path of each resident portal endpoint (issue 32 item 3, ADR 0034) and of the admin
 * residents directory; the schemas are in residents.ts. The portal's paths are guarded by the
 * resident session only (a staff session opens none of them, and the reverse).
 */
export const residentRoutes = defineRoutes({
  requestLink: { method: 'POST', path: '/api/resident/auth/link' },
  verify: { method: 'POST', path: '/api/resident/auth/verify' },
  logout: { method: 'POST', path: '/api/resident/auth/logout' },
  csrf: { method: 'GET', path: '/api/resident/auth/csrf' },
  login: { method: 'POST', path: '/api/resident/auth/login' },
  password: { method: 'POST', path: '/api/resident/auth/password' },
  me: { method: 'GET', path: '/api/resident/me' },
  updateMe: { method: 'PUT', path: '/api/resident/me' },
  leases: { method: 'GET', path: '/api/resident/leases' },
  lease: { method: 'GET', path: '/api/resident/leases/:id' },
  leaseDocument: { method: 'GET', path: '/api/resident/leases/:id/document.pdf', download: true },
  sign: { method: 'POST', path: '/api/resident/leases/:id/sign' },
  decline: { method: 'POST', path: '/api/resident/leases/:id/decline' },
  maintenance: { method: 'GET', path: '/api/resident/maintenance' },
  createMaintenance: { method: 'POST', path: '/api/resident/maintenance' },
  maintenanceDetail: { method: 'GET', path: '/api/resident/maintenance/:id' },
  maintenanceComment: { method: 'POST', path: '/api/resident/maintenance/:id/comments' },
  maintenanceConfirm: { method: 'POST', path: '/api/resident/maintenance/:id/confirm' },
  notices: { method: 'GET', path: '/api/resident/notices' },
  noticeDownload: { method: 'GET', path: '/api/resident/notices/:id/download', download: true },
  message: { method: 'POST', path: '/api/resident/messages' },
});

/** The admin residents directory (issue 32 item 5). */
export const adminResidentRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/residents' },
  detail: { method: 'GET', path: '/api/admin/residents/:id' },
});
