import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SECURITY_MESSAGES } from '@rentfront/shared';
import { RESIDENT_MESSAGES as M } from '@rentfront/shared/residents';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { residents, residentSessions, residentSignInLinks, type ResidentRow } from '../../db/schema';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/password';
import type { SessionClient } from '../../platform/auth/sessions';
import { sha256 } from '../../platform/crypto';
import { badRequest, unauthorized } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { createResidentSignInLink } from '../leases/resident-links';
import { residentSignInEmail } from './emails';
import { createResidentSession } from './sessions';

export async function findResidentByEmail(db: DbOrTx, email: string): Promise<ResidentRow | undefined> {
  const [row] = await db
    .select()
    .from(residents)
    .where(sql`lower(${residents.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Queues a sign-in link for a known resident and does nothing for an unknown address. The route
 * runs it after its 202 answer, so both take the same time from the caller's side.
 */
export async function sendResidentSignInLink(ctx: AppContext, email: string): Promise<void> {
  const resident = await findResidentByEmail(ctx.db, email);
  if (!resident) return;
  await ctx.db.transaction(async (tx) => {
    const token = await createResidentSignInLink(tx, resident.id);
    await enqueueEmail(tx, { to: resident.email, ...residentSignInEmail(ctx.config, resident.fullName, token) });
  });
  ctx.mailer.kick();
}

/**
 * Uses a sign-in link once (the conditional update makes a second, concurrent use fail) and opens
 * a session. Unknown, expired, used or malformed: the same 400, and nobody is signed in.
 */
export async function verifyResidentLink(ctx: AppContext, token: string, client: SessionClient) {
  if (!token || token.length > 200) throw badRequest(M.linkInvalid, { token: M.linkInvalid });
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(residentSignInLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(residentSignInLinks.tokenHash, sha256(token)),
          isNull(residentSignInLinks.usedAt),
          gt(residentSignInLinks.expiresAt, new Date()),
        ),
      )
      .returning({ residentId: residentSignInLinks.residentId, leaseId: residentSignInLinks.leaseId });
    if (!used) throw badRequest(M.linkInvalid, { token: M.linkInvalid });
    return openSession(tx, used.residentId, client);
  });
}

async function openSession(db: DbOrTx, residentId: string, client: SessionClient) {
  const session = await createResidentSession(db, residentId, client);
  const [resident] = await db.select().from(residents).where(eq(residents.id, residentId));
  return { resident: resident!, ...session };
}

/** The optional password: the same work for an unknown address or one without a password (timing tells nothing). */
export async function residentPasswordLogin(ctx: AppContext, email: string, password: string, client: SessionClient) {
  const resident = await findResidentByEmail(ctx.db, email);
  if (!resident?.passwordHash) {
    await burnPasswordCheck(password);
    throw unauthorized(M.invalidCredentials);
  }
  if (!(await verifyPassword(resident.passwordHash, password))) throw unauthorized(M.invalidCredentials);
  return openSession(ctx.db, resident.id, client);
}

/**
 * Sets a first password, or changes it (the current one asked). The staff rules apply: 8 to 128
 * characters (the schema) and not a common password. Other sessions of the resident end.
 */
export async function setResidentPassword(
  ctx: AppContext,
  resident: ResidentRow,
  sessionId: string,
  input: { new_password: string; current_password?: string },
): Promise<void> {
  if (resident.passwordHash) {
    if (!input.current_password) throw badRequest(M.currentPassword, { current_password: M.currentPassword });
    if (!(await verifyPassword(resident.passwordHash, input.current_password))) {
      throw badRequest(M.currentPasswordWrong, { current_password: M.currentPasswordWrong });
    }
  }
  if (isCommonPassword(input.new_password)) {
    throw badRequest(SECURITY_MESSAGES.passwordTooCommon, { new_password: SECURITY_MESSAGES.passwordTooCommon });
  }
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(residents).set({ passwordHash }).where(eq(residents.id, resident.id));
    await tx.delete(residentSessions).where(and(eq(residentSessions.residentId, resident.id), sql`${residentSessions.id} <> ${sessionId}`));
  });
}
