import type { FastifyRequest } from 'fastify';
import { REAUTH_MAX_AGE_MS, REAUTH_REQUIRED_CODE, SECURITY_MESSAGES } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { markAuthChecked } from '../../platform/auth/sessions';
import { verifyPassword } from '../../platform/auth/password';
import { AppError, badRequest, unauthorized } from '../../platform/http/errors';
import { findUserById } from './users';

/**
 * For the most sensitive calls (PII reveals): the session must have proved its password or second
 * factor within 15 minutes. Otherwise a 403 with `code: reauth_required`, which the client answers
 * with a password prompt (POST /api/auth/reauth) and a retry.
 */
export function requireRecentAuth(request: FastifyRequest): void {
  const session = request.session;
  if (!session) throw unauthorized();
  if (Date.now() - session.authCheckedAt.getTime() > REAUTH_MAX_AGE_MS) {
    throw new AppError(403, SECURITY_MESSAGES.reauthRequired, undefined, undefined, REAUTH_REQUIRED_CODE);
  }
}

/**
 * POST /api/auth/reauth: the password again, recorded as this session's latest check. Both
 * outcomes are audited: a wrong password on a signed-in session is worth a look.
 */
export async function reauthenticate(
  ctx: AppContext,
  session: { id: string; userId: string },
  password: string,
  ip: string,
): Promise<void> {
  const user = await findUserById(ctx.db, session.userId);
  const audit = (action: string) =>
    writeAudit(ctx.db, { actorId: session.userId, action, entityType: 'user', entityId: session.userId, ip });
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await audit('auth.reauth_failed');
    throw badRequest(SECURITY_MESSAGES.passwordWrong, { password: SECURITY_MESSAGES.passwordWrong });
  }
  await markAuthChecked(ctx.db, session.id);
  await audit('auth.reauth');
}
