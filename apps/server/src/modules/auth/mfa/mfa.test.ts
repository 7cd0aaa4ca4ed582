import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MFA_SETUP_REQUIRED_CODE, SECURITY_MESSAGES as S } from '@rentfront/shared';
import { auditLog, mfaChallenges, mfaRecoveryCodes, sessions, userTotp } from '../../../db/schema';
import { TEST_ORIGIN } from '../../../test/context';
import { ADMIN_PASSWORD, loginAsAdmin, postLogin, type Agent } from '../../../test/http';
import { challengeOf, forgetUsedSteps, postLoginCode, turnOnTotp } from './test-helpers';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from './totp';
import { useAdmin, useTestContext } from '../../../test/app';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

describe('two-factor sign-in (TOTP)', () => {
  const t = useTestContext();

  const passwordStep = (email: string, password = ADMIN_PASSWORD) => postLogin(t, { email, password });
  const codeStep = (challenge: string | undefined, payload: object) => postLoginCode(t, challenge, payload);

  /** A signed-in admin with TOTP enabled; returns its secret and recovery codes. */
  async function adminWithTotp(email: string) {
    const agent = await loginAsAdmin(t, email);
    return { agent, ...(await turnOnTotp(t, agent)) };
  }

  it('every account route needs a session (401)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/auth/mfa'],
      ['POST', '/api/auth/mfa/totp/setup'],
      ['POST', '/api/auth/mfa/totp/enable', { code: '123456', password: 'x' }],
      ['DELETE', '/api/auth/mfa/totp', { password: 'x', code: '123456' }],
      ['GET', '/api/admin/security-settings'],
      ['PUT', '/api/admin/security-settings', { require_mfa: true }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN }, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('setup and enable', () => {
    let agent: Agent;
    let secret: string;
    beforeAll(async () => {
      agent = await loginAsAdmin(t, 'setup@example.com');
    });

    it('enable before setup is 400', async () => {
      const res = await agent.inject({
        method: 'POST',
        url: '/api/auth/mfa/totp/enable',
        payload: { code: '123456', password: ADMIN_PASSWORD },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(S.mfaNotSetUp);
    });

    it('setup gives a secret, an otpauth URL and a QR code; the secret is stored encrypted', async () => {
      const res = await agent.inject({ method: 'POST', url: '/api/auth/mfa/totp/setup' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json().data;
      secret = data.secret;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Rentfront:setup%40example\.com\?/);
      expect(data.otpauth_url).toContain(`secret=${secret}`);
      expect(data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
      const [row] = await t.db.db.select().from(userTotp).where(eq(userTotp.userId, agent.userId));
      expect(row.secret).toMatch(/^enc:/);
      expect(row.secret).not.toContain(secret);
      expect(row.enabledAt).toBeNull();
      // Pending: sign-in still needs only the password.
      const login = await passwordStep('setup@example.com');
      expect(login.json().mfa_required).toBeUndefined();
      expect((await agent.inject({ method: 'GET', url: '/api/auth/mfa' })).json().data).toMatchObject({ totp_enabled: false });
    });

    it('validates the code: required, 6 digits, and a wrong code', async () => {
      let res = await agent.inject({ method: 'POST', url: '/api/auth/mfa/totp/enable', payload: {} });
      expect(res.statusCode).toBe(400);
      res = await agent.inject({ method: 'POST', url: '/api/auth/mfa/totp/enable', payload: { code: '12ab56', password: ADMIN_PASSWORD } });
      expect(res.json().errors.code).toBe(S.mfaCodeFormat);
      const wrong = totpCodeAt(secret, Date.now() + 10 * STEP_MS);
      res = await agent.inject({ method: 'POST', url: '/api/auth/mfa/totp/enable', payload: { code: wrong, password: ADMIN_PASSWORD } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe(S.mfaCodeInvalid);
    });

    it('enables with a right code and returns ten recovery codes, stored hashed', async () => {
      const res = await agent.inject({
        method: 'POST',
        url: '/api/auth/mfa/totp/enable',
        payload: { code: totpCodeAt(secret), password: ADMIN_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const codes = res.json().data.recovery_codes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const rows = await t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, agent.userId));
      expect(rows).toHaveLength(10);
      for (const row of rows) expect(codes.map((c) => c.replace('-', ''))).not.toContain(row.codeHash);
      expect((await agent.inject({ method: 'GET', url: '/api/auth/mfa' })).json().data).toEqual({
        totp_enabled: true,
        recovery_codes_left: 10,
        require_mfa: false,
      });
      // Again: 409, both setup and enable.
      expect((await agent.inject({ method: 'POST', url: '/api/auth/mfa/totp/setup' })).statusCode).toBe(409);
      const again = await agent.inject({
        method: 'POST',
        url: '/api/auth/mfa/totp/enable',
        payload: { code: totpCodeAt(secret), password: ADMIN_PASSWORD },
      });
      expect(again.statusCode).toBe(409);
      const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'auth.mfa_enabled'));
      expect(audit.map((a) => a.actorId)).toContain(agent.userId);
    });
  });

  describe('sign-in in two steps', () => {
    let user: Awaited<ReturnType<typeof adminWithTotp>>;
    beforeAll(async () => {
      user = await adminWithTotp('twostep@example.com');
    });

    it('a right password gives no session, only a challenge cookie; admin calls stay 401', async () => {
      const res = await passwordStep('twostep@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, mfa_required: true, user: null, csrf_token: null });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const challenge = res.cookies.find((c) => c.name === 'mfa_pending')!;
      expect(challenge.httpOnly).toBe(true);
      expect(challenge.maxAge).toBe(300);
      const admin = await t.app.inject({
        method: 'GET',
        url: '/api/admin/applications',
        headers: { cookie: `mfa_pending=${challenge.value}` },
      });
      expect(admin.statusCode).toBe(401);
      // Only the hash is stored.
      const rows = await t.db.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.agent.userId));
      expect(rows.some((r) => r.tokenHash === challenge.value)).toBe(false);
    });

    it('a wrong password is the usual 401 and starts no challenge', async () => {
      const res = await passwordStep('twostep@example.com', 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
      expect(challengeOf(res)).toBeUndefined();
    });

    it('the code step opens the session; the same code cannot be replayed', async () => {
      const first = challengeOf(await passwordStep('twostep@example.com'));
      const code = totpCodeAt(user.secret);
      const res = await codeStep(first, { code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.loginSuccess, user: { email: 'twostep@example.com' } });
      const sid = res.cookies.find((c) => c.name === 'sid')!.value;
      const cleared = res.cookies.find((c) => c.name === 'mfa_pending');
      expect(cleared?.value).toBe('');
      const admin = await t.app.inject({ method: 'GET', url: '/api/admin/applications', headers: { cookie: `sid=${sid}` } });
      expect(admin.statusCode).toBe(200);
      // The challenge is used up.
      expect((await codeStep(first, { code: totpCodeAt(user.secret, Date.now() + STEP_MS) })).statusCode).toBe(401);
      // Replay: the same code with a new challenge.
      const second = challengeOf(await passwordStep('twostep@example.com'));
      const replay = await codeStep(second, { code });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().errors).toEqual({ code: S.mfaCodeInvalid });
      await forgetUsedSteps(t, user.agent.userId);
    });

    it('a recovery code signs in once', async () => {
      const [recovery] = user.recoveryCodes;
      let res = await codeStep(challengeOf(await passwordStep('twostep@example.com')), { recovery_code: recovery.toUpperCase() });
      expect(res.statusCode).toBe(200);
      res = await codeStep(challengeOf(await passwordStep('twostep@example.com')), { recovery_code: recovery });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ recovery_code: S.recoveryCodeInvalid });
      const status = await user.agent.inject({ method: 'GET', url: '/api/auth/mfa' });
      expect(status.json().data.recovery_codes_left).toBe(9);
    });

    it('missing, tampered and expired challenges are 401 with a clear message', async () => {
      const code = totpCodeAt(user.secret);
      for (const challenge of [undefined, 'tampered-token', 'x'.repeat(500)]) {
        const res = await codeStep(challenge, { code });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(S.mfaChallengeExpired);
      }
      const expiring = challengeOf(await passwordStep('twostep@example.com'));
      await t.db.db
        .update(mfaChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(mfaChallenges.userId, user.agent.userId));
      expect((await codeStep(expiring, { code })).statusCode).toBe(401);
    });

    it('validates the body: neither code nor recovery code, a badly formed code', async () => {
      const challenge = challengeOf(await passwordStep('twostep@example.com'));
      let res = await codeStep(challenge, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe(S.mfaCodeRequired);
      res = await codeStep(challenge, { code: '1234567' });
      expect(res.json().errors.code).toBe(S.mfaCodeFormat);
      res = await codeStep(challenge, { recovery_code: 'r'.repeat(65) });
      expect(res.statusCode).toBe(400);
    });
  });

  it('wrong codes are throttled like passwords: 10 per account in 15 minutes, then 429 even for a right one', async () => {
    const user = await adminWithTotp('throttled@example.com');
    const challenge = challengeOf(await passwordStep('throttled@example.com'));
    const wrong = totpCodeAt(user.secret, Date.now() + 10 * STEP_MS);
    // The account's budget of 10 code checks: one went on enabling, each from a new address.
    for (let i = 0; i < 9; i++) expect((await codeStep(challenge, { code: wrong })).statusCode).toBe(400);
    const res = await codeStep(challenge, { code: totpCodeAt(user.secret) });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toBe(S.mfaTooManyAttempts);
    const failures = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'auth.mfa_failed'));
    expect(failures.filter((f) => f.actorId === user.agent.userId)).toHaveLength(9);
  });

  describe('disable', () => {
    let user: Awaited<ReturnType<typeof adminWithTotp>>;
    beforeAll(async () => {
      user = await adminWithTotp('disabler@example.com');
    });
    const disable = (payload: object) => user.agent.inject({ method: 'DELETE', url: '/api/auth/mfa/totp', payload });

    it('needs the password and a code', async () => {
      let res = await disable({ password: ADMIN_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe(S.mfaCodeRequired);
      res = await disable({ code: totpCodeAt(user.secret) });
      expect(res.json().errors.password).toBe(S.passwordRequired);
      res = await disable({ password: 'wrong-password', code: totpCodeAt(user.secret) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: S.passwordWrong });
      res = await disable({ password: ADMIN_PASSWORD, code: totpCodeAt(user.secret, Date.now() + 10 * STEP_MS) });
      expect(res.json().errors).toEqual({ code: S.mfaCodeInvalid });
    });

    it('is refused while the site requires MFA', async () => {
      const owner = user.agent;
      expect((await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: true } })).statusCode).toBe(
        200,
      );
      const res = await disable({ password: ADMIN_PASSWORD, code: totpCodeAt(user.secret) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(S.mfaRequiredCannotDisable);
      await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: false } });
      await forgetUsedSteps(t, owner.userId);
    });

    it('turns TOTP off and deletes the recovery codes; sign-in is one step again', async () => {
      const res = await disable({ password: ADMIN_PASSWORD, code: totpCodeAt(user.secret) });
      expect(res.statusCode).toBe(200);
      expect(await t.db.db.select().from(userTotp).where(eq(userTotp.userId, user.agent.userId))).toHaveLength(0);
      expect(await t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.agent.userId))).toHaveLength(0);
      const login = await passwordStep('disabler@example.com');
      expect(login.json().mfa_required).toBeUndefined();
      expect(login.cookies.find((c) => c.name === 'sid')).toBeDefined();
      expect((await disable({ password: ADMIN_PASSWORD, code: '123456' })).statusCode).toBe(409);
    });
  });

  describe('security settings: require MFA for everyone', () => {
    let owner: Agent;
    const plain = useAdmin(t, 'no-mfa@example.com');
    beforeAll(async () => {
      owner = (await adminWithTotp('owner-settings@example.com')).agent;
    });
    afterAll(async () => {
      await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: false } });
    });

    it('GET answers the default, PUT validates and stores', async () => {
      expect((await owner.inject({ method: 'GET', url: '/api/admin/security-settings' })).json().data).toEqual({ require_mfa: false });
      let res = await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: 'yes' } });
      expect(res.statusCode).toBe(400);
      res = await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: {} });
      expect(res.statusCode).toBe(400);
      // Turning it on without having it would lock the owner out.
      res = await plain.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: true } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(S.requireMfaOwnFirst);
      res = await owner.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { require_mfa: true } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ require_mfa: true });
      expect((await owner.inject({ method: 'GET', url: '/api/admin/security-settings' })).json().data).toEqual({ require_mfa: true });
      const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'settings.security_updated'));
      expect(audit.map((a) => a.actorId)).toContain(owner.userId);
    });

    it('a user without MFA is signed in, told to set it up, and reaches no admin route until it is on', async () => {
      const res = await passwordStep('no-mfa@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, mfa_setup_required: true });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeDefined();
      const refused = await plain.inject({ method: 'GET', url: '/api/admin/applications' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: MFA_SETUP_REQUIRED_CODE, message: S.mfaSetupNeeded });
      expect((await plain.inject({ method: 'GET', url: '/api/user/profile/' })).statusCode).toBe(403);
      // The way out stays open.
      const setup = await plain.inject({ method: 'POST', url: '/api/auth/mfa/totp/setup' });
      expect(setup.statusCode).toBe(200);
      const code = totpCodeAt(setup.json().data.secret);
      expect(
        (await plain.inject({ method: 'POST', url: '/api/auth/mfa/totp/enable', payload: { code, password: ADMIN_PASSWORD } })).statusCode,
      ).toBe(200);
      expect((await plain.inject({ method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(200);
    });

    it('a user with MFA gets the code step as usual', async () => {
      await adminWithTotp('has-mfa@example.com');
      const res = await passwordStep('has-mfa@example.com');
      expect(res.json()).toMatchObject({ mfa_required: true });
      expect(res.json().mfa_setup_required).toBeUndefined();
    });
  });

  it('a session opened with a code counts as a fresh check for PII reveals', async () => {
    const user = await adminWithTotp('fresh@example.com');
    const res = await codeStep(challengeOf(await passwordStep('fresh@example.com')), { code: totpCodeAt(user.secret) });
    const sid = res.cookies.find((c) => c.name === 'sid')!.value;
    const mine = await t.db.db.select().from(sessions).where(eq(sessions.userId, user.agent.userId));
    expect(mine.every((s) => Date.now() - s.authCheckedAt.getTime() < 60_000)).toBe(true);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('wrong codes from one address', () => {
  const t = useTestContext();

  it('are limited to 20 per address across accounts, before the challenge is even looked up', async () => {
    const ip = '203.0.113.77';
    const post = () => postLoginCode(t, 'guess', { code: '000000' }, ip);
    for (let i = 0; i < 20; i++) expect((await post()).statusCode).toBe(401);
    expect((await post()).statusCode).toBe(429);
  });
});
