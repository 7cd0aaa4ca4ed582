import { and, asc, eq, ne } from 'drizzle-orm';
import {
  STAFF_MESSAGES as M,
  type InviteAcceptInput,
  type StaffInviteInput,
  type StaffMember,
  type StaffUpdateInput,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/password';
import { deleteUserSessions } from '../../platform/auth/sessions';
import { consumeToken, issueToken, revokeTokens, TOKEN_PURPOSES } from '../../platform/auth/tokens';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { checkNewPassword } from '../auth/service';
import { findUserByEmail } from '../auth/users';
import { staffInviteEmail } from './emails';
import { mfaStates } from './mfa-state';
import { toStaffMember } from './serialize';
import { isUuid } from '../../platform/ids';

export interface Actor {
  id: string;
  fullName: string;
  ip: string;
}

const emailTaken = () => new AppError(409, M.emailTaken, { email: M.emailTaken });

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Issues a fresh single-use invitation link, queues its mail through the outbox and audits the
 * step, all in the caller's transaction (the first invitation and a resend share this).
 */
async function mailInvitation(
  ctx: AppContext,
  tx: DbOrTx,
  actor: Actor,
  row: typeof users.$inferSelect,
  action: 'staff.invited' | 'staff.invite_resent',
): Promise<StaffMember> {
  const token = await issueToken(tx, row.id, 'invite');
  const mail = staffInviteEmail(ctx.config, { name: row.fullName, inviter: actor.fullName, role: row.role, token });
  await enqueueEmail(tx, { to: row.email, ...mail });
  await writeAudit(tx, {
    actorId: actor.id,
    action,
    entityType: 'user',
    entityId: row.id,
    details: { role: row.role },
    ip: actor.ip,
  });
  return toStaffMember(row);
}

/** Everyone who has or had access, oldest first (the first owner on top). */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const [rows, mfa] = await Promise.all([db.select().from(users).orderBy(asc(users.createdAt), asc(users.email)), mfaStates(db)]);
  return rows.map((row) => toStaffMember(row, mfa.get(row.id)));
}

/**
 * Creates the colleague's account without a password and queues the invitation through the
 * outbox in the same transaction: the request does no SMTP work, and a failed insert sends nothing.
 */
export async function inviteStaff(ctx: AppContext, actor: Actor, input: StaffInviteInput): Promise<StaffMember> {
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  let member: StaffMember;
  try {
    member = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email: input.email, fullName: input.full_name, role: input.role, passwordHash: null, isVerified: false })
        .returning();
      return mailInvitation(ctx, tx, actor, row, 'staff.invited');
    });
  } catch (err) {
    // Two invitations of one address at once: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  ctx.mailer.kick();
  return member;
}

/**
 * Sends a pending invitation again: the unused links of the account die, a new single-use one
 * (72 h) is mailed through the outbox in the same transaction. Only for an account that has not
 * accepted yet and is not disabled (409 otherwise, naming why).
 */
export async function resendInvite(ctx: AppContext, actor: Actor, id: string): Promise<StaffMember> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const member = await ctx.db.transaction(async (tx) => {
    // Locked: two resends at once leave exactly one live link.
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    if (row.passwordHash !== null) throw conflict(M.alreadyAccepted);
    if (!row.isActive) throw conflict(M.resendDisabled);
    await revokeTokens(tx, row.id, 'invite');
    return mailInvitation(ctx, tx, actor, row, 'staff.invite_resent');
  });
  ctx.mailer.kick();
  return member;
}

/** Other active owners; locked so two owners demoting each other at once cannot both succeed. */
async function otherActiveOwners(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.isActive, true), ne(users.id, userId)))
    .for('update');
  return rows.length;
}

/**
 * A disabled account keeps no way in: every session ends and every unused invitation, reset and
 * verification link dies (issue 30, S13b), so enabling it again later revives none of them.
 */
async function cutOffAccount(tx: DbOrTx, userId: string): Promise<void> {
  await deleteUserSessions(tx, userId);
  for (const purpose of TOKEN_PURPOSES) await revokeTokens(tx, userId, purpose);
}

/**
 * Changes a colleague's role or turns the account off or on. Disabling cuts the account off at
 * once (cutOffAccount); the last active owner can be neither demoted nor disabled (409).
 */
export async function updateStaff(ctx: AppContext, actor: Actor, id: string, input: StaffUpdateInput): Promise<StaffMember> {
  if (!isUuid(id)) throw notFound(M.notFound);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound(M.notFound);
    const role = input.role ?? current.role;
    const isActive = input.is_active ?? current.isActive;
    const losesOwner = current.role === 'owner' && current.isActive && (role !== 'owner' || !isActive);
    if (losesOwner && (await otherActiveOwners(tx, id)) === 0) throw conflict(M.lastOwner);

    const [updated] = await tx.update(users).set({ role, isActive, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (!isActive) await cutOffAccount(tx, id);

    const audit = (action: string, details: Record<string, unknown> = {}) =>
      writeAudit(tx, { actorId: actor.id, action, entityType: 'user', entityId: id, details, ip: actor.ip });
    if (role !== current.role) await audit('staff.role_changed', { from: current.role, to: role });
    if (isActive !== current.isActive) await audit(isActive ? 'staff.enabled' : 'staff.disabled');
    return toStaffMember(updated, (await mfaStates(tx, id)).get(id));
  });
}

/**
 * Sets the invited colleague's password from the single-use link. The new password follows the
 * reset form's rules; a used, expired or garbled link is a 400 with the same message.
 */
export async function acceptInvite(ctx: AppContext, input: InviteAcceptInput, ip: string): Promise<void> {
  try {
    checkNewPassword(input.password);
  } catch (err) {
    // The shared check names the reset form's field; this form's field is `password`.
    if (err instanceof AppError) throw badRequest(err.message, { password: err.message });
    throw err;
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, input.token, 'invite');
    if (!userId) throw badRequest(M.inviteInvalid, { token: M.inviteInvalid });
    // The link reached the inbox, so the address is proven too. A disabled colleague's link is dead.
    const [accepted] = await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    if (!accepted) throw badRequest(M.inviteInvalid, { token: M.inviteInvalid });
    await revokeTokens(tx, userId, 'invite');
    await writeAudit(tx, { actorId: userId, action: 'staff.invite_accepted', entityType: 'user', entityId: userId, ip });
  });
}
