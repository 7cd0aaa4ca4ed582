import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, STAFF_MESSAGES as M } from '@rentfront/shared';
import { auditLog, oneTimeTokens, users } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { createTestContext, TEST_ORIGIN } from '../../test/context';
import { useStaffTeam, useTestContext } from '../../test/app';
import { ADMIN_PASSWORD, asVisitor, loginAsRole, signIn, type Agent } from '../../test/http';

const NEW_PASSWORD = 'a-fresh-staff-password';

describe('staff users and roles', () => {
  const t = useTestContext();
  const { owner, manager, agent } = useStaffTeam(t, 'first-owner@example.com');

  const visitor = () => asVisitor(t);
  const invite = (who: Agent, payload: unknown) =>
    who.inject({ method: 'POST', url: '/api/admin/users/invite', payload: payload as object });
  const patch = (who: Agent, id: string, payload: unknown) =>
    who.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: payload as object });
  const accept = (payload: unknown) =>
    visitor()({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: payload as object,
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1`,
    });

  /** The token from the newest invitation mailed to the address. */
  async function inviteToken(email: string): Promise<string> {
    await t.flushMail();
    const mails = t.mail.to(email);
    const match = /\/admin\/invite\?token=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1]?.text ?? '');
    if (!match) throw new Error(`no invitation for ${email}`);
    return match[1];
  }

  const actions = async (entityId: string) =>
    (await t.db.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((e) => e.action);

  describe('GET /api/admin/users', () => {
    it('lists everyone for the owner, without secrets', async () => {
      const res = await owner.inject({ method: 'GET', url: '/api/admin/users' });
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Record<string, unknown>[];
      const me = list.find((u) => u.id === owner.userId);
      expect(me).toMatchObject({
        email: 'first-owner@example.com',
        full_name: 'Test owner',
        role: 'owner',
        is_active: true,
        has_accepted: true,
      });
      expect(typeof me?.last_sign_in_at).toBe('string');
      expect(Object.keys(me!).sort()).toEqual(
        [
          'created_at',
          'email',
          'full_name',
          'has_accepted',
          'id',
          'is_active',
          'last_sign_in_at',
          'mfa_enabled',
          'mfa_locked',
          'role',
        ].sort(),
      );
      expect(list.map((u) => u.role)).toEqual(expect.arrayContaining(['owner', 'manager', 'agent']));
    });

    it('401 without a session, 403 for manager and agent', async () => {
      expect((await visitor()({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
      for (const who of [manager, agent]) {
        const res = await who.inject({ method: 'GET', url: '/api/admin/users' });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(AUTH_MESSAGES.notPermitted);
      }
    });
  });

  describe('POST /api/admin/users/invite and POST /api/auth/invite/accept', () => {
    it('invites by e-mail; the link sets the password once; the colleague signs in with the role', async () => {
      const res = await invite(owner, { email: ' New.Agent@Example.com ', full_name: ' Nina Agent ', role: 'agent' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: M.invited,
        data: {
          email: 'New.Agent@Example.com',
          full_name: 'Nina Agent',
          role: 'agent',
          is_active: true,
          has_accepted: false,
          last_sign_in_at: null,
        },
      });
      const id = res.json().data.id as string;
      expect(await actions(id)).toContain('staff.invited');

      // No password yet: sign-in is refused like any wrong password.
      const early = await visitor()({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'new.agent@example.com', password: NEW_PASSWORD },
      });
      expect(early.statusCode).toBe(401);

      const token = await inviteToken('new.agent@example.com');
      const mail = t.mail.to('new.agent@example.com')[0];
      expect(mail.subject).toContain('invited');
      expect(mail.text).toContain('as Agent');
      expect(mail.text).toContain('expires in 72 hours');
      expect(mail.text).toContain(`${TEST_ORIGIN}/admin/invite?token=${token}`);

      const ok = await accept({ token, password: NEW_PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: M.inviteAccepted, data: null });
      expect(await actions(id)).toContain('staff.invite_accepted');

      const reused = await accept({ token, password: 'another-good-password' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ message: M.inviteInvalid, errors: { token: M.inviteInvalid } });

      const nina = await signIn(t, 'new.agent@example.com', NEW_PASSWORD);
      const profile = await nina.inject({ method: 'GET', url: '/api/user/profile' });
      expect(profile.json().user).toMatchObject({ role: 'agent', is_verified: true });
      expect((await nina.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    });

    it('409 for an address that already has an account (any case)', async () => {
      for (const email of ['first-owner@example.com', 'FIRST-OWNER@example.com']) {
        const res = await invite(owner, { email, full_name: 'Again', role: 'manager' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: M.emailTaken, errors: { email: M.emailTaken } });
      }
    });

    it('400 for each invalid field, including a role outside the list', async () => {
      const cases: [unknown, string, string][] = [
        [{ full_name: 'A', role: 'agent' }, 'email', M.emailRequired],
        [{ email: '', full_name: 'A', role: 'agent' }, 'email', M.emailRequired],
        [{ email: 'not-an-address', full_name: 'A', role: 'agent' }, 'email', M.emailInvalid],
        [{ email: `${'a'.repeat(250)}@example.com`, full_name: 'A', role: 'agent' }, 'email', M.emailInvalid],
        [{ email: 'x1@example.com', role: 'agent' }, 'full_name', M.nameRequired],
        [{ email: 'x1@example.com', full_name: '   ', role: 'agent' }, 'full_name', M.nameRequired],
        [{ email: 'x1@example.com', full_name: 'n'.repeat(121), role: 'agent' }, 'full_name', M.nameTooLong],
        [{ email: 'x1@example.com', full_name: 'A' }, 'role', M.roleInvalid],
        [{ email: 'x1@example.com', full_name: 'A', role: 'admin' }, 'role', M.roleInvalid],
        [{ email: 'x1@example.com', full_name: 'A', role: 'superuser' }, 'role', M.roleInvalid],
        [{ email: 'x1@example.com', full_name: 'A', role: 7 }, 'role', M.roleInvalid],
      ];
      for (const [payload, field, message] of cases) {
        const res = await invite(owner, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors?.[field], JSON.stringify(payload)).toBe(message);
      }
      const oversized = await owner.inject({
        method: 'POST',
        url: '/api/admin/users/invite',
        payload: { email: 'x2@example.com', full_name: 'x'.repeat(2_000_000), role: 'agent' },
      });
      expect(oversized.statusCode).toBe(413);
      expect(t.mail.to('x1@example.com')).toEqual([]);
    });

    it('401 without a session, 403 for manager and agent (and nothing is mailed)', async () => {
      const payload = { email: 'sneaky@example.com', full_name: 'Sneaky', role: 'owner' };
      expect((await visitor()({ method: 'POST', url: '/api/admin/users/invite', payload })).statusCode).toBe(401);
      for (const who of [manager, agent]) expect((await invite(who, payload)).statusCode).toBe(403);
      await t.flushMail();
      expect(t.mail.to('sneaky@example.com')).toEqual([]);
    });

    it('400, never 500, for expired, tampered, garbled, missing and over-long tokens', async () => {
      await invite(owner, { email: 'late@example.com', full_name: 'Late', role: 'manager' });
      const token = await inviteToken('late@example.com');
      await t.db.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.tokenHash, sha256(token)));
      for (const bad of [token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'garbled/../token', 'x'.repeat(300)]) {
        const res = await accept({ token: bad, password: NEW_PASSWORD });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message).toBe(M.inviteInvalid);
      }
      for (const payload of [{ password: NEW_PASSWORD }, { token: '', password: NEW_PASSWORD }, { token: 7, password: NEW_PASSWORD }]) {
        const res = await accept(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors?.token).toBe(M.tokenMissing);
      }
      const huge = await accept({ token: 'x'.repeat(600), password: NEW_PASSWORD });
      expect(huge.statusCode).toBe(400);
      // A reset link is no invitation.
      const reset = await accept({ token: 'reset-token-of-someone', password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(400);
    });

    it('the new password follows the reset rules: length and the common-password check', async () => {
      await invite(owner, { email: 'weak@example.com', full_name: 'Weak', role: 'agent' });
      const token = await inviteToken('weak@example.com');
      const cases: [unknown, string][] = [
        [undefined, M.passwordRequired],
        ['', M.passwordRequired],
        ['short', M.passwordTooShort],
        ['x'.repeat(129), M.passwordTooLong],
        ['password123', 'This password is too common. Please choose another.'],
      ];
      for (const [password, message] of cases) {
        const res = await accept({ token, password });
        expect(res.statusCode, String(password)).toBe(400);
        expect(res.json().errors?.password).toBe(message);
      }
      // The refused attempts did not use the link up.
      expect((await accept({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('PATCH /api/admin/users/{id}', () => {
    it('changes the role; the colleague’s open session follows at once', async () => {
      const colleague = await loginAsRole(t, 'agent');
      expect((await colleague.inject({ method: 'GET', url: '/api/admin/site-texts' })).statusCode).toBe(403);
      const res = await patch(owner, colleague.userId, { role: 'manager' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: M.updated, data: { id: colleague.userId, role: 'manager' } });
      expect((await colleague.inject({ method: 'GET', url: '/api/admin/site-texts' })).statusCode).toBe(200);
      const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.entityId, colleague.userId));
      expect(audit.find((e) => e.action === 'staff.role_changed')).toMatchObject({
        actorId: owner.userId,
        details: { from: 'agent', to: 'manager' },
      });
    });

    it('disabling ends every session at once and refuses sign-in; enabling lets them back', async () => {
      const colleague = await loginAsRole(t, 'manager');
      const secondDevice = await signIn(t, colleague.email, ADMIN_PASSWORD);
      const res = await patch(owner, colleague.userId, { is_active: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.is_active).toBe(false);
      for (const device of [colleague, secondDevice]) {
        expect((await device.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
      }
      const login = await visitor()({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: colleague.email, password: ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe(AUTH_MESSAGES.invalidCredentials);

      expect((await patch(owner, colleague.userId, { is_active: true })).statusCode).toBe(200);
      await signIn(t, colleague.email, ADMIN_PASSWORD);
      expect(await actions(colleague.userId)).toEqual(expect.arrayContaining(['staff.disabled', 'staff.enabled']));
    });

    // Its own database (one owner only): starting one takes a while on a busy machine.
    it('409 when the last active owner would be demoted or disabled, also by themselves', { timeout: 120_000 }, async () => {
      const t2 = await createTestContext();
      try {
        const only = await loginAsRole(t2, 'owner');
        for (const body of [{ role: 'manager' }, { role: 'agent' }, { is_active: false }, { role: 'owner', is_active: false }]) {
          const res = await only.inject({ method: 'PATCH', url: `/api/admin/users/${only.userId}`, payload: body });
          expect(res.statusCode, JSON.stringify(body)).toBe(409);
          expect(res.json().message).toBe(M.lastOwner);
        }
        // A disabled owner does not count: the active one stays the last.
        const second = await loginAsRole(t2, 'owner');
        expect(
          (await only.inject({ method: 'PATCH', url: `/api/admin/users/${second.userId}`, payload: { is_active: false } })).statusCode,
        ).toBe(200);
        expect(
          (await only.inject({ method: 'PATCH', url: `/api/admin/users/${only.userId}`, payload: { role: 'manager' } })).statusCode,
        ).toBe(409);
        // With another active owner, one may step down.
        expect(
          (await only.inject({ method: 'PATCH', url: `/api/admin/users/${second.userId}`, payload: { is_active: true } })).statusCode,
        ).toBe(200);
        const stepDown = await only.inject({ method: 'PATCH', url: `/api/admin/users/${only.userId}`, payload: { role: 'manager' } });
        expect(stepDown.statusCode).toBe(200);
        expect((await only.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
        const [row] = await t2.db.db.select().from(users).where(eq(users.id, only.userId));
        expect(row.role).toBe('manager');
      } finally {
        await t2.close();
      }
    });

    it('400 for a role outside the list, an empty body, unknown fields and a non-boolean is_active', async () => {
      const cases: unknown[] = [{ role: 'admin' }, { role: '' }, {}, { is_active: 'no' }, { role: 'agent', email: 'x@example.com' }, []];
      for (const payload of cases) {
        const res = await patch(owner, agent.userId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().success).toBe(false);
      }
      expect((await patch(owner, agent.userId, { role: 'admin' })).json().errors?.role).toBe(M.roleInvalid);
    });

    it('404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await patch(owner, id, { role: 'agent' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(M.notFound);
      }
    });

    it('401 without a session, 403 for manager and agent', async () => {
      expect((await visitor()({ method: 'PATCH', url: `/api/admin/users/${agent.userId}`, payload: { role: 'owner' } })).statusCode).toBe(
        401,
      );
      for (const who of [manager, agent]) {
        const res = await patch(who, who.userId, { role: 'owner' });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(AUTH_MESSAGES.notPermitted);
      }
      const [row] = await t.db.db.select().from(users).where(eq(users.id, agent.userId));
      expect(row.role).toBe('agent');
    });
  });

  describe('what each role may do with applications', () => {
    it('agents may not reveal PII, delete applications or export; managers may', async () => {
      const id = '00000000-0000-4000-8000-000000000001';
      const calls = [
        ['POST', `/api/admin/applications/${id}/reveal`],
        ['DELETE', `/api/admin/applications/${id}`],
        ['GET', '/api/admin/applications/export'],
        ['GET', '/api/admin/contacts/export'],
        ['GET', '/api/admin/properties/export'],
        ['GET', '/api/admin/maintenance-requests/export'],
        ['GET', '/api/admin/screening/responses/export'],
        ['GET', '/api/admin/chatbot/conversations/export'],
      ] as const;
      for (const [method, url] of calls) {
        expect((await agent.inject({ method, url })).statusCode, `${method} ${url}`).toBe(403);
        expect((await manager.inject({ method, url })).statusCode, `${method} ${url}`).not.toBe(403);
      }
      expect((await agent.inject({ method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(200);
    });
  });
});
