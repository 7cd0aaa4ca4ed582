import type { SavedSearchFilters, SavedSearchStatus } from '@rentfront/shared/saved-searches-core';
import type { SavedSearchListData, SavedSearchRunData } from '@rentfront/shared/saved-searches';
import { apiRequest } from './client';
import type { Envelope } from './types';

/** "Save this search": the server mails a confirmation link; nothing is sent before it is followed. */
export const saveSearch = (email: string, filters: SavedSearchFilters) =>
  apiRequest<Envelope<null>>('/api/public/saved-searches', { method: 'POST', body: { email, filters }, timeoutMs: 30_000 });

const ADMIN = '/api/admin/saved-searches';

export interface SavedSearchListParams {
  limit: number;
  offset: number;
  status?: SavedSearchStatus | 'all';
  email?: string;
}

export const listSavedSearches = (params: SavedSearchListParams) =>
  apiRequest<Envelope<SavedSearchListData>>(ADMIN, { query: { ...params }, admin: true });

export const deleteSavedSearch = (id: string) =>
  apiRequest<Envelope<null>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });

/** Runs the alert job now (the same pass the server makes every 15 minutes). */
export const runSavedSearchAlerts = () => apiRequest<Envelope<SavedSearchRunData>>(`${ADMIN}/run-alerts`, { method: 'POST', admin: true });
