import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@rentfront/shared';
import { RESIDENT_MESSAGES } from '@rentfront/shared/residents';
import { residentSessions, residentSignInLinks } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { useAdmin, useTestContext } from '../../test/app';
import { TEST_ORIGIN } from '../../test/context';
import { createResident, RESIDENT_PASSWORD, signInResident } from '../../test/factories/resident';
import { freshIp } from '../../test/http';
import { createResidentSignInLink } from '../leases/resident-links';

describe('resident sign-in', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, remoteAddress: ip, payload: payload as object });

  it('answers 202 with the same message for a known and an unknown address, and mails only the known one', async () => {
    const resident = await createResident(t);
    const known = await post('/api/resident/auth/link', { email: resident.email.toUpperCase() });
    const unknown = await post('/api/resident/auth/link', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(RESIDENT_MESSAGES.linkSent);
    await t.app.ctx.background.drain();
    await t.flushMail();
    const mails = t.mail.to(resident.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/resident\/sign-in\/[A-Za-z0-9_-]{43}/);
    expect(t.mail.to('nobody-here@example.com')).toHaveLength(0);
  });

  it('refuses a malformed e-mail with the field named', async () => {
    const res = await post('/api/resident/auth/link', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('email');
  });

  it('throttles link requests from one address like staff sign-in', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post('/api/resident/auth/link', { email: 'spam@example.com' }, {}, ip)).statusCode);
    expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(codes.at(-1)).toBe(429);
  });

  it('signs in once with the e-mailed link (cookie + csrf_token) and refuses its reuse', async () => {
    const resident = await createResident(t);
    const token = await createResidentSignInLink(t.app.ctx.db, resident.id);
    const res = await post('/api/resident/auth/verify', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resident.id).toBe(resident.id);
    expect(body.csrf_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const cookie = res.cookies.find((c) => c.name === 'rsid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    // Only the token's hash is stored.
    const [row] = await t.app.ctx.db
      .select()
      .from(residentSessions)
      .where(eq(residentSessions.tokenHash, sha256(cookie.value)));
    expect(row?.residentId).toBe(resident.id);

    const again = await post('/api/resident/auth/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESIDENT_MESSAGES.linkInvalid);
    expect(again.cookies.find((c) => c.name === 'rsid')).toBeUndefined();
  });

  it('refuses an expired, a tampered and an oversized token with a clear 400', async () => {
    const resident = await createResident(t);
    const old = await createResidentSignInLink(t.app.ctx.db, resident.id, { now: new Date(Date.now() - 31 * 60_000) });
    const fresh = await createResidentSignInLink(t.app.ctx.db, resident.id);
    for (const token of [old, `${fresh.slice(0, -1)}${fresh.endsWith('A') ? 'B' : 'A'}`, '']) {
      const res = await post('/api/resident/auth/verify', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RESIDENT_MESSAGES.linkInvalid);
    }
    expect((await post('/api/resident/auth/verify', { token: 'x'.repeat(5000) })).statusCode).toBe(400);
    const [unused] = await t.app.ctx.db
      .select()
      .from(residentSignInLinks)
      .where(eq(residentSignInLinks.tokenHash, sha256(fresh)));
    expect(unused?.usedAt).toBeNull();
  });

  it('needs a resident session (401) and its CSRF token (403) on guarded routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/resident/me' })).statusCode).toBe(401);
    const agent = await signInResident(t, await createResident(t));
    expect((await agent.inject({ method: 'GET', url: '/api/resident/me' })).statusCode).toBe(200);
    const noCsrf = await agent.inject({ method: 'POST', url: '/api/resident/auth/logout', headers: { 'x-csrf-token': 'wrong' } });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe(AUTH_MESSAGES.invalidCsrf);
    const crossSite = await agent.inject({ method: 'POST', url: '/api/resident/auth/logout', headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('never lets a staff session open /api/resident, nor a resident session /api/admin', async () => {
    const asStaff = await admin.inject({ method: 'GET', url: '/api/resident/me' });
    expect(asStaff.statusCode).toBe(401);
    const agent = await signInResident(t, await createResident(t));
    const asResident = await agent.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(asResident.statusCode).toBe(401);
    // Both cookies in one browser: each side reads only its own.
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/admin/residents',
      headers: { cookie: `${agent.cookie}; ${admin.cookie}` },
    });
    expect(both.statusCode).toBe(200);
    const bothResident = await t.app.inject({
      method: 'POST',
      url: '/api/resident/auth/logout',
      headers: { origin: TEST_ORIGIN, cookie: `${agent.cookie}; ${admin.cookie}`, 'x-csrf-token': agent.csrf },
    });
    expect(bothResident.statusCode).toBe(200);
  });

  it("gives a signed-in tab its session's CSRF token again, and no token without a session", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/resident/auth/csrf' })).statusCode).toBe(401);
    const agent = await signInResident(t, await createResident(t));
    const res = await agent.inject({ method: 'GET', url: '/api/resident/auth/csrf', headers: { 'x-csrf-token': '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.csrf_token).toBe(agent.csrf);
  });

  it('signs out: the session is gone', async () => {
    const agent = await signInResident(t, await createResident(t));
    expect((await agent.inject({ method: 'POST', url: '/api/resident/auth/logout' })).statusCode).toBe(200);
    expect((await agent.inject({ method: 'GET', url: '/api/resident/me' })).statusCode).toBe(401);
  });

  it('sets a password, then signs in with it; wrong and unknown answer the same 401', async () => {
    const resident = await createResident(t);
    const agent = await signInResident(t, resident);
    const short = await agent.inject({ method: 'POST', url: '/api/resident/auth/password', payload: { new_password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('new_password');
    const common = await agent.inject({ method: 'POST', url: '/api/resident/auth/password', payload: { new_password: 'password123' } });
    expect(common.statusCode).toBe(400);
    const set = await agent.inject({ method: 'POST', url: '/api/resident/auth/password', payload: { new_password: RESIDENT_PASSWORD } });
    expect(set.statusCode).toBe(200);
    // A change now asks for the current password.
    const change = await agent.inject({
      method: 'POST',
      url: '/api/resident/auth/password',
      payload: { new_password: 'another-long-phrase' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.body).toContain('current_password');

    const ok = await post('/api/resident/auth/login', { email: resident.email, password: RESIDENT_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().csrf_token).toBeTruthy();
    const wrong = await post('/api/resident/auth/login', { email: resident.email, password: 'not-the-password' });
    const unknown = await post('/api/resident/auth/login', { email: 'nobody-at-all@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('throttles password guesses from one address', async () => {
    const resident = await createResident(t, {}, { password: true });
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/api/resident/auth/login', { email: resident.email, password: `guess-${i}-xx` }, {}, ip)).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
  });
});
