import type { Query } from './client';
import type { NoticeListParams } from './notices';

// Every TanStack Query key of the migrated domains, built here only (ADR 0031). A key starts with
// its domain, so `invalidateQueries({ queryKey: propertyKeys.all })` refreshes whatever shows
// that domain. The dashboard's property cards live under `dashboard`: a saved home refreshes them
// through `dashboardKeys.all`, as before.

export const propertyKeys = {
  all: ['properties'] as const,
  adminList: (query: Query) => ['properties', 'admin', query] as const,
};

export const noticeKeys = {
  all: ['notices'] as const,
  adminList: (params: NoticeListParams) => ['notices', 'admin', params] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  propertyStats: ['dashboard', 'property-stats'] as const,
  recentProperties: ['dashboard', 'recent-properties'] as const,
};
