import { defineRoutes } from './endpoint';

/** Method and path of each audit log endpoint (issue 20 item 6); the schemas are in audit-log.ts. */
export const auditLogRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/audit-log' },
  /** The CSV of the same filters, streamed by the server (ADR 0016's writer). */
  export: { method: 'GET', path: '/api/admin/audit-log.csv', download: true },
});
