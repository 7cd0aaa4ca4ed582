import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Each staff user's dashboard visits, for "N new since your last visit" (issue 19). A visit is a
 * run of dashboard opens with gaps under DASHBOARD_VISIT_GAP_MS; `since_at` is when the visit
 * before ended (null on the first one), so the figure does not drop to zero on a refetch.
 * Kept out of `users`, which every authenticated request loads.
 */
export const dashboardVisits = pgTable('dashboard_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sinceAt: timestamp('since_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
