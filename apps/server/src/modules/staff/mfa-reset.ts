import { eq } from 'drizzle-orm';
import { STAFF_MESSAGES as M, type StaffMember } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { mfaChallenges, userTotp, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { deleteUserSessions } from '../../platform/auth/sessions';
import { conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { deleteRecoveryCodes } from '../auth/mfa/recovery-codes';
import { staffMfaResetEmail } from './emails';
import { toStaffMember } from './serialize';
import { type Actor } from './service';
import { isUuid } from '../../platform/ids';

/**
 * POST /api/admin/users/:id/mfa/reset (issue 30, S5): an owner takes a colleague's two-factor
 * off, for a lost phone or a locked code step. Authenticator, recovery codes, lock, pending
 * sign-ins and sessions all go in one transaction, with the audit entry and the colleague's
 * e-mail. Not for one's own account: that is Security settings, which asks for a code.
 */
export async function resetStaffMfa(ctx: AppContext, actor: Actor, id: string): Promise<StaffMember> {
  if (!isUuid(id)) throw notFound(M.notFound);
  if (id === actor.id) throw conflict(M.mfaResetSelf);
  const member = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    const [totp] = await tx.select().from(userTotp).where(eq(userTotp.userId, id)).limit(1);
    if (!totp?.enabledAt) throw conflict(M.mfaResetNotOn);
    await tx.delete(userTotp).where(eq(userTotp.userId, id));
    await deleteRecoveryCodes(tx, id);
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, id));
    const ended = await deleteUserSessions(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'staff.mfa_reset',
      entityType: 'user',
      entityId: id,
      details: { was_locked: totp.lockedAt !== null, sessions_ended: ended },
      ip: actor.ip,
    });
    await enqueueEmail(tx, { to: row.email, ...staffMfaResetEmail(ctx.config, { name: row.fullName, owner: actor.fullName }) });
    return toStaffMember(row);
  });
  ctx.mailer.kick();
  return member;
}
