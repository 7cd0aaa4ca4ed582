// Request and head timeouts (issue 30 S15): a client that trickles its request is answered 408
// and cut off once its time is up, while an ordinary request is not touched. Short timeouts here.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TEST_ORIGIN } from '../../test/context';
import { openRaw, statusOf, within } from '../../test/raw-http';
import { useTestContext } from '../../test/app';

const REQUEST_MS = 1_500;
const HEADERS_MS = 1_000;

/** Writes one byte every 100 ms until the server closes the connection (or 8 s have passed). */
async function trickle(conn: Awaited<ReturnType<typeof openRaw>>, bytes: string): Promise<number> {
  const started = Date.now();
  let closed = false;
  void conn.closed.then(() => (closed = true));
  for (let i = 0; !closed && Date.now() - started < 8_000; i++) {
    await conn.write(bytes[i % bytes.length]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describe('HTTP request and head timeouts', () => {
  const t = useTestContext({ httpRequestTimeoutMs: REQUEST_MS, httpHeadersTimeoutMs: HEADERS_MS });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('cuts off a body trickled a byte at a time with 408 once the request time is up', async () => {
    const conn = await openRaw(port);
    await conn.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
    );
    const took = await trickle(conn, '{"email":"a@example.com"');
    await within(conn.closed, 1_000, 'close');
    expect(took).toBeLessThan(REQUEST_MS + 3_000);
    expect(statusOf(conn.received())).toBe(408);
  });

  it('cuts off a head trickled a byte at a time once the head time is up', async () => {
    const conn = await openRaw(port);
    const took = await trickle(conn, 'GET /api/health HTTP/1.1\r\nX-Slow: ');
    await within(conn.closed, 1_000, 'close');
    expect(took).toBeLessThan(HEADERS_MS + 3_000);
    expect(statusOf(conn.received())).toBe(408);
  });

  it('leaves an ordinary request alone, and keeps sane defaults without settings', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    const defaults = loadConfig({});
    expect(defaults.httpRequestTimeoutMs).toBe(300_000);
    expect(defaults.httpHeadersTimeoutMs).toBe(30_000);
    // The head's time never exceeds the whole request's.
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '20000' }).httpHeadersTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '10' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS: must be at least 1000/);
  });
});
