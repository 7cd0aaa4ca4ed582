import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, isValidEmail, resetPasswordSchema, SECURITY_MESSAGES, type PublicUser } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createSession, deleteUserSessions, type SessionClient } from '../../platform/auth/sessions';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/password';
import { consumeToken, issueToken, peekToken, revokeTokens } from '../../platform/auth/tokens';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { UserRole } from '@rentfront/shared';
import { firstAdminEmail, passwordResetEmail, verificationEmail } from './emails';
import { clearCodeLock } from './mfa/code-lock';
import { secondFactorStep, startMfaSignIn } from './mfa/sign-in';
import { findUserByEmail, findUserById, toPublicUser, type UserRow } from './users';

export type LoginResult =
  | {
      kind: 'session';
      user: PublicUser;
      sessionToken: string;
      csrfToken: string;
      expiresAt: Date;
      /** The site requires MFA and this user has none: the client leads to its setup first. */
      mfaSetupRequired: boolean;
    }
  /** TOTP is on: no session until POST /api/auth/login/mfa; the token goes in a short-lived cookie. */
  | { kind: 'mfa'; challengeToken: string };

export async function login(ctx: AppContext, email: string, password: string, client?: SessionClient | string): Promise<LoginResult> {
  const user = await findUserByEmail(ctx.db, email);
  // Same work whether the account is missing, has no password yet or is disabled (ADR 0022), so
  // timing tells nothing.
  if (!user || !user.passwordHash || !user.isActive) {
    await burnPasswordCheck(password);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (!user.isVerified) {
    await sendVerification(ctx, user);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  const next = await secondFactorStep(ctx, user.id);
  if (next === 'code') return { kind: 'mfa', challengeToken: await startMfaSignIn(ctx, user) };
  const session = await createSession(ctx.db, user.id, client);
  return {
    kind: 'session',
    user: toPublicUser(user),
    sessionToken: session.token,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
    mfaSetupRequired: next === 'setup',
  };
}

export async function sendVerification(ctx: AppContext, user: UserRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'verify_email');
    await enqueueEmail(tx, { to: user.email, ...verificationEmail(ctx.config, user.fullName, token) });
  });
  ctx.mailer.kick();
}

/** Always resolves the same way whether or not the address exists (or is disabled: it gets no link). */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.isActive) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset_password');
    await enqueueEmail(tx, { to: user.email, ...passwordResetEmail(ctx.config, user.fullName, token) });
  });
  ctx.mailer.kick();
}

export function checkNewPassword(password: string): void {
  if (isCommonPassword(password)) {
    const message = SECURITY_MESSAGES.passwordTooCommon;
    throw badRequest(message, { new_password: message });
  }
}

/** Returns the account's id (for the audit entry). */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<string> {
  checkNewPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset_password');
    if (!userId) throw badRequest(AUTH_MESSAGES.resetInvalid);
    // The link reached the inbox, so the address is proven too. A disabled account's links are
    // dead (staff/service.ts revokes them on disabling; this catches any left over).
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    if (!updated) throw badRequest(AUTH_MESSAGES.resetInvalid);
    // Every other reset link of this user dies with the old password, and so does every session.
    await revokeTokens(tx, userId, 'reset_password');
    await deleteUserSessions(tx, userId);
    // Whoever reset it holds the inbox: a two-factor lock (20 wrong codes) opens again.
    await clearCodeLock(tx, userId);
    return userId;
  });
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const row = await peekToken(ctx.db, token, 'verify_email');
  if (!row) throw badRequest(AUTH_MESSAGES.verifyInvalid);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw badRequest(AUTH_MESSAGES.verifyInvalid);
  if (user.isVerified) throw conflict(AUTH_MESSAGES.verifyAlready);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify_email');
    if (!userId) throw badRequest(AUTH_MESSAGES.verifyInvalid);
    await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

export interface CreateAdminInput {
  email: string;
  fullName?: string;
  password?: string;
  /** False: the account must confirm its address first (a verification link is e-mailed). */
  verified?: boolean;
  /** Default owner: the first account of an office, or a scripted setup (ADR 0022). */
  role?: UserRole;
}

/**
 * Creates a verified staff account (an owner unless `role` says otherwise). Without a password the account has none until the one-time link
 * (24 h) that is returned, logged by the caller and e-mailed is used.
 */
export async function createAdmin(ctx: Pick<AppContext, 'db' | 'config'>, input: CreateAdminInput) {
  // The CLI and ADMIN_* variables reach here without a request schema: apply the same rules.
  const email = input.email.trim();
  if (!isValidEmail(email) || email.length > 254)
    throw badRequest(`"${email}" is not a valid e-mail address`, { email: 'Please enter a valid email address' });
  if (await findUserByEmail(ctx.db, email)) throw new AppError(409, `A user with e-mail ${email} already exists`);
  if (input.password !== undefined) {
    const parsed = resetPasswordSchema.shape.new_password.safeParse(input.password);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message, { password: parsed.error.issues[0].message });
    checkNewPassword(input.password);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const fullName = input.fullName?.trim() || 'Admin';
  return ctx.db.transaction(async (tx) => {
    const isVerified = input.verified ?? true;
    const [user] = await tx
      .insert(users)
      .values({ email, fullName, passwordHash, role: input.role ?? 'owner', isVerified })
      .returning();
    let setupLink: string | undefined;
    if (!isVerified) {
      const token = await issueToken(tx, user.id, 'verify_email');
      await enqueueEmail(tx, { to: user.email, ...verificationEmail(ctx.config, fullName, token) });
    }
    if (!passwordHash) {
      const token = await issueToken(tx, user.id, 'reset_password', 24 * 60 * 60 * 1000);
      setupLink = `${ctx.config.publicUrl}/reset-password/${token}`;
      await enqueueEmail(tx, { to: user.email, ...firstAdminEmail(ctx.config, fullName, token) });
    }
    return { user, setupLink };
  });
}

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
  return rows.length > 0;
}

/**
 * On start: when there is no admin, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or with no
 * password and a one-time setup link. Returns the link so main can print it.
 */
export async function ensureFirstAdmin(
  ctx: Pick<AppContext, 'db' | 'config'>,
): Promise<{ created: boolean; email?: string; setupLink?: string }> {
  if (await adminExists(ctx.db)) return { created: false };
  const email = ctx.config.adminEmail ?? 'admin@rentfront.local';
  try {
    const { setupLink } = await createAdmin(ctx, { email, password: ctx.config.adminPassword, fullName: 'Admin' });
    return { created: true, email, setupLink };
  } catch (err) {
    // Several servers starting together on a new database: another one created it just now.
    if (await adminExists(ctx.db)) return { created: false };
    throw err;
  }
}
