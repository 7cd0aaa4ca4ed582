import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@rentfront/shared';
import { outbox, sessions, users } from '../../db/schema';
import { purgeExpiredSessions } from '../../platform/auth/sessions';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/context';
import { createStaff } from '../../test/factories/staff';
import { ADMIN_PASSWORD, loginAsAdmin, multipart, postLogin } from '../../test/http';
import { createAdmin } from './service';
import { useTestContext } from '../../test/app';

// This test builds its own app on a fresh database, which is slow on a busy machine.
const BUILDS_OWN_APP_MS = 120_000;

// Each login below comes from its own client address (postLogin), so the per-IP limit never trips.

function setCookieHeader(res: { headers: Record<string, unknown> }, name = 'sid'): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [String(raw ?? '')];
  return all.find((c) => c.startsWith(`${name}=`)) ?? '';
}

const sessionCount = async (t: TestContext, userId: string) =>
  (await t.db.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('login', () => {
  let userId: string;
  const email = 'Owner@Example.com';
  const t = useTestContext();
  beforeAll(async () => {
    ({
      user: { id: userId },
    } = await createAdmin(t.app.ctx, { email, password: ADMIN_PASSWORD, fullName: 'Olive Owner' }));
  });

  it('signs in with JSON and returns the user, the CSRF token and a session cookie', async () => {
    const res = await postLogin(t, { email: 'owner@example.com', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful! Welcome back.',
      user: { id: userId, full_name: 'Olive Owner', email, phone: null, role: 'owner', is_verified: true, profile_photo: null },
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.csrf_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    // Only the SHA-256 of the token is stored.
    const rows = await t.db.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.some((r) => r.tokenHash === cookie!.value)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('signs in with an urlencoded form post', async () => {
    const res = await postLogin(t, new URLSearchParams({ email, password: ADMIN_PASSWORD }).toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(userId);
  });

  it('signs in with multipart form data (a FormData body)', async () => {
    const form = multipart({ email, password: ADMIN_PASSWORD });
    const res = await postLogin(t, form.payload, { headers: form.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(userId);
  });

  it('answers a wrong password, an unknown e-mail and an unverified account with the same 401', async () => {
    const { user: unverified } = await createAdmin(t.app.ctx, { email: 'new@example.com', password: ADMIN_PASSWORD });
    await t.db.db.update(users).set({ isVerified: false }).where(eq(users.id, unverified.id));

    const wrong = await postLogin(t, { email, password: 'not-the-password' });
    const unknown = await postLogin(t, { email: 'nobody@example.com', password: ADMIN_PASSWORD });
    const notVerified = await postLogin(t, { email: 'new@example.com', password: ADMIN_PASSWORD });
    for (const res of [wrong, unknown, notVerified]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, detail: 'Invalid email or password', message: 'Invalid email or password' });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(await sessionCount(t, unverified.id)).toBe(0);
  });

  it('queues a fresh verification e-mail for an unverified account that gives the right password', async () => {
    const { user } = await createAdmin(t.app.ctx, { email: 'pending@example.com', password: ADMIN_PASSWORD });
    await t.db.db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));
    await t.flushMail();
    t.mail.sent = [];

    expect((await postLogin(t, { email: 'pending@example.com', password: 'wrong-password' })).statusCode).toBe(401);
    expect(await t.flushMail()).toBe(0); // a wrong password must not mail the owner

    expect((await postLogin(t, { email: 'pending@example.com', password: ADMIN_PASSWORD })).statusCode).toBe(401);
    await t.flushMail();
    const [message] = t.mail.to('pending@example.com');
    expect(message.subject).toMatch(/verify/i);
    const link = /http:\/\/localhost:3000\/verify-email\/([A-Za-z0-9_-]+)/.exec(message.text);
    expect(link).not.toBeNull();
    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${link![1]}` });
    expect(verified.statusCode).toBe(200);
    expect((await postLogin(t, { email: 'pending@example.com', password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an account that has no password yet', async () => {
    await createAdmin(t.app.ctx, { email: 'nopass@example.com' });
    const res = await postLogin(t, { email: 'nopass@example.com', password: 'anything-at-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Invalid email or password');
  });

  it('validates the body: 400 with errors for a missing or malformed field', async () => {
    const missing = await postLogin(t, { email: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, errors: { email: 'Email is required', password: expect.any(String) } });
    const bad = await postLogin(t, { email: 'not-an-email', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });

  // Throttling (per address, per account and address, account backoff, device cookies): login-throttle.test.ts.

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and not Secure on http', async () => {
    const res = await postLogin(t, { email, password: ADMIN_PASSWORD });
    const header = setCookieHeader(res);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Secure/i);
  });

  it('replaces the session the browser already had', async () => {
    const agent = await loginAsAdmin(t);
    const res = await postLogin(t, { email: agent.email, password: ADMIN_PASSWORD }, { headers: { cookie: agent.cookie } });
    expect(res.statusCode).toBe(200);
    const old = await agent.inject({ method: 'GET', url: '/api/user/profile' });
    expect(old.statusCode).toBe(401);
    expect(await sessionCount(t, agent.userId)).toBe(1);
  });

  it('refuses a login posted from another origin', async () => {
    const res = await postLogin(t, { email, password: ADMIN_PASSWORD }, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

describe('logout, session lifetime and CSRF', () => {
  const t = useTestContext();

  it('logout deletes the session row and clears the cookie', async () => {
    const agent = await loginAsAdmin(t);
    expect(await sessionCount(t, agent.userId)).toBe(1);
    const res = await agent.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Logged out successfully.' });
    expect(setCookieHeader(res)).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessionCount(t, agent.userId)).toBe(0);
    expect((await agent.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('logout accepts an empty body sent as JSON', async () => {
    const agent = await loginAsAdmin(t);
    const res = await agent.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(t, agent.userId)).toBe(0);
  });

  it('logout without a session still answers 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(200);
  });

  it('ends a session idle for more than 12 hours', async () => {
    const agent = await loginAsAdmin(t);
    await t.db.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 11 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, agent.userId));
    expect((await agent.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(200);
    // That request was activity: last_seen_at moved forward.
    const [row] = await t.db.db.select().from(sessions).where(eq(sessions.userId, agent.userId));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);

    await t.db.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 12 * 60 * 60 * 1000 - 1000) })
      .where(eq(sessions.userId, agent.userId));
    const res = await agent.inject({ method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, detail: 'Authentication required' });
  });

  it('ends a session 30 days after it began even when it is in use', async () => {
    const agent = await loginAsAdmin(t);
    const [row] = await t.db.db.select().from(sessions).where(eq(sessions.userId, agent.userId));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(29.9 * 24 * 60 * 60 * 1000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 24 * 60 * 60 * 1000 + 1000);
    await t.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, agent.userId));
    expect((await agent.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('purgeExpiredSessions removes idle and expired rows and keeps live ones', async () => {
    const live = await loginAsAdmin(t);
    const idle = await loginAsAdmin(t);
    const expired = await loginAsAdmin(t);
    await t.db.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, idle.userId));
    await t.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.userId));
    await purgeExpiredSessions(t.db.db);
    expect(await sessionCount(t, live.userId)).toBe(1);
    expect(await sessionCount(t, idle.userId)).toBe(0);
    expect(await sessionCount(t, expired.userId)).toBe(0);
  });

  it('refuses an unsafe call with a session cookie but no or a wrong X-CSRF-Token', async () => {
    const agent = await loginAsAdmin(t);
    for (const token of [undefined, 'wrong-token', `${agent.csrf}x`, '']) {
      const headers: Record<string, string> = { origin: TEST_ORIGIN, cookie: agent.cookie };
      if (token !== undefined) headers['x-csrf-token'] = token;
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, detail: 'Invalid CSRF token', message: 'Invalid CSRF token' });
    }
    // The session survived every refused logout.
    expect(await sessionCount(t, agent.userId)).toBe(1);
    // Another session's token does not work either.
    const other = await loginAsAdmin(t);
    const crossed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { origin: TEST_ORIGIN, cookie: agent.cookie, 'x-csrf-token': other.csrf, ...multipart({ full_name: 'X' }).headers },
      payload: multipart({ full_name: 'X' }).payload,
    });
    expect(crossed.statusCode).toBe(403);
  });

  it('refuses an unsafe call from another Origin, or with neither Origin nor Referer', async () => {
    const agent = await loginAsAdmin(t);
    const evil = await agent.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ success: false, detail: AUTH_MESSAGES.forbiddenOrigin });

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: agent.email },
    });
    expect(none.statusCode).toBe(403);

    const badReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { referer: 'http://localhost:3000.evil.example/admin-login' },
      payload: { email: agent.email },
    });
    expect(badReferer.statusCode).toBe(403);

    // A Referer from the site itself is enough when the browser sends no Origin.
    const referer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { referer: `${TEST_ORIGIN}/admin-login` },
      payload: { email: agent.email },
    });
    expect(referer.statusCode).toBe(200);
    expect(await sessionCount(t, agent.userId)).toBe(1);
  });

  it(
    'accepts an origin listed in ALLOWED_ORIGINS',
    async () => {
      const t2 = await createTestContext({}, { env: { ALLOWED_ORIGINS: 'http://localhost:5173, https://staging.example' } });
      try {
        for (const origin of ['http://localhost:5173', 'https://staging.example']) {
          const res = await t2.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            headers: { origin },
            payload: { email: 'a@example.com' },
          });
          expect(res.statusCode).toBe(200);
        }
        const res = await t2.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { origin: 'https://other.example' },
          payload: { email: 'a@example.com' },
        });
        expect(res.statusCode).toBe(403);
      } finally {
        await t2.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );

  it('GET /api/auth/csrf returns the session token, or null without a session', async () => {
    const agent = await loginAsAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { cookie: agent.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { csrf_token: agent.csrf } });
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/csrf' });
    expect(anonymous.json()).toEqual({ success: true, data: { csrf_token: null } });
  });

  it('keeps a session cookie of a deleted user from working', async () => {
    const agent = await loginAsAdmin(t);
    await t.db.db.execute(sql`delete from users where id = ${agent.userId}`);
    expect((await agent.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    expect(await t.db.db.select().from(outbox).where(eq(outbox.to, agent.email))).toHaveLength(0);
  });
});

describe('session cookie on an https site', () => {
  const origin = 'https://rent.example';
  const t = useTestContext({}, { env: { PUBLIC_URL: origin } });

  it('is Secure and named __Host-sid (Path=/, no Domain) when PUBLIC_URL is https', async () => {
    const { email } = await createStaff(t, { email: 'secure@example.com' });
    const res = await postLogin(t, { email, password: ADMIN_PASSWORD }, { headers: { origin } });
    expect(res.statusCode).toBe(200);
    expect(setCookieHeader(res, 'sid')).toBe('');
    const header = setCookieHeader(res, '__Host-sid');
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/Domain=/i);
    // The http origin of the test default is now a foreign one.
    const http = await postLogin(t, { email, password: ADMIN_PASSWORD });
    expect(http.statusCode).toBe(403);
  });

  it('reads the session only from __Host-sid: the same token under the plain name (settable by any subdomain) is ignored', async () => {
    const { email } = await createStaff(t, { email: 'host@example.com' });
    const res = await postLogin(t, { email, password: ADMIN_PASSWORD }, { headers: { origin } });
    const token = res.cookies.find((c) => c.name === '__Host-sid')!.value;
    const profile = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
    const first = await profile(`__Host-sid=${token}`);
    expect(first.statusCode, first.body).toBe(200);
    expect((await profile(`sid=${token}`)).statusCode).toBe(401);
    // Sign-out clears the prefixed cookie and ends the session.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin, cookie: `__Host-sid=${token}`, 'x-csrf-token': res.json().csrf_token },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookieHeader(out, '__Host-sid')).toMatch(/^__Host-sid=;.*Expires=Thu, 01 Jan 1970.*; Secure/);
    expect((await profile(`__Host-sid=${token}`)).statusCode).toBe(401);
  });
});
