import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createAdmin } from '../modules/auth/service';
import { TEST_ORIGIN, type TestContext } from './context';

export const ADMIN_PASSWORD = 'correct-horse-battery';

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
 * A distinct client address per helper login, so a test file that signs in many admins never
 * trips the login limit of 10 per IP (which login.test.ts checks on purpose).
 */
function nextTestIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Creates a verified admin and signs it in through the real login route. */
export async function loginAsAdmin(t: TestContext, email = `admin${counter + 1}-${Date.now()}@example.com`): Promise<Agent> {
  const { user } = await createAdmin(t.app.ctx, { email, password: ADMIN_PASSWORD, fullName: 'Test Admin' });
  return signIn(t, email, ADMIN_PASSWORD, user.id);
}

/** Signs an existing account in through the real login route and returns its agent. */
export async function signIn(t: TestContext, email: string, password: string, userId?: string): Promise<Agent> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextTestIp(),
    payload: { email, password },
  });
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
