import { desc } from 'drizzle-orm';
import { DASHBOARD_RECENT_CONTACTS, type ContactsDashboardSummary } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { toContactsWithProperty } from './serialize';
import { contactStats } from './service';

/** The dashboard's Contact Messages card: the counters and the newest messages. */
export async function contactsDashboardSummary(ctx: AppContext): Promise<ContactsDashboardSummary> {
  const [stats, recent] = await Promise.all([
    contactStats(ctx.db),
    ctx.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(DASHBOARD_RECENT_CONTACTS),
  ]);
  return { stats, recent: await toContactsWithProperty(ctx.db, recent) };
}
