import { and, eq, lt } from 'drizzle-orm';
import { SECURITY_MESSAGES, type MfaStatus, type TotpSetup } from '@rentfront/shared';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { userTotp } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { markAuthChecked } from '../../../platform/auth/sessions';
import { verifyPassword } from '../../../platform/auth/password';
import { badRequest, conflict } from '../../../platform/http/errors';
import { findUserById } from '../users';
import { consumeRecoveryCode, countUnusedRecoveryCodes, deleteRecoveryCodes, issueRecoveryCodes } from './recovery-codes';
import { hasMfaEnabled } from './has-mfa';
import { getSecuritySettings } from './security-settings';
import { assertCodeStepOpen, recordCodeFailure, recordCodeSuccess } from './code-lock';
import { matchTotpStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';

export { hasMfaEnabled };

const ISSUER = 'Rentfront';

interface Actor {
  userId: string;
  sessionId: string;
  ip: string;
}

export async function getMfaStatus(ctx: AppContext, userId: string): Promise<MfaStatus> {
  const [enabled, left, settings] = await Promise.all([
    hasMfaEnabled(ctx.db, userId),
    countUnusedRecoveryCodes(ctx.db, userId),
    getSecuritySettings(ctx.db),
  ]);
  return { totp_enabled: enabled, recovery_codes_left: enabled ? left : 0, require_mfa: settings.require_mfa };
}

/** POST /api/auth/mfa/totp/setup: a new pending secret (replacing an unconfirmed one). */
export async function setupTotp(ctx: AppContext, userId: string): Promise<TotpSetup> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw badRequest(SECURITY_MESSAGES.mfaNotSetUp);
  if (await hasMfaEnabled(ctx.db, userId)) throw conflict(SECURITY_MESSAGES.mfaAlreadyEnabled);
  const secret = newTotpSecret();
  const stored = ctx.pii.encrypt(secret);
  await ctx.db
    .insert(userTotp)
    .values({ userId, secret: stored, enabledAt: null, lastUsedStep: 0 })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret: stored, enabledAt: null, lastUsedStep: 0, createdAt: new Date() } });
  const url = otpauthUrl(secret, user.email, ISSUER);
  return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
}

/**
 * Checks a TOTP code of the user's secret (pending or enabled) and burns its time step: the
 * conditional UPDATE accepts each step once, so a code seen over a shoulder cannot be replayed.
 */
export async function verifyTotpCode(ctx: AppContext, db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  if (!row) return false;
  const step = matchTotpStep(ctx.pii.decrypt(row.secret), code);
  if (step === null) return false;
  const burned = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(userTotp.userId, userId), lt(userTotp.lastUsedStep, step)))
    .returning({ userId: userTotp.userId });
  return burned.length > 0;
}

async function matchSecondFactor(ctx: AppContext, userId: string, input: { code?: string; recovery_code?: string }) {
  if (input.code !== undefined) return (await verifyTotpCode(ctx, ctx.db, userId, input.code)) ? 'totp' : null;
  if (input.recovery_code !== undefined)
    return (await consumeRecoveryCode(ctx, ctx.db, userId, input.recovery_code)) ? 'recovery_code' : null;
  return null;
}

/**
 * A code of the user's enabled factor: TOTP or, instead, one unused recovery code (used up on
 * success). Shut while the account is locked (423); wrong codes in a row count toward the lock.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  userId: string,
  input: { code?: string; recovery_code?: string },
  ip: string | undefined,
): Promise<'totp' | 'recovery_code' | null> {
  await assertCodeStepOpen(ctx.db, userId);
  const method = await matchSecondFactor(ctx, userId, input);
  if (method) await recordCodeSuccess(ctx.db, userId);
  else await recordCodeFailure(ctx, userId, ip);
  return method;
}

/** The current password of the signed-in user, or a 400 on its field (the form keeps the rest). */
async function checkPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(SECURITY_MESSAGES.passwordWrong, { password: SECURITY_MESSAGES.passwordWrong });
  }
}

