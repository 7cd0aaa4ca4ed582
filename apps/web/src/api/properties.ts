import type { propertyEndpoints } from '@rentfront/shared/contract/properties';
import { propertyRoutes } from '@rentfront/shared/contract/properties-routes';
import type { Query } from './client';
import { endpointClient } from './endpoint';

// Calls of the properties domain, typed by its descriptors (ADR 0031). Public pages load this
// file: only the zod-free routes are imported, the descriptors' schemas are types here.

const api = endpointClient<typeof propertyEndpoints>(propertyRoutes);

// Public (public-site.md §7).

export const fetchProperties = (query: Query = {}) => api.search({ query });

export const fetchProperty = (id: string) => api.detail({ params: { id } });

export const fetchCoverImages = () => api.covers();

// Admin (admin-back-office.md §7). A 401 on these signs the browser out once.

/** GET /api/admin/properties: a page of homes of every status, filtered and sorted by the server. */
export const listAdminProperties = (query: Query) => api.adminList({ query });

export const addProperty = (form: FormData, onUploadProgress?: (fraction: number) => void) => api.add({ body: form }, { onUploadProgress });

export const updateProperty = (id: string, form: FormData, onUploadProgress?: (fraction: number) => void) =>
  api.update({ params: { id }, body: form }, { onUploadProgress });

export const deleteProperty = (id: string) => api.remove({ params: { id } });

export const fetchPropertyStats = () => api.stats();

export const fetchRecentProperties = (limit = 5) => api.recent({ query: { limit } });

/** "Find on map": the first place the configured address search finds (404 when none, or when off). */
export const geocodeAddress = (address: string) => api.geocode({ query: { address } });
