import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Query } from '../client';
import { fetchPropertyStats, fetchRecentProperties, listAdminProperties } from '../properties';
import { dashboardKeys, propertyKeys } from '../queryKeys';

// TanStack Query options of the properties domain (admin only: public pages read in loaders).

export const propertyQueries = {
  /** A page of the admin list; the previous page stays on screen while the next one loads. */
  adminList: (query: Query) =>
    queryOptions({ queryKey: propertyKeys.adminList(query), queryFn: () => listAdminProperties(query), placeholderData: keepPreviousData }),
  stats: () => queryOptions({ queryKey: dashboardKeys.propertyStats, queryFn: fetchPropertyStats }),
  recent: (limit?: number) => queryOptions({ queryKey: dashboardKeys.recentProperties, queryFn: () => fetchRecentProperties(limit) }),
  /** The office's homes for a picker (the first 100; a form adds its record's own home when beyond). */
  choices: () =>
    queryOptions({
      queryKey: [...propertyKeys.all, 'choices'],
      queryFn: async () => (await listAdminProperties({ limit: 100 })).data.properties,
      staleTime: 60_000,
    }),
};
