import { defineRoutes } from './endpoint';

/** Online rent payment (issue 33 item 3): the resident's two routes and the processor's webhook. */
export const paymentRoutes = defineRoutes({
  start: { method: 'POST', path: '/api/resident/leases/:id/payments' },
  list: { method: 'GET', path: '/api/resident/leases/:id/payments' },
  // Autopay (ADR 0040): its state, turning it on (the processor's page saves a method), off.
  autopay: { method: 'GET', path: '/api/resident/leases/:id/autopay' },
  autopayOn: { method: 'POST', path: '/api/resident/leases/:id/autopay' },
  autopayOff: { method: 'DELETE', path: '/api/resident/leases/:id/autopay' },
  stripeWebhook: { method: 'POST', path: '/api/payments/webhooks/stripe' },
});
