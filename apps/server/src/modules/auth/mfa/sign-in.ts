import { SECURITY_MESSAGES, type LoginMfaInput } from '@rentfront/shared';
import type { AppContext } from '../../../context';
import { writeAudit } from '../../../platform/audit';
import { createSession, type SessionClient } from '../../../platform/auth/sessions';
import { badRequest, unauthorized } from '../../../platform/http/errors';
import { findUserById, toPublicUser, type UserRow } from '../users';
import { createMfaChallenge, deleteMfaChallenge, findMfaChallenge } from './challenge';
import { hasMfaEnabled, verifySecondFactor } from './service';
import { getSecuritySettings } from './security-settings';

/**
 * What follows a correct password: `code` (TOTP is on: no session yet), `setup` (the site requires
 * MFA and this user has none: signed in, but led to the setup first) or nothing more.
 */
export async function secondFactorStep(ctx: AppContext, userId: string): Promise<'code' | 'setup' | null> {
  if (await hasMfaEnabled(ctx.db, userId)) return 'code';
  return (await getSecuritySettings(ctx.db)).require_mfa ? 'setup' : null;
}

/** The pending state after the password step: a token for the short-lived cookie. */
export function startMfaSignIn(ctx: AppContext, user: UserRow): Promise<string> {
  return createMfaChallenge(ctx.db, user.id);
}

/** The user a challenge cookie names, or 401 when it is missing, tampered or expired. */
export async function requireMfaChallenge(ctx: AppContext, token: string | undefined) {
  const challenge = await findMfaChallenge(ctx.db, token);
  if (!challenge) throw unauthorized(SECURITY_MESSAGES.mfaChallengeExpired);
  return challenge;
}

/**
 * POST /api/auth/login/mfa: a right code ends the challenge and opens the real session (its
 * password and second-factor check counted as just done). A wrong one is a field message; the
 * route's rate limits throttle guessing like wrong passwords, and 20 in a row lock the code step
 * (code-lock.ts).
 */
export async function completeMfaSignIn(
  ctx: AppContext,
  challenge: { id: string; userId: string },
  input: LoginMfaInput,
  client: SessionClient,
) {
  const method = await verifySecondFactor(ctx, challenge.userId, input, client.ip);
  if (!method) {
    const field = input.code !== undefined ? 'code' : 'recovery_code';
    const message = field === 'code' ? SECURITY_MESSAGES.mfaCodeInvalid : SECURITY_MESSAGES.recoveryCodeInvalid;
    await writeAudit(ctx.db, {
      actorId: challenge.userId,
      action: 'auth.mfa_failed',
      entityType: 'user',
      entityId: challenge.userId,
      ip: client.ip,
    });
    throw badRequest(message, { [field]: message });
  }
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user) throw unauthorized(SECURITY_MESSAGES.mfaChallengeExpired);
  await deleteMfaChallenge(ctx.db, challenge.id);
  const session = await createSession(ctx.db, user.id, client);
  await writeAudit(ctx.db, {
    actorId: user.id,
    action: 'auth.mfa_signed_in',
    entityType: 'user',
    entityId: user.id,
    details: { method },
    ip: client.ip,
  });
  return { user: toPublicUser(user), sessionToken: session.token, csrfToken: session.csrfToken };
}
