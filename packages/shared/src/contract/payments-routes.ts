import { defineRoutes } from './endpoint';

/** Online rent payment (issue 33 item 3): the resident's two routes and the processor's webhook. */
export const paymentRoutes = defineRoutes({
  start: { method: 'POST', path: '/api/resident/leases/:id/payments' },
  list: { method: 'GET', path: '/api/resident/leases/:id/payments' },
  stripeWebhook: { method: 'POST', path: '/api/payments/webhooks/stripe' },
});
