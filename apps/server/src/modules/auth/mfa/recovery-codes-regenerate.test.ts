import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES as S } from '@rentfront/shared';
import { auditLog, mfaRecoveryCodes } from '../../../db/schema';
import { TEST_ORIGIN } from '../../../test/context';
import { ADMIN_PASSWORD, loginAsRole, type Agent } from '../../../test/http';
import { signInWithCode, turnOnTotp } from './test-helpers';
import { totpCodeAt } from './totp';
import { useTestContext } from '../../../test/app';

describe('POST /api/auth/mfa/recovery-codes: ten new recovery codes', () => {
  const t = useTestContext();

  const URL = '/api/auth/mfa/recovery-codes';
  /** Lets the current step's code be accepted again (tests only: real time moves on). */
  const regenerate = (who: Agent, payload: unknown) => who.inject({ method: 'POST', url: URL, payload: payload as object });

  async function withTotp(role: 'owner' | 'manager' | 'agent') {
    const agent = await loginAsRole(t, role);
    const { secret, recoveryCodes } = await turnOnTotp(t, agent);
    return { agent, secret, codes: recoveryCodes };
  }
  const signInWithRecovery = (email: string, recovery_code: string) => signInWithCode(t, email, { recovery_code });

  it('401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { origin: TEST_ORIGIN },
      payload: { password: 'x', code: '123456' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('replaces the codes for every role: ten new ones, the old ones (used or not) dead, audited', async () => {
    for (const role of ['owner', 'manager', 'agent'] as const) {
      const { agent, secret, codes } = await withTotp(role);
      // One old code used up first: it must not come back as unused either.
      expect((await signInWithRecovery(agent.email, codes[0])).statusCode).toBe(200);

      const res = await regenerate(agent, { password: ADMIN_PASSWORD, code: totpCodeAt(secret) });
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().message).toBe(S.recoveryCodesRegenerated);
      const fresh = res.json().data.recovery_codes as string[];
      expect(fresh).toHaveLength(10);
      expect(new Set(fresh).size).toBe(10);
      expect(fresh.some((c) => codes.includes(c))).toBe(false);

      const stored = await t.db.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, agent.userId));
      expect(stored).toHaveLength(10);
      expect(stored.every((r) => r.usedAt === null)).toBe(true);
      expect(JSON.stringify(stored)).not.toContain(fresh[0]);
      expect((await agent.inject({ method: 'GET', url: '/api/auth/mfa' })).json().data.recovery_codes_left).toBe(10);

      const old = await signInWithRecovery(agent.email, codes[1]);
      expect(old.statusCode).toBe(400);
      expect((await signInWithRecovery(agent.email, fresh[0])).statusCode).toBe(200);

      const audit = await t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, agent.userId), eq(auditLog.action, 'auth.recovery_codes_regenerated')));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0].details ?? {})).not.toMatch(/[a-z2-9]{5}-[a-z2-9]{5}/);
    }
  });

  it('validates: password and a 6-digit code required; a wrong password or code keeps the old codes', async () => {
    const { agent, secret, codes } = await withTotp('owner');
    const cases: [unknown, string, string][] = [
      [{ code: '123456' }, 'password', S.passwordRequired],
      [{ password: '', code: '123456' }, 'password', S.passwordRequired],
      [{ password: ADMIN_PASSWORD }, 'code', S.mfaCodeRequired],
      [{ password: ADMIN_PASSWORD, code: '12345' }, 'code', S.mfaCodeFormat],
      [{ password: ADMIN_PASSWORD, code: 'abcdef' }, 'code', S.mfaCodeFormat],
    ];
    for (const [payload, field, message] of cases) {
      const res = await regenerate(agent, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    let res = await regenerate(agent, { password: 'not-my-password', code: totpCodeAt(secret) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: S.passwordWrong });
    const wrongCode = totpCodeAt(secret) === '000000' ? '111111' : '000000';
    res = await regenerate(agent, { password: ADMIN_PASSWORD, code: wrongCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: S.mfaCodeInvalid });
    // A code already used (replay) is refused too.
    expect((await regenerate(agent, { password: ADMIN_PASSWORD, code: totpCodeAt(secret) })).statusCode).toBe(200);
    res = await regenerate(agent, { password: ADMIN_PASSWORD, code: totpCodeAt(secret) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: S.mfaCodeInvalid });
    expect((await signInWithRecovery(agent.email, codes[2])).statusCode).toBe(400);
  });

  it('409 without two-factor on', async () => {
    const plain = await loginAsRole(t, 'agent');
    const res = await regenerate(plain, { password: ADMIN_PASSWORD, code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(S.mfaNotEnabled);
  });

  it('wrong codes share the code budget: 429 after 10 in 15 minutes', async () => {
    const { agent, secret } = await withTotp('manager');
    const wrong = totpCodeAt(secret) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await regenerate(agent, { password: ADMIN_PASSWORD, code: wrong })).statusCode);
    // Turning TOTP on spent one of the ten.
    expect(statuses).toEqual([...Array<number>(9).fill(400), 429, 429]);
  });
});
