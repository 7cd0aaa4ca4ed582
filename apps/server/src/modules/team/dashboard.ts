import { DASHBOARD_RECENT_TEAM, DASHBOARD_TOP_POSITIONS, type TeamDashboardSummary } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { teamStats } from './service';

/** The dashboard's Team Members card: totals, the biggest positions and the newest members. */
export async function teamDashboardSummary(ctx: AppContext): Promise<TeamDashboardSummary> {
  const stats = await teamStats(ctx.db);
  // Object keys that look like numbers lose their order, so sort again.
  const positions = Object.entries(stats.positions).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    total: stats.total,
    active: stats.active,
    position_count: positions.length,
    top_positions: positions.slice(0, DASHBOARD_TOP_POSITIONS).map(([name, count]) => ({ name, count })),
    recent_members: stats.recent_members.slice(0, DASHBOARD_RECENT_TEAM),
  };
}
