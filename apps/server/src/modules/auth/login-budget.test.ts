// The login form's multipart budget (issue 30 S1): a body far over a few kilobytes is refused
// with 413 before the server has read it, so the server never holds it in memory. The proof is
// the answer arriving while most of the 4 MB body has not been sent at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/context';
import { ADMIN_PASSWORD, multipart } from '../../test/http';
import { chunk, openRaw, statusOf, within } from '../../test/raw-http';
import { createAdmin } from './service';
import { useTestContext } from '../../test/app';

const FOUR_MB = 4 * 1024 * 1024;
const BOUNDARY = '----rentfrontbudget';

function loginHead(extra: string): string {
  return (
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${extra}\r\n`
  );
}

/** The start of a multipart body whose `password` field goes on for megabytes. */
const hugeFieldStart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="password"\r\n\r\n`;

describe('login: the multipart body budget', () => {
  const t = useTestContext();
  let port: number;
  const email = 'budget@example.com';
  beforeAll(async () => {
    await createAdmin(t.app.ctx, { email, password: ADMIN_PASSWORD });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  const postForm = (form: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: TEST_ORIGIN, ...form.headers }, payload: form.payload });

  it('refuses a declared 4 MB body with 413 and closes the connection before a byte of it is sent', async () => {
    const conn = await openRaw(port);
    await conn.write(loginHead(`Content-Length: ${FOUR_MB}\r\n`));
    const head = await within(conn.head, 5_000, 'answer');
    expect(statusOf(head)).toBe(413);
    expect(head).toMatch(/\r\nconnection: close/i);
    const all = await within(conn.closed, 5_000, 'close');
    expect(JSON.parse(all.slice(all.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, message: 'Request body is too large' });
  });

  it('stops reading a chunked body (no length declared) once it passes the budget: 413 while 4 MB were never sent', async () => {
    const conn = await openRaw(port);
    await conn.write(loginHead('Transfer-Encoding: chunked\r\n'));
    await conn.write(chunk(hugeFieldStart));
    // 64 KB of a field that would go on to 4 MB; the server must answer without the rest.
    for (let sent = 0; sent < 64 * 1024; sent += 8 * 1024) await conn.write(chunk('x'.repeat(8 * 1024)));
    const head = await within(conn.head, 5_000, 'answer');
    expect(statusOf(head)).toBe(413);
    expect(head).toMatch(/\r\nconnection: close/i);
    await within(conn.closed, 5_000, 'close');
  });

  it('refuses a field longer than 1 KB (413), never signing in with a cut-short value', async () => {
    const res = await postForm(multipart({ email, password: `${ADMIN_PASSWORD}${'x'.repeat(2000)}` }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errors: { password: 'The field "password" is too long' } });
  });

  it('still signs in with a normal multipart login', async () => {
    const res = await postForm(multipart({ email, password: ADMIN_PASSWORD }));
    expect(res.statusCode).toBe(200);
  });
});
