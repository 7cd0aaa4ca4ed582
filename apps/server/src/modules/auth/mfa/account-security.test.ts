import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MFA_LOCKED_CODE, PASSWORD_MAX, SECURITY_MESSAGES as S } from '@rentfront/shared';
import { auditLog, mfaRecoveryCodes, oneTimeTokens, users, userTotp } from '../../../db/schema';
import { sha256 } from '../../../platform/crypto';
import { TEST_ORIGIN } from '../../../test/context';
import { ADMIN_PASSWORD, loginAsAdmin, postAsVisitor, type Agent } from '../../../test/http';
import { signInWithCode, turnOnTotp } from './test-helpers';
import { hashRecoveryCode, newRecoveryCode, upgradeLegacyRecoveryCodes } from './recovery-codes';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from './totp';
import { useTestContext } from '../../../test/app';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const RESET_LINK = /\/reset-password\/([A-Za-z0-9_-]{43})\b/;

/** Issue 30, S5 (enrolment needs the password) and S6 (keyed recovery codes, the 20-code lock). */
describe('two-factor account security', () => {
  const t = useTestContext();

  const setup = async (agent: Agent) =>
    (await agent.inject({ method: 'POST', url: '/api/auth/mfa/totp/setup' })).json().data.secret as string;
  const enable = (agent: Agent, payload: object) => agent.inject({ method: 'POST', url: '/api/auth/mfa/totp/enable', payload });
  const totpOf = async (userId: string) => (await t.db.db.select().from(userTotp).where(eq(userTotp.userId, userId)))[0];

  async function withTotp(email: string) {
    const agent = await loginAsAdmin(t, email);
    return { agent, ...(await turnOnTotp(t, agent)) };
  }
  const codeStep = (email: string, payload: object) => signInWithCode(t, email, payload);

  describe('S5: turning two-factor on asks for the password', () => {
    it('a wrong password is a 400 on its field and turns nothing on; the right one with the code does', async () => {
      const agent = await loginAsAdmin(t, 'enrol-password@example.com');
      const secret = await setup(agent);
      const wrong = await enable(agent, { code: totpCodeAt(secret), password: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ password: S.passwordWrong });
      expect((await totpOf(agent.userId)).enabledAt).toBeNull();
      // The code was not burned by the refused attempt: the same one still works with the password.
      const right = await enable(agent, { code: totpCodeAt(secret), password: ADMIN_PASSWORD });
      expect(right.statusCode).toBe(200);
      expect(right.json().data.recovery_codes).toHaveLength(10);
      expect((await totpOf(agent.userId)).enabledAt).not.toBeNull();
    });

    it('the password is required and bounded (400, no 500)', async () => {
      const agent = await loginAsAdmin(t, 'enrol-input@example.com');
      const secret = await setup(agent);
      let res = await enable(agent, { code: totpCodeAt(secret) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toBe(S.passwordRequired);
      res = await enable(agent, { code: totpCodeAt(secret), password: '' });
      expect(res.json().errors.password).toBe(S.passwordRequired);
      res = await enable(agent, { code: totpCodeAt(secret), password: 'x'.repeat(PASSWORD_MAX + 1) });
      expect(res.statusCode).toBe(400);
      res = await enable(agent, { code: totpCodeAt(secret), password: 12345 });
      expect(res.statusCode).toBe(400);
      expect((await totpOf(agent.userId)).enabledAt).toBeNull();
    });

    it('without a session it is 401', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/mfa/totp/enable',
        headers: { origin: TEST_ORIGIN },
        payload: { code: '123456', password: ADMIN_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
    });

    it('wrong passwords here spend the re-auth budget (10 per account in 15 minutes)', async () => {
      const agent = await loginAsAdmin(t, 'enrol-throttle@example.com');
      const secret = await setup(agent);
      for (let i = 0; i < 10; i++) {
        expect((await enable(agent, { code: totpCodeAt(secret), password: `wrong-${i}` })).statusCode).toBe(400);
      }
      const reauth = await agent.inject({ method: 'POST', url: '/api/auth/reauth', payload: { password: ADMIN_PASSWORD } });
      expect(reauth.statusCode).toBe(429);
    });
  });

  describe('S6: recovery codes are HMACs under a server key', () => {
    it('new codes are stored keyed, never as their plain SHA-256', async () => {
      const { agent, recoveryCodes } = await withTotp('keyed-codes@example.com');
      const rows = await t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, agent.userId));
      expect(rows).toHaveLength(10);
      const unkeyed = recoveryCodes.map((c) => sha256(`recovery:${c.replace('-', '')}`));
      for (const row of rows) {
        expect(row.codeHash).toMatch(/^h1:[0-9a-f]{64}$/);
        expect(unkeyed).not.toContain(row.codeHash);
        expect(unkeyed).not.toContain(row.codeHash.slice(3));
      }
      expect(rows.map((r) => r.codeHash).sort()).toEqual(recoveryCodes.map((c) => hashRecoveryCode(t.app.ctx, c)).sort());
    });

    it('a code stored the old way (unkeyed SHA-256) still signs in, and is rewritten keyed', async () => {
      const { agent } = await withTotp('legacy-codes@example.com');
      const old = newRecoveryCode();
      const legacyHash = sha256(`recovery:${old.replace('-', '')}`);
      await t.db.db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, agent.userId));
      await t.db.db.insert(mfaRecoveryCodes).values([
        { userId: agent.userId, codeHash: legacyHash },
        { userId: agent.userId, codeHash: sha256('recovery:anotheroldcode') },
      ]);
      const res = await codeStep('legacy-codes@example.com', { recovery_code: old.toUpperCase() });
      expect(res.statusCode).toBe(200);
      const rows = await t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, agent.userId));
      expect(rows.every((r) => r.codeHash.startsWith('h1:'))).toBe(true);
      expect(rows.filter((r) => r.usedAt !== null)).toHaveLength(1);
      // Used once: the same code again is refused.
      expect((await codeStep('legacy-codes@example.com', { recovery_code: old })).statusCode).toBe(400);
    });

    it('the start-up pass rewrites everyone’s old codes, once', async () => {
      const { agent } = await withTotp('legacy-startup@example.com');
      const old = newRecoveryCode();
      await t.db.db.insert(mfaRecoveryCodes).values({ userId: agent.userId, codeHash: sha256(`recovery:${old.replace('-', '')}`) });
      expect(await upgradeLegacyRecoveryCodes(t.app.ctx, t.db.db)).toBeGreaterThanOrEqual(1);
      expect(await upgradeLegacyRecoveryCodes(t.app.ctx, t.db.db)).toBe(0);
      const [row] = await t.db.db
        .select()
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, agent.userId), eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(t.app.ctx, old))));
      expect(row).toBeDefined();
    });
  });

  describe('S6: 20 wrong codes in a row lock the code step', () => {
    const wrongCode = (secret: string) => totpCodeAt(secret, Date.now() + 10 * STEP_MS);

    it('a right code starts the count again', async () => {
      const { agent, secret } = await withTotp('count-reset@example.com');
      expect((await codeStep('count-reset@example.com', { code: wrongCode(secret) })).statusCode).toBe(400);
      expect((await codeStep('count-reset@example.com', { recovery_code: 'aaaaa-bbbbb' })).statusCode).toBe(400);
      expect((await totpOf(agent.userId)).failedCodes).toBe(2);
      expect((await codeStep('count-reset@example.com', { code: totpCodeAt(secret) })).statusCode).toBe(200);
      expect((await totpOf(agent.userId)).failedCodes).toBe(0);
    });

    it('the 20th wrong code locks: 423 for every code, an audit entry, the owners e-mailed; a password reset opens it', async () => {
      const email = 'locked-member@example.com';
      const { agent, secret, recoveryCodes } = await withTotp(email);
      const owner = await loginAsAdmin(t, 'lock-owner@example.com');
      // 18 wrong codes spread over time (the rate limits allow 10 per 15 minutes).
      await t.db.db.update(userTotp).set({ failedCodes: 18 }).where(eq(userTotp.userId, agent.userId));
      await t.flushMail();
      t.mail.sent = [];

      expect((await codeStep(email, { code: wrongCode(secret) })).statusCode).toBe(400);
      const locking = await codeStep(email, { recovery_code: 'aaaaa-bbbbb' });
      expect(locking.statusCode).toBe(423);
      expect(locking.json()).toMatchObject({ success: false, code: MFA_LOCKED_CODE, message: S.mfaLocked });
      // Locked: the right code and an unused recovery code are refused too (and not used up).
      for (const payload of [{ code: totpCodeAt(secret) }, { recovery_code: recoveryCodes[0] }]) {
        const res = await codeStep(email, payload);
        expect(res.statusCode).toBe(423);
        expect(res.json().message).toBe(S.mfaLocked);
      }
      expect((await t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, agent.userId))).every((r) => !r.usedAt)).toBe(
        true,
      );
      // The signed-in calls that check a code are shut as well.
      const disable = await agent.inject({
        method: 'DELETE',
        url: '/api/auth/mfa/totp',
        payload: { password: ADMIN_PASSWORD, code: totpCodeAt(secret) },
      });
      expect(disable.statusCode).toBe(423);

      const audit = await t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.mfa_locked'), eq(auditLog.entityId, agent.userId)));
      expect(audit).toHaveLength(1);
      await t.flushMail();
      const toOwner = t.mail.to(owner.email);
      expect(toOwner).toHaveLength(1);
      expect(toOwner[0].subject).toBe('Two-factor sign-in locked for Test Admin');
      expect(toOwner[0].text).toContain(email);
      expect(toOwner[0].text).not.toMatch(/\b\d{6}\b/);

      // A password reset of the account opens the code step again.
      await postAsVisitor(t, '/api/auth/forgot-password', { email });
      await t.flushMail();
      const token = RESET_LINK.exec(t.mail.to(email).at(-1)!.text)![1];
      const reset = await postAsVisitor(t, `/api/auth/reset-password/${token}`, {
        new_password: ADMIN_PASSWORD,
        confirm_password: ADMIN_PASSWORD,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const after = await totpOf(agent.userId);
      expect(after).toMatchObject({ failedCodes: 0, lockedAt: null });
      expect(after.enabledAt).not.toBeNull();
      expect((await codeStep(email, { code: totpCodeAt(secret) })).statusCode).toBe(200);
    });

    it('a pending setup never locks: wrong codes at enable do not count', async () => {
      const agent = await loginAsAdmin(t, 'pending-never-locks@example.com');
      const secret = await setup(agent);
      await enable(agent, { code: wrongCode(secret), password: ADMIN_PASSWORD });
      expect((await totpOf(agent.userId)).failedCodes).toBe(0);
    });

    it('only the locked account is locked', async () => {
      const other = await withTotp('not-locked@example.com');
      const [row] = await t.db.db.select().from(users).where(eq(users.email, 'locked-member@example.com'));
      expect(row).toBeDefined();
      expect((await codeStep('not-locked@example.com', { code: totpCodeAt(other.secret) })).statusCode).toBe(200);
      expect(await t.db.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, other.agent.userId))).toEqual([]);
    });
  });
});
