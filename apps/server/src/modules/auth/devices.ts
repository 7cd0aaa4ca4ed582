import Bowser from 'bowser';
import { and, desc, eq } from 'drizzle-orm';
import { SECURITY_MESSAGES, type SessionInfo } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { notFound } from '../../platform/http/errors';

/** "Chrome 131 on macOS" from a user agent; null when it names nothing we can read. */
export function describeBrowser(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  const browser = name ? (major ? `${name} ${major}` : name) : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}

/** The user's live sessions, the most recently used first. */
export async function listSessions(ctx: AppContext, userId: string, currentSessionId: string): Promise<SessionInfo[]> {
  const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
  const now = Date.now();
  return rows
    .filter((row) => row.expiresAt.getTime() > now)
    .map((row) => ({
      id: row.id,
      browser: describeBrowser(row.userAgent),
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    }));
}

/** Ends one of the user's own sessions; another user's id answers like an unknown one. */
export async function revokeSession(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  const removed = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (removed.length === 0) throw notFound(SECURITY_MESSAGES.sessionNotFound);
}
