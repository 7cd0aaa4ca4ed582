import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeTokens, sessions, users } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { ADMIN_PASSWORD, loginAsAdmin, signIn } from '../../test/http';
import { useTestContext } from '../../test/app';
import { postFromOtherSite } from '../../test/refusals';

const RESET_LINK = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]{43})\b/;

describe('forgot and reset password', () => {
  const t = useTestContext();
  let ip = 0;
  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `198.51.100.${++ip}`,
      headers: { origin: TEST_ORIGIN },
      payload: payload as object,
    });
  const passwordHash = async (email: string) => (await t.db.db.select().from(users).where(eq(users.email, email)))[0].passwordHash;

  /** Asks for a reset link and returns the token read from the e-mail the worker sent. */
  async function requestLink(email: string): Promise<string> {
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    await t.flushMail();
    const message = t.mail.to(email).at(-1)!;
    const match = RESET_LINK.exec(message.text);
    expect(match).not.toBeNull();
    expect(message.html).toContain(`http://localhost:3000/reset-password/${match![1]}`);
    return match![1];
  }

  beforeEach(async () => {
    await t.flushMail();
    t.mail.sent = [];
  });

  it('answers the same 200 for a known and an unknown address and mails only the known one', async () => {
    const agent = await loginAsAdmin(t, 'known@example.com');
    const known = await post('/api/auth/forgot-password', { email: 'KNOWN@example.com' });
    const unknown = await post('/api/auth/forgot-password', { email: 'unknown@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ success: true, message: 'Reset password link sent to your email!' });
    await t.flushMail();
    expect(t.mail.sent).toHaveLength(1);
    const [message] = t.mail.to(agent.email);
    expect(message.subject).toMatch(/reset/i);
    expect(message.text).toMatch(RESET_LINK);
    // Only the hash of the token is stored.
    const token = RESET_LINK.exec(message.text)![1];
    const stored = await t.db.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, agent.userId));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    expect(stored[0].purpose).toBe('reset_password');
    expect(stored[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(stored[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it('validates the forgot-password body', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('the link resets the password once, signs every session out, and the new password works', async () => {
    const agent = await loginAsAdmin(t, 'resetme@example.com');
    const second = await signIn(t, 'resetme@example.com', ADMIN_PASSWORD);
    expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, agent.userId))).toHaveLength(2);
    const token = await requestLink('resetme@example.com');

    const res = await post(`/api/auth/reset-password/${token}`, { new_password: 'a-brand-new-passphrase' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Password reset successfully!' });
    expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, agent.userId))).toHaveLength(0);
    expect((await agent.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    expect((await second.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);

    const old = await post('/api/auth/login', { email: 'resetme@example.com', password: ADMIN_PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/auth/login', { email: 'resetme@example.com', password: 'a-brand-new-passphrase' });
    expect(fresh.statusCode).toBe(200);

    // Used once: the same link again is refused and the password stays.
    const hash = await passwordHash('resetme@example.com');
    const reused = await post(`/api/auth/reset-password/${token}`, { new_password: 'yet-another-passphrase' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      success: false,
      detail: 'Invalid or expired reset link',
      message: 'Invalid or expired reset link',
    });
    expect(await passwordHash('resetme@example.com')).toBe(hash);
  });

  it('an expired link is refused and the password is unchanged', async () => {
    const agent = await loginAsAdmin(t, 'expired@example.com');
    const token = await requestLink('expired@example.com');
    await t.db.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, agent.userId));
    const hash = await passwordHash('expired@example.com');
    const res = await post(`/api/auth/reset-password/${token}`, { new_password: 'a-brand-new-passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Invalid or expired reset link');
    expect(await passwordHash('expired@example.com')).toBe(hash);
    // The session is untouched by a refused reset.
    expect((await agent.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(200);
  });

  it('a made-up, over-long or verification token is refused with the same message', async () => {
    const agent = await loginAsAdmin(t, 'wrongpurpose@example.com');
    await t.db.db.update(users).set({ isVerified: false }).where(eq(users.id, agent.userId));
    // An unverified login attempt with the right password mails a verification link.
    await post('/api/auth/login', { email: 'wrongpurpose@example.com', password: ADMIN_PASSWORD });
    await t.flushMail();
    const verifyToken = /verify-email\/([A-Za-z0-9_-]+)/.exec(t.mail.to('wrongpurpose@example.com')[0].text)![1];
    for (const token of ['made-up-token', 'x'.repeat(300), verifyToken]) {
      const res = await post(`/api/auth/reset-password/${token}`, { new_password: 'a-brand-new-passphrase' });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().detail).toBe('Invalid or expired reset link');
    }
    // Past the router's parameter limit, or with a broken %-escape, the URL itself is refused,
    // still as a client error in the usual envelope.
    const huge = await post(`/api/auth/reset-password/${'x'.repeat(600)}`, { new_password: 'a-brand-new-passphrase' });
    expect(huge.statusCode).toBe(414);
    expect(huge.json()).toEqual({ success: false, detail: 'URL is too long', message: 'URL is too long' });
    const garbled = await post('/api/auth/reset-password/%E0%A4%A', { new_password: 'a-brand-new-passphrase' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ success: false, detail: 'Malformed URL', message: 'Malformed URL' });
  });

  it('a new link makes the earlier ones stop working', async () => {
    await loginAsAdmin(t, 'twolinks@example.com');
    const first = await requestLink('twolinks@example.com');
    const second = await requestLink('twolinks@example.com');
    expect((await post(`/api/auth/reset-password/${second}`, { new_password: 'a-brand-new-passphrase' })).statusCode).toBe(200);
    expect((await post(`/api/auth/reset-password/${first}`, { new_password: 'another-new-passphrase' })).statusCode).toBe(400);
  });

  it('a too short, too long or common password is 400 with errors.new_password and the link still works', async () => {
    await loginAsAdmin(t, 'weak@example.com');
    const token = await requestLink('weak@example.com');
    const hash = await passwordHash('weak@example.com');
    for (const newPassword of ['short', 'x'.repeat(129), 'password123', 'PASSWORD123', '12345678']) {
      const res = await post(`/api/auth/reset-password/${token}`, { new_password: newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { new_password: expect.any(String) } });
    }
    const missing = await post(`/api/auth/reset-password/${token}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('new_password');
    expect(await passwordHash('weak@example.com')).toBe(hash);
    expect((await post(`/api/auth/reset-password/${token}`, { new_password: 'a-good-long-passphrase' })).statusCode).toBe(200);
  });

  it('a reset proves the address, so an unverified account becomes verified', async () => {
    const agent = await loginAsAdmin(t, 'unverified-reset@example.com');
    await t.db.db.update(users).set({ isVerified: false }).where(eq(users.id, agent.userId));
    const token = await requestLink('unverified-reset@example.com');
    expect((await post(`/api/auth/reset-password/${token}`, { new_password: 'a-brand-new-passphrase' })).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, agent.userId));
    expect(row.isVerified).toBe(true);
  });

  it('stops mailing one address after 5 requests in 15 minutes but answers the same', async () => {
    await loginAsAdmin(t, 'flood@example.com');
    for (let i = 0; i < 7; i++) {
      const res = await post('/api/auth/forgot-password', { email: 'flood@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Reset password link sent to your email!');
    }
    await t.flushMail();
    expect(t.mail.to('flood@example.com')).toHaveLength(5);
  });

  it('refuses a reset posted from another origin', async () => {
    const res = await postFromOtherSite(t, '/api/auth/reset-password/anything', { new_password: 'a-brand-new-passphrase' });
    expect(res.statusCode).toBe(403);
  });
});
