import { defineRoutes } from './endpoint';

/**
 * Method and path of each ledger endpoint (issue 33 item 1, ADR 0036); the schemas are in
 * ledger.ts. The admin paths are guarded by the staff session and the permission map, the
 * resident ones by the resident session (another household's lease or receipt is a 404).
 */
export const ledgerRoutes = defineRoutes({
  ledger: { method: 'GET', path: '/api/admin/leases/:id/ledger' },
  charge: { method: 'POST', path: '/api/admin/leases/:id/charges' },
  payment: { method: 'POST', path: '/api/admin/leases/:id/payments' },
  reverse: { method: 'POST', path: '/api/admin/ledger-entries/:id/reverse' },
  /** The office's copy of a payment's receipt; `:id` is the payment entry's id. */
  receipt: { method: 'GET', path: '/api/admin/receipts/:id.pdf', download: true },
});

export const residentLedgerRoutes = defineRoutes({
  ledger: { method: 'GET', path: '/api/resident/leases/:id/ledger' },
  /** `:id` is the payment entry's id. */
  receipt: { method: 'GET', path: '/api/resident/receipts/:id.pdf', download: true },
});
