import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { residents, residentSessions, type ResidentRow } from '../../db/schema';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, TOUCH_AFTER_MS, type SessionClient } from '../../platform/auth/sessions';
import { randomToken, sha256 } from '../../platform/crypto';
import { cookieAttributes, cookieName } from '../auth/cookies';

/**
 * The resident portal's sessions (ADR 0034): their own table and their own cookie, so the staff
 * guard (which reads only `sid`) never sees one, and the resident guard never reads `sid`.
 * The limits are the staff ones (12 h idle, 30 days absolute); only the token's SHA-256 is stored.
 */
export const RESIDENT_COOKIE = 'rsid';

export interface ResidentSession {
  id: string;
  csrfToken: string;
  resident: ResidentRow;
}

export async function createResidentSession(db: DbOrTx, residentId: string, client: SessionClient) {
  const token = randomToken(32);
  const csrfToken = randomToken(32);
  const now = new Date();
  await db.insert(residentSessions).values({
    tokenHash: sha256(token),
    residentId,
    csrfToken,
    userAgent: client.userAgent?.slice(0, 300),
    ip: client.ip?.slice(0, 64),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  await db.update(residents).set({ lastSignInAt: now }).where(eq(residents.id, residentId));
  return { token, csrfToken };
}

export async function findResidentSession(db: Db, token: string): Promise<ResidentSession | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({ session: residentSessions, resident: residents })
    .from(residentSessions)
    .innerJoin(residents, eq(residents.id, residentSessions.residentId))
    .where(
      and(
        eq(residentSessions.tokenHash, sha256(token)),
        gt(residentSessions.expiresAt, now),
        gt(residentSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(residentSessions).set({ lastSeenAt: now }).where(eq(residentSessions.id, row.session.id));
  }
  return { id: row.session.id, csrfToken: row.session.csrfToken, resident: row.resident };
}

export async function deleteResidentSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(residentSessions).where(eq(residentSessions.tokenHash, sha256(token)));
}

export async function purgeExpiredResidentSessions(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(residentSessions)
    .where(or(lt(residentSessions.expiresAt, now), lt(residentSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}

/** The resident cookie's value: `__Host-rsid` on the wire when cookies are Secure (see auth/cookies.ts). */
export function readResidentCookie(config: Config, request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(config, RESIDENT_COOKIE)];
}

export function setResidentCookie(config: Config, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieName(config, RESIDENT_COOKIE), token, {
    ...cookieAttributes(config),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearResidentCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(cookieName(config, RESIDENT_COOKIE), cookieAttributes(config));
}
