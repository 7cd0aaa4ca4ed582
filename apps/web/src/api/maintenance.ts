import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { maintenanceEndpoints } from '@rentfront/shared/contract/maintenance';
import { maintenanceRoutes } from '@rentfront/shared/contract/maintenance-routes';
import type { MaintenanceByStatusData, MaintenanceStatus, SendToContractorInput } from '@rentfront/shared/maintenance';
import { toFormData } from './client';
import { endpointClient } from './endpoint';
import { fetchProperties } from './properties';

// Calls of the maintenance domain, typed by its descriptors (ADR 0031). Admin calls send the
// session cookie; a 401 signs the browser out (spec §7 "credentials included").

const api = endpointClient<typeof maintenanceEndpoints>(maintenanceRoutes);

/** Paging, search, the status and priority filters and the sort of the request list. */
export type MaintenanceListParams = EndpointQuery<typeof maintenanceEndpoints.list>;

export const listMaintenanceRequests = (params: MaintenanceListParams) => api.list({ query: params });

export const getMaintenanceRequest = (id: string) => api.detail({ params: { id } });

/** Requests in one status. A failed list returns empty data (spec §7). */
export async function getMaintenanceRequestsByStatus(status: MaintenanceStatus): Promise<MaintenanceByStatusData> {
  try {
    return (await api.byStatus({ params: { status } })).data;
  } catch {
    return { requests: [], count: 0, status };
  }
}

/** Multipart: the non-empty fields (toFormData drops empty ones) and repeated `photos` files. */
export const createMaintenanceRequest = (fields: Record<string, string>, photos: File[], onUploadProgress?: (fraction: number) => void) =>
  api.create({ body: toFormData({ ...fields, photos }) }, { onUploadProgress });

/** JSON body of the fields to change (see buildUpdateBody). */
export const updateMaintenanceRequest = (id: string, body: Record<string, unknown>) => api.update({ params: { id }, body });

export const addMaintenancePhotos = (id: string, photos: File[], onUploadProgress?: (fraction: number) => void) =>
  api.addPhotos({ params: { id }, body: toFormData({ photos }) }, { onUploadProgress });

export const sendMaintenanceToContractor = (id: string, payload: SendToContractorInput) =>
  api.sendToContractor({ params: { id }, body: payload });

export const deleteMaintenanceRequest = (id: string) => api.remove({ params: { id } });

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
  const res = await fetchProperties({ limit: 100, sort: 'newest' });
  return res.data.properties.map(({ id, title, address, city, state, pincode }) => ({ id, title, address, city, state, pincode }));
}
