import { defineRoutes } from './endpoint';

/** The due-day run on demand (issue 33 item 2); the schemas are in ledger-posting.ts. */
export const ledgerPostingRoutes = defineRoutes({
  postDue: { method: 'POST', path: '/api/admin/ledger/post-due' },
});
