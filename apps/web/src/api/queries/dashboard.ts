import { queryOptions } from '@tanstack/react-query';
import { fetchAttention, fetchDashboard, fetchLeadSources } from '../dashboard';
import { dashboardKeys } from '../queryKeys';

// TanStack Query options of the dashboard (its property cards are in queries/properties.ts).

export const dashboardQueries = {
  summary: () => queryOptions({ queryKey: dashboardKeys.summary, queryFn: fetchDashboard }),
  /** Fresh enough for ten seconds: a quick return to the dashboard does not count again. */
  attention: () => queryOptions({ queryKey: dashboardKeys.attention, queryFn: fetchAttention, staleTime: 10_000 }),
  leadSources: () => queryOptions({ queryKey: dashboardKeys.leadSources, queryFn: async () => (await fetchLeadSources()).data }),
};
