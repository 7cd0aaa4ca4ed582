import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../crypto';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn reads into writes; every five minutes is
// precise enough for Signed-in devices and far below the 12-hour idle limit.
export const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface ActiveSession {
  id: string;
  csrfToken: string;
  user: SessionUser;
  /** Last password or second-factor check of this session (re-asked before PII reveals). */
  authCheckedAt: Date;
}

/** Who opened a session: the browser's user agent and its address (request.ip, TRUST_PROXY-aware). */
export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

export async function createSession(db: DbOrTx, userId: string, client: SessionClient | string | undefined) {
  // A bare string is the user agent (the form callers used before the address was kept).
  const { userAgent, ip } = typeof client === 'string' ? { userAgent: client, ip: undefined } : (client ?? {});
  const token = randomToken(32);
  const csrfToken = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    csrfToken,
    userAgent: userAgent?.slice(0, 300),
    ip: ip?.slice(0, 64),
    expiresAt,
  });
  // Each new session is a sign-in; the Staff screen shows when each colleague last signed in.
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return { token, csrfToken, expiresAt };
}

export async function findSession(db: Db, token: string): Promise<ActiveSession | null> {
  const now = new Date();
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        // A disabled staff member's sessions are deleted too; this keeps a race from reviving one.
        eq(users.isActive, true),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { id: row.session.id, csrfToken: row.session.csrfToken, user: row.user, authCheckedAt: row.session.authCheckedAt };
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user, or every one but `exceptSessionId` (the browser asking). */
export async function deleteUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<number> {
  const where = exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId);
  const removed = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return removed.length;
}

/** Records a fresh password / second-factor check on this session. */
export async function markAuthChecked(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ authCheckedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, sql`${new Date(now.getTime() - SESSION_IDLE_MS)}`)));
}
