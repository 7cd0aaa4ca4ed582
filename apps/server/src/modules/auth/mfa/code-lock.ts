import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { MFA_FAILURE_LIMIT, MFA_LOCKED_CODE, SECURITY_MESSAGES } from '@rentfront/shared';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { userTotp, users } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/http/errors';
import { enqueueEmail } from '../../../platform/mail/outbox';
import { mfaLockedOwnerEmail } from '../emails';

/**
 * The cumulative cap on wrong second-factor codes (issue 30, S6). The rate limits slow guessing
 * down; this stops it: after 20 wrong codes in a row the account's code step stays shut (423)
 * until its password is reset or an owner resets its two-factor, and the owners are told.
 */
export const codeStepLocked = () => new AppError(423, SECURITY_MESSAGES.mfaLocked, undefined, undefined, MFA_LOCKED_CODE);

export async function assertCodeStepOpen(db: DbOrTx, userId: string): Promise<void> {
  const [row] = await db.select({ lockedAt: userTotp.lockedAt }).from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  if (row?.lockedAt) throw codeStepLocked();
}

/** A right code: the count starts again. */
export async function recordCodeSuccess(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(userTotp)
    .set({ failedCodes: 0 })
    .where(and(eq(userTotp.userId, userId), gt(userTotp.failedCodes, 0)));
}

/**
 * A wrong code of an enabled factor. The increment is one UPDATE, so exactly one request sees
 * the count reach the limit: that one locks, audits and mails the owners, and answers 423.
 */
export async function recordCodeFailure(ctx: AppContext, userId: string, ip: string | undefined): Promise<void> {
  const justLocked = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(userTotp)
      .set({
        failedCodes: sql`${userTotp.failedCodes} + 1`,
        lockedAt: sql`case when ${userTotp.failedCodes} + 1 >= ${MFA_FAILURE_LIMIT} then coalesce(${userTotp.lockedAt}, now()) else ${userTotp.lockedAt} end`,
      })
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
      .returning({ failedCodes: userTotp.failedCodes });
    if (row?.failedCodes !== MFA_FAILURE_LIMIT) return false;
    await writeAudit(tx, {
      actorId: null,
      action: 'auth.mfa_locked',
      entityType: 'user',
      entityId: userId,
      details: { failed_codes: MFA_FAILURE_LIMIT },
      ip,
    });
    await tellOwners(ctx, tx, userId);
    return true;
  });
  if (justLocked) {
    ctx.mailer.kick();
    throw codeStepLocked();
  }
}

async function tellOwners(ctx: AppContext, tx: DbOrTx, userId: string): Promise<void> {
  const [member] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!member) return;
  const owners = await tx
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.isActive, true)));
  for (const owner of owners) {
    const mail = mfaLockedOwnerEmail(ctx.config, owner.fullName, { name: member.fullName, email: member.email });
    await enqueueEmail(tx, { to: owner.email, ...mail });
  }
}

/** A password reset of the account, or an owner's "Reset two-factor": the code step opens again. */
export async function clearCodeLock(db: DbOrTx, userId: string): Promise<void> {
  await db.update(userTotp).set({ failedCodes: 0, lockedAt: null }).where(eq(userTotp.userId, userId));
}
