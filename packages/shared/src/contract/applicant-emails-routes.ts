import { defineRoutes } from './endpoint';

/** Method and path of each applicant e-mail template endpoint (issue 19, ADR 0019); the schemas are in applicant-emails.ts. */
export const applicantEmailRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/applicant-email-templates' },
  save: { method: 'PUT', path: '/api/admin/applicant-email-templates/:status' },
  reset: { method: 'DELETE', path: '/api/admin/applicant-email-templates/:status' },
  /** A POST because it carries the unsaved text; it stores nothing. */
  preview: { method: 'POST', path: '/api/admin/applicant-email-templates/:status/preview' },
});
