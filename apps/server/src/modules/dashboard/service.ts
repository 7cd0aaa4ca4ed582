import { DASHBOARD_RECENT_PROPERTIES, type DashboardData } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { propertyStats, recentProperties } from '../properties/service';
import { DASHBOARD_SECTIONS, type DashboardSection } from './sections';

export type DashboardResult = DashboardData & { section_errors: Record<string, string> };

/** The dashboard in one call: the property figures plus each registered domain summary. */
export async function loadDashboard(ctx: AppContext, sections: DashboardSection[] = DASHBOARD_SECTIONS): Promise<DashboardResult> {
  const [property_stats, recent_properties, loaded] = await Promise.all([
    propertyStats(ctx.db),
    recentProperties(ctx.db, DASHBOARD_RECENT_PROPERTIES),
    Promise.all(
      sections.map(async (section) => {
        try {
          return { key: section.key, value: await section.load(ctx) };
        } catch (err) {
          ctx.logger.error({ err, section: section.key }, 'dashboard section failed');
          return { key: section.key, error: `Failed to load ${section.key}` };
        }
      }),
    ),
  ]);
  const result: DashboardResult = { property_stats, recent_properties, sections: {}, section_errors: {} };
  for (const item of loaded) {
    if ('error' in item) result.section_errors[item.key] = item.error as string;
    else result.sections[item.key] = item.value;
  }
  return result;
}
