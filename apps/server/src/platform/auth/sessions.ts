import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../crypto';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn reads into writes; once a minute is enough.
const TOUCH_AFTER_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface ActiveSession {
  id: string;
  csrfToken: string;
  user: SessionUser;
}

export async function createSession(db: DbOrTx, userId: string, userAgent: string | undefined) {
  const token = randomToken(32);
  const csrfToken = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    csrfToken,
    userAgent: userAgent?.slice(0, 300),
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
  return { id: row.session.id, csrfToken: row.session.csrfToken, user: row.user };
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, sql`${new Date(now.getTime() - SESSION_IDLE_MS)}`)));
}
