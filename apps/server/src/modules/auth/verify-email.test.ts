import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { issueToken } from '../../platform/auth/tokens';

import { ADMIN_PASSWORD } from '../../test/http';
import { createAdmin } from './service';
import { useTestContext } from '../../test/app';

describe('verify e-mail', () => {
  const t = useTestContext();

  async function unverifiedUser(email: string) {
    const { user } = await createAdmin(t.app.ctx, { email, password: ADMIN_PASSWORD });
    await t.db.db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));
    return user;
  }
  const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
  const isVerified = async (id: string) => (await t.db.db.select().from(users).where(eq(users.id, id)))[0].isVerified;

  it('200 verifies the account; the same link again is 409 Email already verified', async () => {
    const user = await unverifiedUser('verify-me@example.com');
    const token = await issueToken(t.db.db, user.id, 'verify_email');
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email verified successfully!' });
    expect(await isVerified(user.id)).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, detail: 'Email already verified', message: 'Email already verified' });
  });

  it('409 for a still-valid link of an account verified another way', async () => {
    const user = await unverifiedUser('verified-elsewhere@example.com');
    const token = await issueToken(t.db.db, user.id, 'verify_email');
    await t.db.db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
    expect((await verify(token)).statusCode).toBe(409);
  });

  it('400 Invalid or expired verification link for an unknown, expired or reset token', async () => {
    const user = await unverifiedUser('expired-verify@example.com');
    const expired = await issueToken(t.db.db, user.id, 'verify_email');
    await t.db.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const resetToken = await issueToken(t.db.db, user.id, 'reset_password');
    for (const token of ['no-such-token', expired, resetToken, 'y'.repeat(300)]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        detail: 'Invalid or expired verification link',
        message: 'Invalid or expired verification link',
      });
    }
    expect(await isVerified(user.id)).toBe(false);
  });

  it('a verification link expires after 24 hours', async () => {
    const user = await unverifiedUser('ttl@example.com');
    await issueToken(t.db.db, user.id, 'verify_email');
    const [row] = await t.db.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 1000);
  });
});
