// A local Stripe-compatible server for the driver's tests: the Checkout Session endpoint the
// driver calls, answered like api.stripe.com (form-encoded request, JSON answer). The npm package
// stripe-stateful-mock (0.0.16) has no Checkout Sessions or Payment Intents, so it cannot stand in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalStripe {
  url: string;
  /** Each created session's form fields, as sent by the SDK. */
  sessions: { id: string; form: URLSearchParams }[];
  /** The next request is answered 503: the processor "is down". */
  dropNext(): void;
  close(): Promise<void>;
}

export async function startLocalStripe(): Promise<LocalStripe> {
  const sessions: LocalStripe['sessions'] = [];
  let drop = false;
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
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${sessions.length + 1}`;
        sessions.push({ id, form });
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` });
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: 'payment',
            payment_status: 'unpaid',
            status: 'open',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            metadata: { online_payment_id: form.get('metadata[online_payment_id]') },
            url: `https://checkout.stripe.local/pay/${id}`,
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
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    dropNext: () => (drop = true),
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
