import { eq } from 'drizzle-orm';
import { SECURITY_MESSAGES } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { deleteUserSessions, markAuthChecked } from '../../platform/auth/sessions';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { badRequest } from '../../platform/http/errors';
import { checkNewPassword } from './service';
import { findUserById } from './users';

/**
 * PUT /api/auth/password: a wrong current password is a field message (not a 401: the browser is
 * signed in). Every other session of the user ends; the one asking stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  actor: { userId: string; sessionId: string; ip: string },
  currentPassword: string,
  newPassword: string,
): Promise<{ signedOut: number }> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(SECURITY_MESSAGES.currentPasswordWrong, { current_password: SECURITY_MESSAGES.currentPasswordWrong });
  }
  if (currentPassword === newPassword) {
    throw badRequest(SECURITY_MESSAGES.newPasswordSameAsCurrent, { new_password: SECURITY_MESSAGES.newPasswordSameAsCurrent });
  }
  checkNewPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    const signedOut = await deleteUserSessions(tx, actor.userId, actor.sessionId);
    await markAuthChecked(tx, actor.sessionId);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'auth.password_changed',
      entityType: 'user',
      entityId: actor.userId,
      details: { other_sessions_ended: signedOut },
      ip: actor.ip,
    });
    return { signedOut };
  });
}
