import type { AdminPropertyListData, CoverImage, Property, PropertyListData, PropertyStats } from '@rentfront/shared/properties-core';
import { apiRequest, type Query } from './client';
import type { Envelope } from './types';

// Public (public-site.md §7). Only the core contract is imported: it keeps zod off public pages.

export const fetchProperties = (query: Query = {}) => apiRequest<Envelope<PropertyListData>>('/api/properties', { query });

export const fetchProperty = (id: string) => apiRequest<Envelope<Property>>(`/api/properties/${encodeURIComponent(id)}`);

export const fetchCoverImages = () => apiRequest<Envelope<CoverImage[]>>('/api/properties/cover-images/all');

// Admin (admin-back-office.md §7). A 401 on these signs the browser out once.

const ADMIN = '/api/admin/properties';

/** GET /api/admin/properties: a page of homes of every status, filtered and sorted by the server. */
export const listAdminProperties = (query: Query) => apiRequest<Envelope<AdminPropertyListData>>(ADMIN, { query, admin: true });

export const addProperty = (form: FormData, onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<Property>>(`${ADMIN}/add`, { method: 'POST', body: form, admin: true, onUploadProgress });

export const updateProperty = (id: string, form: FormData, onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<Property>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'PUT', body: form, admin: true, onUploadProgress });

export const deleteProperty = (id: string) =>
  apiRequest<Envelope<{ id: string }>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });

export const fetchPropertyStats = () => apiRequest<Envelope<PropertyStats>>(`${ADMIN}/stats`, { admin: true });

export const fetchRecentProperties = (limit = 5) => apiRequest<Envelope<Property[]>>(`${ADMIN}/recent`, { query: { limit }, admin: true });

/** "Find on map": the first place the configured address search finds (404 when none, or when off). */
export const geocodeAddress = (address: string) =>
  apiRequest<Envelope<{ latitude: number; longitude: number; label: string }>>(`${ADMIN}/geocode`, { query: { address }, admin: true });
