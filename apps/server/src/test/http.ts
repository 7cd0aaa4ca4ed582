import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { UserRole } from '@rentfront/shared';
import { TEST_ORIGIN, type TestContext } from './context';
import { ADMIN_PASSWORD, createStaff } from './factories/staff';

export { ADMIN_PASSWORD };

/** A signed-in browser: the session cookie and CSRF token sent on every call. */
export interface Agent {
  cookie: string;
  csrf: string;
  userId: string;
  email: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let counter = 0;

/**
 * A client address no other call of this test file has had, so a per-IP limit (10 logins, 5
 * submits an hour…) only bites where a test sends from one address on purpose.
 */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Creates a verified admin (an owner named "Test Admin") and signs it in through the real login route. */
export async function loginAsAdmin(t: TestContext, email?: string): Promise<Agent> {
  const user = await createStaff(t, { email, fullName: 'Test Admin' });
  return signIn(t, user.email, ADMIN_PASSWORD, user.id);
}

/** Creates a verified staff member of the role (named "Test <role>") and signs them in. */
export async function loginAsRole(t: TestContext, role: UserRole, email?: string): Promise<Agent> {
  const user = await createStaff(t, { role, email });
  return signIn(t, user.email, ADMIN_PASSWORD, user.id);
}

export interface SendOptions {
  /** The client address (default: a fresh one). */
  ip?: string;
  /** Headers on top of the site's own Origin (which they may replace). */
  headers?: Record<string, string>;
}

/** A POST from a visitor of the site: its own Origin, from a fresh address unless `ip` is given. */
export function postAsVisitor(t: TestContext, url: string, payload: unknown, options: SendOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: { origin: TEST_ORIGIN, ...options.headers },
    payload: payload as Record<string, unknown>,
  });
}

/** The password step of the sign-in, posted as the site's login form posts it. */
export function postLogin(t: TestContext, payload: unknown, options: SendOptions = {}) {
  return postAsVisitor(t, '/api/auth/login', payload, options);
}

/** Signs an existing account in through the real login route and returns its agent. */
export async function signIn(t: TestContext, email: string, password: string, userId?: string): Promise<Agent> {
  const res = await postLogin(t, { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  const csrf = res.json().csrf_token as string;
  const sid = `sid=${cookie.value}`;
  return {
    cookie: sid,
    csrf,
    userId: userId ?? (res.json().user.id as string),
    email,
    inject: (options) =>
      t.app.inject({
        ...options,
        headers: { origin: TEST_ORIGIN, cookie: sid, 'x-csrf-token': csrf, ...(options.headers ?? {}) },
      }),
  };
}

/** A visitor with no session, sending the site's own Origin. */
export function asVisitor(t: TestContext) {
  return (options: InjectOptions) => t.app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...(options.headers ?? {}) } });
}

/** Builds a multipart body for app.inject. */
export function multipart(
  fields: Record<string, string | number | boolean | undefined>,
  files: { field: string; filename: string; contentType: string; bytes: Buffer }[] = [],
) {
  const boundary = `----rentfront${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
