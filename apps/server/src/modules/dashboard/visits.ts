import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dashboardVisits } from '../../db/schema';

/**
 * Opens of the dashboard less than this apart belong to one visit: a refetch, a reload or a
 * look at a list and back do not reset "new since your last visit" to zero.
 */
export const DASHBOARD_VISIT_GAP_MS = 30 * 60 * 1000;
/** Within a visit, the last open is written at most once a minute: most opens are then a read. */
const TOUCH_AFTER_MS = 60 * 1000;

/**
 * Records that `userId` opened the dashboard at `now` and returns when their previous visit
 * ended (null on the first visit). A read, then (at most once a minute) one upsert: a new visit
 * (the last open is older than the gap) moves `since_at` to the end of the visit before; an open
 * within the visit only extends it.
 */
export async function recordDashboardVisit(db: DbOrTx, userId: string, now: Date): Promise<Date | null> {
  const gapStart = new Date(now.getTime() - DASHBOARD_VISIT_GAP_MS);
  const v = dashboardVisits;
  const [seen] = await db.select().from(v).where(eq(v.userId, userId)).limit(1);
  const age = seen ? now.getTime() - seen.lastSeenAt.getTime() : Infinity;
  if (seen && age >= 0 && age < TOUCH_AFTER_MS) return seen.sinceAt;
  const [row] = await db
    .insert(v)
    .values({ userId, sinceAt: null, lastSeenAt: now })
    .onConflictDoUpdate({
      target: v.userId,
      set: {
        sinceAt: sql`case when ${v.lastSeenAt} < ${gapStart.toISOString()}::timestamptz then ${v.lastSeenAt} else ${v.sinceAt} end`,
        lastSeenAt: sql`greatest(${v.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
      },
    })
    .returning({ sinceAt: v.sinceAt });
  return row?.sinceAt ?? null;
}
