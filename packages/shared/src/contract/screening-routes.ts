import { defineRoutes } from './endpoint';

/** Method and path of each screening endpoint (server.md §3); the schemas are in screening.ts. */
export const screeningRoutes = defineRoutes({
  questions: { method: 'GET', path: '/api/public/screening/questions' },
  submit: { method: 'POST', path: '/api/public/screening/responses' },
  responses: { method: 'GET', path: '/api/admin/screening/responses' },
  export: { method: 'GET', path: '/api/admin/screening/responses/export', download: true },
  response: { method: 'GET', path: '/api/admin/screening/responses/:id' },
  reply: { method: 'PUT', path: '/api/admin/screening/responses/:id/reply' },
  removeResponse: { method: 'DELETE', path: '/api/admin/screening/responses/:id' },
  adminQuestions: { method: 'GET', path: '/api/admin/screening/questions' },
  createQuestions: { method: 'POST', path: '/api/admin/screening/questions/bulk' },
  reorderQuestions: { method: 'PUT', path: '/api/admin/screening/questions/order' },
  removeQuestion: { method: 'DELETE', path: '/api/admin/screening/questions/:id' },
});
