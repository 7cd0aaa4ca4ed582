import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { savedSearchEndpoints } from '@rentfront/shared/contract/saved-searches';
import { savedSearchRoutes } from '@rentfront/shared/contract/saved-searches-routes';
import type { SavedSearchFilters } from '@rentfront/shared/saved-searches-core';
import { endpointClient } from './endpoint';

// Calls of the saved-searches domain, typed by its descriptors (ADR 0031).

const api = endpointClient<typeof savedSearchEndpoints>(savedSearchRoutes);

/** "Save this search": the server mails a confirmation link; nothing is sent before it is followed. */
export const saveSearch = (email: string, filters: SavedSearchFilters) => api.save({ body: { email, filters } }, { timeoutMs: 30_000 });

/** Paging, the status filter and the exact address of the admin list. */
export type SavedSearchListParams = EndpointQuery<typeof savedSearchEndpoints.adminList>;

export const listSavedSearches = (params: SavedSearchListParams) => api.adminList({ query: params });

export const deleteSavedSearch = (id: string) => api.remove({ params: { id } });

/** Runs the alert job now (the same pass the server makes every 15 minutes). */
export const runSavedSearchAlerts = () => api.runAlerts();
