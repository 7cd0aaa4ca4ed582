// What the payment tests share: the webhook secret the app is configured with, Stripe events built
// by hand in Stripe's shape, and their delivery signed by the SDK's own test helper.
import Stripe from 'stripe';
import type { TestContext } from '../../test/context';

export const WEBHOOK_SECRET = 'whsec_test_rentfront';
export const STRIPE_KEYS = { secretKey: 'sk_test_rentfront', webhookSecret: WEBHOOK_SECRET };
const sdk = new Stripe(STRIPE_KEYS.secretKey);

export function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 1, data: { object } });
}

export function sendWebhook(t: TestContext, payload: string, secret = WEBHOOK_SECRET) {
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}
