import type { AppContext } from '../../context';
import { contactsDashboardSummary } from '../contacts/dashboard';
import { teamDashboardSummary } from '../team/dashboard';

/**
 * Summaries other domains add to GET /api/admin/dashboard, under `sections[key]`.
 * To add one (contacts, team...): export a loader from your module and add ONE entry here,
 * e.g. `{ key: 'contacts', load: contactsDashboardSummary }`. A loader that fails does not
 * break the dashboard: its key lands in `section_errors` instead.
 */
export interface DashboardSection {
  key: string;
  load: (ctx: AppContext) => Promise<unknown>;
}

export const DASHBOARD_SECTIONS: DashboardSection[] = [
  { key: 'contacts', load: contactsDashboardSummary },
  { key: 'team', load: teamDashboardSummary },
];