/**
 * POST /api/auth/mfa/totp/enable: the password proves the person (a stolen session cannot enrol
 * its own app and lock the owner out), the first code proves the app holds the secret.
 */
export async function enableTotp(ctx: AppContext, actor: Actor, input: { code: string; password: string }): Promise<string[]> {
  await checkPassword(ctx, actor.userId, input.password);
  const [row] = await ctx.db.select().from(userTotp).where(eq(userTotp.userId, actor.userId)).limit(1);
  if (!row) throw badRequest(SECURITY_MESSAGES.mfaNotSetUp);
  if (row.enabledAt) throw conflict(SECURITY_MESSAGES.mfaAlreadyEnabled);
  // Not counted toward the lock: the pending secret was just shown to this very session.
  if (!(await verifyTotpCode(ctx, ctx.db, actor.userId, input.code))) {
    throw badRequest(SECURITY_MESSAGES.mfaCodeInvalid, { code: SECURITY_MESSAGES.mfaCodeInvalid });
  }
  return ctx.db.transaction(async (tx) => {
    await tx.update(userTotp).set({ enabledAt: new Date(), failedCodes: 0, lockedAt: null }).where(eq(userTotp.userId, actor.userId));
    const codes = await issueRecoveryCodes(ctx, tx, actor.userId);
    await markAuthChecked(tx, actor.sessionId);
    await writeAudit(tx, { actorId: actor.userId, action: 'auth.mfa_enabled', entityType: 'user', entityId: actor.userId, ip: actor.ip });
    return codes;
  });
}

/** DELETE /api/auth/mfa/totp: the password and a code (or a recovery code) both, as the issue asks. */
export async function disableTotp(
  ctx: AppContext,
  actor: Actor,
  input: { password: string; code?: string; recovery_code?: string },
): Promise<void> {
  await checkPassword(ctx, actor.userId, input.password);
  if (!(await hasMfaEnabled(ctx.db, actor.userId))) throw conflict(SECURITY_MESSAGES.mfaNotEnabled);
  if ((await getSecuritySettings(ctx.db)).require_mfa) throw conflict(SECURITY_MESSAGES.mfaRequiredCannotDisable);
  if (!(await verifySecondFactor(ctx, actor.userId, input, actor.ip))) {
    const field = input.code !== undefined ? 'code' : 'recovery_code';
    const message = field === 'code' ? SECURITY_MESSAGES.mfaCodeInvalid : SECURITY_MESSAGES.recoveryCodeInvalid;
    throw badRequest(message, { [field]: message });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, actor.userId));
    await deleteRecoveryCodes(tx, actor.userId);
    await markAuthChecked(tx, actor.sessionId);
    await writeAudit(tx, { actorId: actor.userId, action: 'auth.mfa_disabled', entityType: 'user', entityId: actor.userId, ip: actor.ip });
  });
}

/**
 * POST /api/auth/mfa/recovery-codes: ten new codes for a user whose codes ran low or were seen.
 * The password and a current code both (as for turning TOTP off); the old codes, used or not,
 * stop working in the same transaction.
 */
export async function regenerateRecoveryCodes(ctx: AppContext, actor: Actor, input: { password: string; code: string }): Promise<string[]> {
  await checkPassword(ctx, actor.userId, input.password);
  if (!(await hasMfaEnabled(ctx.db, actor.userId))) throw conflict(SECURITY_MESSAGES.mfaNotEnabled);
  if (!(await verifySecondFactor(ctx, actor.userId, { code: input.code }, actor.ip))) {
    throw badRequest(SECURITY_MESSAGES.mfaCodeInvalid, { code: SECURITY_MESSAGES.mfaCodeInvalid });
  }
  return ctx.db.transaction(async (tx) => {
    const codes = await issueRecoveryCodes(ctx, tx, actor.userId);
    await markAuthChecked(tx, actor.sessionId);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'auth.recovery_codes_regenerated',
      entityType: 'user',
      entityId: actor.userId,
      ip: actor.ip,
    });
    return codes;
  });
}
