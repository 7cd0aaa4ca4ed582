// Two-factor steps the server tests share (not a test file itself).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { userTotp } from '../../../db/schema';
import { TEST_ORIGIN, type TestContext } from '../../../test/context';
import { ADMIN_PASSWORD, freshIp, postLogin, type Agent } from '../../../test/http';
import { totpCodeAt } from './totp';

/** Lets a code of the current step be accepted again (tests only: real time moves on). */
export function forgetUsedSteps(t: TestContext, userId: string) {
  return t.db.db.update(userTotp).set({ lastUsedStep: 0 }).where(eq(userTotp.userId, userId));
}

/**
 * Turns TOTP on for a signed-in account (setup, then enable with a code and the password), then
 * forgets the code it used so the test may sign in with one right away.
 */
export async function turnOnTotp(t: TestContext, who: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = (await who.inject({ method: 'POST', url: '/api/auth/mfa/totp/setup' })).json().data.secret as string;
  const enable = await who.inject({
    method: 'POST',
    url: '/api/auth/mfa/totp/enable',
    payload: { code: totpCodeAt(secret), password: ADMIN_PASSWORD },
  });
  expect(enable.statusCode).toBe(200);
  await forgetUsedSteps(t, who.userId);
  return { secret, recoveryCodes: enable.json().data.recovery_codes as string[] };
}

/** The challenge cookie the password step sets when a code is still to come. */
export function challengeOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === 'mfa_pending')?.value;
}

/** The code step of the sign-in, carrying the challenge (none when undefined). */
export function postLoginCode(t: TestContext, challenge: string | undefined, payload: object, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/mfa',
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, ...(challenge ? { cookie: `mfa_pending=${challenge}` } : {}) },
    payload,
  });
}

/** Both sign-in steps from one address: the password, then `payload` (a code or a recovery code). */
export async function signInWithCode(t: TestContext, email: string, payload: object) {
  const ip = freshIp();
  const challenge = challengeOf(await postLogin(t, { email, password: ADMIN_PASSWORD }, { ip }));
  expect(challenge).toBeTruthy();
  return postLoginCode(t, challenge, payload, ip);
}
