import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REAUTH_REQUIRED_CODE, STAFF_MESSAGES as M } from '@rentfront/shared';
import { auditLog, mfaRecoveryCodes, oneTimeTokens, sessions, userTotp } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { useStaffTeam, useTestContext } from '../../test/app';
import { ADMIN_PASSWORD, asVisitor, loginAsRole, postAsVisitor, type Agent } from '../../test/http';
import { issueToken } from '../../platform/auth/tokens';
import { turnOnTotp } from '../auth/mfa/test-helpers';

const RESET_LINK = /\/reset-password\/([A-Za-z0-9_-]{43})\b/;
const INVITE_LINK = /\/admin\/invite\?token=([A-Za-z0-9_-]+)/;

/** Issue 30: an owner's "Reset two-factor" (S5, S6's way out of a lock) and disabling cuts every link (S13b). */
describe('staff: resetting a colleague’s two-factor; disabling kills their links', () => {
  const t = useTestContext();
  const { owner, manager, agent } = useStaffTeam(t);

  const reset = (who: Agent, id: string) => who.inject({ method: 'POST', url: `/api/admin/users/${id}/mfa/reset` });
  const post = (url: string, payload: object) => postAsVisitor(t, url, payload);
  const listed = async (id: string) =>
    (
      (await owner.inject({ method: 'GET', url: '/api/admin/users' })).json().data as {
        id: string;
        mfa_enabled: boolean;
        mfa_locked: boolean;
      }[]
    ).find((m) => m.id === id);

  describe('POST /api/admin/users/{id}/mfa/reset', () => {
    it('401 without a session; 403 for manager and agent', async () => {
      const res = await asVisitor(t)({
        method: 'POST',
        url: `/api/admin/users/${agent.userId}/mfa/reset`,
        headers: { origin: TEST_ORIGIN },
      });
      expect(res.statusCode).toBe(401);
      for (const who of [manager, agent]) {
        const denied = await reset(who, owner.userId);
        expect(denied.statusCode).toBe(403);
        expect(denied.json().message).toBe(AUTH_MESSAGES.notPermitted);
      }
    });

    it('404 for an unknown or garbled id; 400 for an oversized one; 409 when two-factor is off or it is one’s own', async () => {
      expect((await reset(owner, '00000000-0000-4000-8000-000000000000')).json().message).toBe(M.notFound);
      expect((await reset(owner, 'not-a-uuid')).statusCode).toBe(404);
      expect((await reset(owner, 'x'.repeat(201))).statusCode).toBe(400);
      const off = await reset(owner, manager.userId);
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(M.mfaResetNotOn);
      const self = await reset(owner, owner.userId);
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(M.mfaResetSelf);
    });

    it('asks for the owner’s password again after 15 minutes', async () => {
      const colleague = await loginAsRole(t, 'agent');
      await turnOnTotp(t, colleague);
      await t.db.db
        .update(sessions)
        .set({ authCheckedAt: new Date(Date.now() - 16 * 60 * 1000) })
        .where(eq(sessions.userId, owner.userId));
      const stale = await reset(owner, colleague.userId);
      expect(stale.statusCode).toBe(403);
      expect(stale.json().code).toBe(REAUTH_REQUIRED_CODE);
      expect((await listed(colleague.userId))?.mfa_enabled).toBe(true);
      expect((await owner.inject({ method: 'POST', url: '/api/auth/reauth', payload: { password: ADMIN_PASSWORD } })).statusCode).toBe(200);
    });

    it('removes the authenticator, recovery codes, lock and sessions; audits; e-mails the colleague', async () => {
      const colleague = await loginAsRole(t, 'manager');
      await turnOnTotp(t, colleague);
      await t.db.db.update(userTotp).set({ failedCodes: 20, lockedAt: new Date() }).where(eq(userTotp.userId, colleague.userId));
      expect(await listed(colleague.userId)).toMatchObject({ mfa_enabled: true, mfa_locked: true });
      await t.flushMail();
      t.mail.sent = [];

      const res = await reset(owner, colleague.userId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: M.mfaReset,
        data: { id: colleague.userId, mfa_enabled: false, mfa_locked: false },
      });
      expect(await t.db.db.select().from(userTotp).where(eq(userTotp.userId, colleague.userId))).toEqual([]);
      expect(await t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, colleague.userId))).toEqual([]);
      expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, colleague.userId))).toEqual([]);
      expect((await colleague.inject({ method: 'GET', url: '/api/auth/mfa' })).statusCode).toBe(401);
      expect(await listed(colleague.userId)).toMatchObject({ mfa_enabled: false, mfa_locked: false });

      const [entry] = await t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.mfa_reset'), eq(auditLog.entityId, colleague.userId)));
      expect(entry).toMatchObject({ actorId: owner.userId, details: { was_locked: true, sessions_ended: 1 } });
      await t.flushMail();
      const [mail] = t.mail.to(colleague.email);
      expect(mail.subject).toMatch(/two-factor authentication was reset/);
      expect(mail.text).toContain('Test owner reset the two-factor authentication');

      // Signing in is one step again, and a second reset has nothing to reset.
      const login = await post('/api/auth/login', { email: colleague.email, password: ADMIN_PASSWORD });
      expect(login.json().mfa_required).toBeUndefined();
      expect(login.cookies.some((c) => c.name === 'sid')).toBe(true);
      expect((await reset(owner, colleague.userId)).statusCode).toBe(409);
    });
  });

  describe('disabling a colleague (S13b)', () => {
    const patch = (id: string, body: object) => owner.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: body });

    it('an outstanding invitation link dies, and stays dead when the account is enabled again', async () => {
      const email = 'invited-then-disabled@example.com';
      const invited = await owner.inject({
        method: 'POST',
        url: '/api/admin/users/invite',
        payload: { email, full_name: 'Ivy', role: 'agent' },
      });
      const id = invited.json().data.id as string;
      await t.flushMail();
      const token = INVITE_LINK.exec(t.mail.to(email).at(-1)!.text)![1];

      expect((await patch(id, { is_active: false })).statusCode).toBe(200);
      const live = await t.db.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
      expect(live.every((row) => row.usedAt !== null)).toBe(true);
      expect((await patch(id, { is_active: true })).statusCode).toBe(200);
      const accept = await post('/api/auth/invite/accept', { token, password: 'a-fresh-staff-password' });
      expect(accept.statusCode).toBe(400);
      expect(accept.json().message).toBe(M.inviteInvalid);
    });

    it('an outstanding reset link dies; a disabled account is sent no new one', async () => {
      const colleague = await loginAsRole(t, 'agent');
      await post('/api/auth/forgot-password', { email: colleague.email });
      await t.flushMail();
      const token = RESET_LINK.exec(t.mail.to(colleague.email).at(-1)!.text)![1];

      expect((await patch(colleague.userId, { is_active: false })).statusCode).toBe(200);
      expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, colleague.userId))).toEqual([]);
      const mailsBefore = t.mail.to(colleague.email).length;
      await post('/api/auth/forgot-password', { email: colleague.email });
      await t.flushMail();
      expect(t.mail.to(colleague.email)).toHaveLength(mailsBefore);

      const used = await post(`/api/auth/reset-password/${token}`, { new_password: 'another-new-password' });
      expect(used.statusCode).toBe(400);
      expect(used.json().message).toBe(AUTH_MESSAGES.resetInvalid);
      expect((await patch(colleague.userId, { is_active: true })).statusCode).toBe(200);
      expect((await post(`/api/auth/reset-password/${token}`, { new_password: 'another-new-password' })).statusCode).toBe(400);
      // The old password still signs in: nothing was changed through the dead link.
      expect((await post('/api/auth/login', { email: colleague.email, password: ADMIN_PASSWORD })).statusCode).toBe(200);
    });

    it('a link to a disabled account is refused even if it was somehow left alive', async () => {
      const colleague = await loginAsRole(t, 'agent');
      expect((await patch(colleague.userId, { is_active: false })).statusCode).toBe(200);
      // A link issued straight into the table after disabling (e.g. by an older node mid-deploy).
      const token = await issueToken(t.db.db, colleague.userId, 'reset_password');
      const res = await post(`/api/auth/reset-password/${token}`, { new_password: 'another-new-password' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.resetInvalid);
    });
  });
});
