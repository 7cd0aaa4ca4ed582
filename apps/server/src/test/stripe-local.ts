// A local Stripe-compatible server for the driver's tests: the Checkout Session, Customer and Payment Intent endpoints the
// driver calls, answered like api.stripe.com (form-encoded request, JSON answer). The npm package
// stripe-stateful-mock (0.0.16) has no Checkout Sessions or Payment Intents, so it cannot stand in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface LocalStripe {
  url: string;
  /** Each created session's form fields, as sent by the SDK. */
  sessions: { id: string; form: URLSearchParams }[];
  /** Customers and off-session payment intents (autopay), with their forms and idempotency keys. */
  customers: { id: string; form: URLSearchParams }[];
  intents: { id: string; form: URLSearchParams; idempotencyKey: string | undefined }[];
  /** The next request is answered 503: the processor "is down". */
  dropNext(): void;
  /** The next payment intent is refused as a declined card (402 card_error). */
  declineNext(): void;
  close(): Promise<void>;
}

/**
 * The browser journeys' stand-in for Stripe's hosted page: each session's URL opens a page on this
 * server whose Pay button sends the signed `checkout.session.completed` webhook to the app (as
 * Stripe would) and then returns to the session's success URL.
 */
export interface HostedPageOptions {
  webhookUrl: string;
  webhookSecret: string;
}

export async function startLocalStripe(hostedPage?: HostedPageOptions): Promise<LocalStripe> {
  const sessions: LocalStripe['sessions'] = [];
  const customers: LocalStripe['customers'] = [];
  const intents: LocalStripe['intents'] = [];
  let decline = false;
  let drop = false;
  let url = '';
  const server = http.createServer((req, res) => {
    if (drop) {
      drop = false;
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Service unavailable' } }));
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const paying = hostedPage && req.url?.startsWith('/pay/') && sessions.find((x) => req.url === `/pay/${x.id}`);
      if (paying) {
        if (req.method === 'POST') void completeCheckout(paying, hostedPage, res);
        else sendHostedPage(paying, res);
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/customers') {
        const form = new URLSearchParams(body);
        const id = `cus_test_${customers.length + 1}`;
        customers.push({ id, form });
        sendJson(res, 200, { id, object: 'customer', email: form.get('email') });
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const form = new URLSearchParams(body);
        const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
        // Stripe answers a repeated idempotency key with the first answer.
        const again = idempotencyKey && intents.find((i) => i.idempotencyKey === idempotencyKey);
        const id = again ? again.id : `pi_test_${intents.length + 1}`;
        if (!again) intents.push({ id, form, idempotencyKey });
        if (decline) {
          decline = false;
          sendJson(res, 402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
              payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
            },
          });
          return;
        }
        sendJson(res, 200, {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          metadata: { online_payment_id: form.get('metadata[online_payment_id]') },
        });
        if (hostedPage) void sendEvent(hostedPage, intentSucceeded(id, form));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${sessions.length + 1}`;
        sessions.push({ id, form });
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` });
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode') ?? 'payment',
            payment_status: 'unpaid',
            status: 'open',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            metadata: { online_payment_id: form.get('metadata[online_payment_id]') },
            url: hostedPage ? `${url}/pay/${id}` : `https://checkout.stripe.local/pay/${id}`,
          }),
        );
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    sessions,
    customers,
    intents,
    dropNext: () => (drop = true),
    declineNext: () => (decline = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: the processor's host is unreachable. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

type Session = LocalStripe['sessions'][number];

function amountOf(session: Session): number {
  return Number(session.form.get('line_items[0][price_data][unit_amount]'));
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const isSetup = (session: Session) => session.form.get('mode') === 'setup';

function sendHostedPage(session: Session, res: http.ServerResponse) {
  if (isSetup(session)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Test checkout</title></head><body><main><h1>Test checkout</h1><p>Save a card for later payments.</p>` +
        `<form method="post" action="/pay/${session.id}"><button type="submit">Save card</button></form></main></body></html>`,
    );
    return;
  }
  const dollars = (amountOf(session) / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Test checkout</title></head><body><main><h1>Test checkout</h1><p>Amount: ${dollars}</p>` +
      `<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${dollars}</button></form></main></body></html>`,
  );
}

function stripeEvent(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
}

/** A setup session saved its method: the setup intent with the session's metadata and a new method. */
function setupSucceeded(session: Session): string {
  return stripeEvent(`evt_${session.id}`, 'setup_intent.succeeded', {
    id: `seti_${session.id}`,
    object: 'setup_intent',
    status: 'succeeded',
    customer: session.form.get('customer'),
    payment_method: `pm_${session.id}`,
    metadata: {
      autopay_enrollment_id: session.form.get('setup_intent_data[metadata][autopay_enrollment_id]'),
      lease_id: session.form.get('setup_intent_data[metadata][lease_id]'),
    },
  });
}

/** An off-session charge succeeded (Stripe sends it right after answering). */
function intentSucceeded(id: string, form: URLSearchParams): string {
  return stripeEvent(`evt_${id}`, 'payment_intent.succeeded', {
    id,
    object: 'payment_intent',
    status: 'succeeded',
    amount: Number(form.get('amount')),
    payment_method_types: ['card'],
    metadata: { online_payment_id: form.get('metadata[online_payment_id]'), lease_id: form.get('metadata[lease_id]') },
  });
}

/** Signs and delivers one event to the app's webhook, as Stripe does. */
async function sendEvent(options: HostedPageOptions, payload: string): Promise<Response | null> {
  const signature = new Stripe('sk_test_local').webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
  return fetch(options.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  }).catch(() => null);
}

/** What Stripe does when the payer confirms: the signed event to the app, then the success URL. */
async function completeCheckout(session: Session, options: HostedPageOptions, res: http.ServerResponse) {
  const metadata = {
    online_payment_id: session.form.get('metadata[online_payment_id]'),
    lease_id: session.form.get('metadata[lease_id]'),
  };
  const payload = isSetup(session)
    ? setupSucceeded(session)
    : stripeEvent(`evt_${session.id}`, 'checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amountOf(session),
        metadata,
      });
  const answer = await sendEvent(options, payload);
  if (!answer?.ok) {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`the webhook was not accepted (${answer?.status ?? 'no answer'})`);
    return;
  }
  res.writeHead(303, { location: session.form.get('success_url') ?? '/' });
  res.end();
}
