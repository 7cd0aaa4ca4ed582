import type {
  MAINTENANCE_OPEN_FILTER,
  MaintenanceByStatusData,
  MaintenanceListData,
  MaintenancePriority,
  MaintenanceRequest,
  MaintenanceStatus,
  SendToContractorInput,
} from '@rentfront/shared/maintenance';
import { apiRequest, toFormData } from './client';
import type { Envelope } from './types';
import type { SortParams } from './exports';

const BASE = '/api/admin/maintenance-requests';

export interface MaintenanceListParams extends SortParams {
  limit: number;
  offset: number;
  search?: string;
  status?: MaintenanceStatus | typeof MAINTENANCE_OPEN_FILTER | 'all';
  priority?: MaintenancePriority | 'all';
}

/** Admin calls send the session cookie; a 401 signs the browser out (spec §7 "credentials included"). */
export const listMaintenanceRequests = (params: MaintenanceListParams) =>
  apiRequest<Envelope<MaintenanceListData>>(BASE, { query: { ...params }, admin: true });

export const getMaintenanceRequest = (id: string) =>
  apiRequest<Envelope<MaintenanceRequest>>(`${BASE}/${encodeURIComponent(id)}`, { admin: true });

/** Requests in one status. A failed list returns empty data (spec §7). */
export async function getMaintenanceRequestsByStatus(status: MaintenanceStatus): Promise<MaintenanceByStatusData> {
  try {
    const res = await apiRequest<Envelope<MaintenanceByStatusData>>(`${BASE}/status/${status}`, { admin: true });
    return res.data;
  } catch {
    return { requests: [], count: 0, status };
  }
}

/** Multipart: the non-empty fields (toFormData drops empty ones) and repeated `photos` files. */
export const createMaintenanceRequest = (fields: Record<string, string>, photos: File[], onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<MaintenanceRequest>>(BASE, {
    method: 'POST',
    body: toFormData({ ...fields, photos }),
    admin: true,
    onUploadProgress,
  });

/** JSON body of the fields to change (see buildUpdateBody). */
export const updateMaintenanceRequest = (id: string, body: Record<string, unknown>) =>
  apiRequest<Envelope<MaintenanceRequest>>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body, admin: true });

export const addMaintenancePhotos = (id: string, photos: File[], onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<MaintenanceRequest>>(`${BASE}/${encodeURIComponent(id)}/photos`, {
    method: 'POST',
    body: toFormData({ photos }),
    admin: true,
    onUploadProgress,
  });

export const sendMaintenanceToContractor = (id: string, payload: SendToContractorInput) =>
  apiRequest<Envelope<MaintenanceRequest>>(`${BASE}/${encodeURIComponent(id)}/send-to-contractor`, {
    method: 'POST',
    body: payload,
    admin: true,
  });

export const deleteMaintenanceRequest = (id: string) =>
  apiRequest<Envelope<{ id: string }>>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });

export interface PropertyChoice {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** Listed properties a request can be linked to (newest first, up to 100). */
export async function fetchPropertyChoices(): Promise<PropertyChoice[]> {
  const res = await apiRequest<Envelope<{ properties: PropertyChoice[] }>>('/api/properties', {
    query: { limit: 100, sort: 'newest' },
  });
  return res.data.properties.map(({ id, title, address, city, state, pincode }) => ({ id, title, address, city, state, pincode }));
}
