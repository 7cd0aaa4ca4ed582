import { defineRoutes } from './endpoint';

/**
 * Method and path of each endpoint of applications in progress and the applicant's status page
 * (issue 34; the schemas are in application-drafts.ts). The token in the path is the e-mailed
 * link's secret: the server logs it redacted.
 */
export const applicationDraftRoutes = defineRoutes({
  create: { method: 'POST', path: '/api/applications/drafts' },
  read: { method: 'GET', path: '/api/applications/drafts/:token' },
  save: { method: 'PUT', path: '/api/applications/drafts/:token' },
  submit: { method: 'POST', path: '/api/applications/drafts/:token/submit' },
  status: { method: 'GET', path: '/api/applications/status/:token' },
  reply: { method: 'POST', path: '/api/applications/status/:token/replies' },
});
