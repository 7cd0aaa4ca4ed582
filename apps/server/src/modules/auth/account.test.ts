import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED_CODE, SECURITY_MESSAGES as S } from '@rentfront/shared';
import { auditLog, sessions } from '../../db/schema';
import { useAdmin, useTestContext } from '../../test/app';
import { createTestContext, TEST_ORIGIN } from '../../test/context';
import { ADMIN_PASSWORD, loginAsAdmin, signIn, type Agent } from '../../test/http';
import { fullApplicationBody, submitApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';

// The TRUST_PROXY test builds a second app on a fresh database, which is slow on a busy machine.
const BUILDS_OWN_APP_MS = 120_000;
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('password change, signed-in devices and re-authentication', () => {
  const t = useTestContext();

  const anonymous = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: TEST_ORIGIN }, payload });

  it('every route needs a session (401)', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/api/auth/password', { current_password: 'x', new_password: 'y-long-enough-1' }],
      ['GET', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/auth/reauth', { password: 'x' }],
    ] as const) {
      const res = await anonymous(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('PUT /api/auth/password', () => {
    const owner = useAdmin(t, 'changer@example.com');
    let other: Agent;
    beforeAll(async () => {
      other = await signIn(t, owner.email, ADMIN_PASSWORD, owner.userId);
    });

    const change = (agent: Agent, payload: object) => agent.inject({ method: 'PUT', url: '/api/auth/password', payload });

    it('validates: required current password, the reset form length rule, common passwords', async () => {
      let res = await change(owner, { current_password: '', new_password: 'a-new-long-password' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.current_password).toBe('Current password is required');
      res = await change(owner, { current_password: ADMIN_PASSWORD, new_password: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.new_password).toBe('Password must be at least 8 characters');
      res = await change(owner, { current_password: ADMIN_PASSWORD, new_password: 'x'.repeat(129) });
      expect(res.json().errors.new_password).toBe('Password must be at most 128 characters');
      // From zxcvbn-ts's list, not the old built-in one.
      res = await change(owner, { current_password: ADMIN_PASSWORD, new_password: 'Dragonfly' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.new_password).toBe(S.passwordTooCommon);
      res = await change(owner, { current_password: ADMIN_PASSWORD, new_password: ADMIN_PASSWORD });
      expect(res.json().errors.new_password).toBe(S.newPasswordSameAsCurrent);
    });

    it('a wrong current password is a field message, and nothing changes', async () => {
      const res = await change(owner, { current_password: 'not-my-password', new_password: 'a-new-long-password' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ current_password: 'Current password is incorrect' });
      expect((await other.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(200);
    });

    it('changes the password, keeps this session and signs out every other one', async () => {
      const res = await change(owner, { current_password: ADMIN_PASSWORD, new_password: 'a-new-long-password' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(S.passwordChanged);
      expect((await owner.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(200);
      expect((await other.inject({ method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(401);
      await expect(signIn(t, owner.email, ADMIN_PASSWORD)).rejects.toThrow(/401/);
      await signIn(t, owner.email, 'a-new-long-password');
      const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_changed'));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0].details)).not.toContain('a-new-long-password');
    });
  });

  describe('signed-in devices', () => {
    const me = useAdmin(t, 'devices@example.com');
    let phone: Agent;
    const stranger = useAdmin(t, 'stranger@example.com');
    beforeAll(async () => {
      phone = await signIn(t, me.email, ADMIN_PASSWORD, me.userId);
      await t.db.db.update(sessions).set({ userAgent: CHROME_MAC }).where(eq(sessions.userId, me.userId));
    });

    it('lists own sessions with browser, IP, last seen and the current flag', async () => {
      const res = await me.inject({ method: 'GET', url: '/api/auth/sessions' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const list = res.json().data as { id: string; browser: string; ip: string; current: boolean; last_seen_at: string }[];
      expect(list).toHaveLength(2);
      expect(list.filter((s) => s.current)).toHaveLength(1);
      expect(list[0].browser).toBe('Chrome 131 on macOS');
      for (const s of list) {
        expect(s.ip).toMatch(/^10\./);
        expect(Number.isNaN(Date.parse(s.last_seen_at))).toBe(false);
        expect(s).not.toHaveProperty('token_hash');
        expect(s).not.toHaveProperty('csrf_token');
      }
    });

    it("another user's session id, an unknown id and a non-uuid are 404", async () => {
      const [theirs] = await t.db.db.select().from(sessions).where(eq(sessions.userId, stranger.userId));
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await me.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}` });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe(S.sessionNotFound);
      }
      expect((await stranger.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(200);
    });

    it('signs out one device', async () => {
      const list = (await me.inject({ method: 'GET', url: '/api/auth/sessions' })).json().data as { id: string; current: boolean }[];
      const phoneSession = list.find((s) => !s.current)!;
      const res = await me.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}` });
      expect(res.statusCode).toBe(200);
      expect((await phone.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    });

    it('signs out everywhere else, keeping this browser', async () => {
      const a = await signIn(t, me.email, ADMIN_PASSWORD, me.userId);
      const b = await signIn(t, me.email, ADMIN_PASSWORD, me.userId);
      const res = await me.inject({ method: 'DELETE', url: '/api/auth/sessions' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ signed_out: 2 });
      for (const gone of [a, b]) expect((await gone.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
      expect((await me.inject({ method: 'GET', url: '/api/auth/sessions' })).json().data).toHaveLength(1);
    });

    it('needs the CSRF token for deletes', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/sessions',
        headers: { origin: TEST_ORIGIN, cookie: me.cookie },
      });
      expect(res.statusCode).toBe(403);
    });

    it(
      'keeps the address TRUST_PROXY gives (X-Forwarded-For only with a trusted proxy)',
      async () => {
        const proxied = await createTestContext({ trustProxy: true });
        try {
          await loginAsAdmin(proxied, 'proxied@example.com');
          const res = await proxied.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '127.0.0.1',
            headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
            payload: { email: 'proxied@example.com', password: ADMIN_PASSWORD },
          });
          expect(res.statusCode).toBe(200);
          const rows = await proxied.db.db.select({ ip: sessions.ip }).from(sessions);
          expect(rows.map((r) => r.ip)).toContain('203.0.113.9');
        } finally {
          await proxied.close();
        }
        // Without a trusted proxy the header is ignored.
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.7',
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
          payload: { email: me.email, password: ADMIN_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        const ips = (await t.db.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, me.userId))).map((r) => r.ip);
        expect(ips).toContain('198.51.100.7');
        expect(ips).not.toContain('203.0.113.9');
      },
      BUILDS_OWN_APP_MS,
    );
  });

  describe('re-authentication before PII reveal', () => {
    const admin = useAdmin(t, 'revealer@example.com');
    let applicationId: string;
    beforeAll(async () => {
      const propertyId = (await createProperty(t)).id;
      applicationId = (await submitApplication(t, fullApplicationBody(propertyId, 'Avery Reveal', 'avery.reveal@example.com'))).id;
    });
    const reveal = () => admin.inject({ method: 'POST', url: `/api/admin/applications/${applicationId}/reveal` });
    const ageCheck = (minutes: number) =>
      t.db.db
        .update(sessions)
        .set({ authCheckedAt: new Date(Date.now() - minutes * 60 * 1000) })
        .where(eq(sessions.userId, admin.userId));

    it('reveals right after sign-in', async () => {
      expect((await reveal()).statusCode).toBe(200);
    });

    it('after 15 minutes asks for the password again (403 reauth_required), then reveals', async () => {
      await ageCheck(16);
      let res = await reveal();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: REAUTH_REQUIRED_CODE, message: S.reauthRequired });
      res = await admin.inject({ method: 'POST', url: '/api/auth/reauth', payload: { password: 'wrong-password' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: S.passwordWrong });
      res = await admin.inject({ method: 'POST', url: '/api/auth/reauth', payload: {} });
      expect(res.statusCode).toBe(400);
      res = await admin.inject({ method: 'POST', url: '/api/auth/reauth', payload: { password: ADMIN_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect((await reveal()).statusCode).toBe(200);
    });

    it('14 minutes is still fresh', async () => {
      await ageCheck(14);
      expect((await reveal()).statusCode).toBe(200);
    });
  });
});
