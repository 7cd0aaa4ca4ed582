import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REAUTH_REQUIRED_CODE, SECURITY_MESSAGES as S, STAFF_MESSAGES as M } from '@rentfront/shared';
import { auditLog, oneTimeTokens, sessions, users } from '../../db/schema';
import { sha256 } from '../../platform/crypto';

import { useStaffTeam, useTestContext } from '../../test/app';
import { ADMIN_PASSWORD, asVisitor, type Agent } from '../../test/http';

const NEW_PASSWORD = 'a-fresh-staff-password';

describe('staff changes ask for the password again after 15 minutes; resending an invitation', () => {
  const t = useTestContext();
  const { owner, manager, agent } = useStaffTeam(t);

  const visitor = () => asVisitor(t);
  /** The owner's last password check was `minutes` ago. */
  const ageCheck = (who: Agent, minutes: number) =>
    t.db.db
      .update(sessions)
      .set({ authCheckedAt: new Date(Date.now() - minutes * 60 * 1000) })
      .where(eq(sessions.userId, who.userId));
  const reauth = (who: Agent, password = ADMIN_PASSWORD) => who.inject({ method: 'POST', url: '/api/auth/reauth', payload: { password } });
  const invite = (who: Agent, email: string, role = 'agent') =>
    who.inject({ method: 'POST', url: '/api/admin/users/invite', payload: { email, full_name: `Name of ${email}`, role } });
  const resend = (who: Agent, id: string) => who.inject({ method: 'POST', url: `/api/admin/users/${id}/invite/resend` });
  const accept = (token: string, password = NEW_PASSWORD) =>
    visitor()({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, password },
      remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.1`,
    });
  const expectReauth = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: REAUTH_REQUIRED_CODE, message: S.reauthRequired });
  };
  const actionsOn = async (entityId: string) =>
    (await t.db.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((e) => e.action);

  /** Every invitation token mailed to the address, oldest first. */
  async function inviteTokens(email: string): Promise<string[]> {
    await t.flushMail();
    return t.mail
      .to(email)
      .map((m) => /\/admin\/invite\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
      .filter((x): x is string => Boolean(x));
  }

  describe('re-authentication', () => {
    it('a stale check: invite, role change, disable, resend and the security setting answer reauth_required and change nothing', async () => {
      const pending = (await invite(owner, 'pending-stale@example.com')).json().data.id as string;
      await t.flushMail();
      const mailsBefore = t.mail.to('pending-stale@example.com').length;
      await ageCheck(owner, 16);

      expectReauth(await invite(owner, 'stale-invite@example.com'));
      expectReauth(await owner.inject({ method: 'PATCH', url: `/api/admin/users/${agent.userId}`, payload: { role: 'manager' } }));
      expectReauth(await owner.inject({ method: 'PATCH', url: `/api/admin/users/${agent.userId}`, payload: { is_active: false } }));
      expectReauth(await resend(owner, pending));
      expectReauth(await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: false } }));

      await t.flushMail();
      expect(t.mail.to('stale-invite@example.com')).toEqual([]);
      expect(t.mail.to('pending-stale@example.com')).toHaveLength(mailsBefore);
      const [row] = await t.db.db.select().from(users).where(eq(users.id, agent.userId));
      expect(row).toMatchObject({ role: 'agent', isActive: true });
      expect(await t.db.db.select().from(users).where(eq(users.email, 'stale-invite@example.com'))).toEqual([]);
      // Reading the list needs no fresh check.
      expect((await owner.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
    });

    it('a wrong password keeps it stale; the right one makes every change go through', async () => {
      await ageCheck(owner, 16);
      expect((await reauth(owner, 'not-the-password')).statusCode).toBe(400);
      expectReauth(await invite(owner, 'after-reauth@example.com'));
      expect((await reauth(owner)).statusCode).toBe(200);
      // Both the failed and the right confirmation are in the log, without the password.
      const confirmations = await t.db.db.select().from(auditLog).where(eq(auditLog.actorId, owner.userId));
      expect(confirmations.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.reauth_failed', 'auth.reauth']));
      expect(JSON.stringify(confirmations)).not.toContain('not-the-password');
      expect((await invite(owner, 'after-reauth@example.com')).statusCode).toBe(201);
      const patched = await owner.inject({ method: 'PATCH', url: `/api/admin/users/${agent.userId}`, payload: { role: 'agent' } });
      expect(patched.statusCode).toBe(200);
      const settings = await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: false } });
      expect(settings.statusCode).toBe(200);
    });

    it('14 minutes is still fresh', async () => {
      await ageCheck(owner, 14);
      expect((await invite(owner, 'fourteen@example.com')).statusCode).toBe(201);
    });

    it('validation comes first: a bad body is 400 even with a stale check', async () => {
      await ageCheck(owner, 16);
      const res = await owner.inject({ method: 'POST', url: '/api/admin/users/invite', payload: { email: 'x', role: 'admin' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.role).toBe(M.roleInvalid);
      expect((await owner.inject({ method: 'PATCH', url: `/api/admin/users/${agent.userId}`, payload: { role: 'boss' } })).statusCode).toBe(
        400,
      );
      await reauth(owner);
    });

    it('the role check comes before the re-auth check: manager and agent get 403 not permitted, never the prompt', async () => {
      for (const who of [manager, agent]) {
        await ageCheck(who, 16);
        for (const res of [
          await invite(who, 'sneaky@example.com'),
          await who.inject({ method: 'PATCH', url: `/api/admin/users/${owner.userId}`, payload: { role: 'agent' } }),
          await resend(who, owner.userId),
          await who.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: false } }),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe(AUTH_MESSAGES.notPermitted);
        }
      }
    });
  });

  describe('POST /api/admin/users/{id}/invite/resend', () => {
    it('mails a new single-use link (72 h); the old one is dead; the new one works once', async () => {
      const email = 'lost-invite@example.com';
      const id = (await invite(owner, email, 'manager')).json().data.id as string;
      const [first] = await inviteTokens(email);

      const res = await resend(owner, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: M.inviteResent,
        data: { id, email, role: 'manager', has_accepted: false },
      });
      const tokens = await inviteTokens(email);
      expect(tokens).toHaveLength(2);
      const second = tokens[1];
      expect(second).not.toBe(first);
      const mail = t.mail.to(email)[1];
      expect(mail.text).toContain('as Manager');
      expect(mail.text).toContain('expires in 72 hours');

      const [stored] = await t.db.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, sha256(second)));
      const hours = (stored.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72);

      const old = await accept(first);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(M.inviteInvalid);
      expect((await accept(second)).statusCode).toBe(200);
      expect((await accept(second, 'yet-another-password')).statusCode).toBe(400);

      const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit.find((e) => e.action === 'staff.invite_resent')).toMatchObject({ actorId: owner.userId, details: { role: 'manager' } });
      expect(await actionsOn(id)).toEqual(expect.arrayContaining(['staff.invited', 'staff.invite_resent', 'staff.invite_accepted']));
      // The audit holds no token.
      expect(JSON.stringify(audit)).not.toContain(second);
    });

    it('revives an expired invitation', async () => {
      const email = 'expired-invite@example.com';
      const id = (await invite(owner, email)).json().data.id as string;
      const [first] = await inviteTokens(email);
      await t.db.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.tokenHash, sha256(first)));
      expect((await accept(first)).statusCode).toBe(400);
      expect((await resend(owner, id)).statusCode).toBe(200);
      const tokens = await inviteTokens(email);
      expect((await accept(tokens[tokens.length - 1])).statusCode).toBe(200);
    });

    it('409 once accepted or while disabled; 404 for an unknown or malformed id', async () => {
      let res = await resend(owner, owner.userId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.alreadyAccepted);

      const id = (await invite(owner, 'disabled-pending@example.com')).json().data.id as string;
      expect((await owner.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: { is_active: false } })).statusCode).toBe(200);
      res = await resend(owner, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.resendDisabled);

      for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        res = await resend(owner, bad);
        expect(res.statusCode, bad).toBe(404);
        expect(res.json().message).toBe(M.notFound);
      }
    });

    it('401 without a session, 403 for manager and agent (nothing mailed)', async () => {
      const email = 'guarded-resend@example.com';
      const id = (await invite(owner, email)).json().data.id as string;
      const before = (await inviteTokens(email)).length;
      expect((await visitor()({ method: 'POST', url: `/api/admin/users/${id}/invite/resend` })).statusCode).toBe(401);
      for (const who of [manager, agent]) {
        await reauth(who);
        const res = await resend(who, id);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(AUTH_MESSAGES.notPermitted);
      }
      expect(await inviteTokens(email)).toHaveLength(before);
    });
  });
});
