// Calls of the admin residents directory (issue 32 item 5), typed by the descriptors of
// @rentfront/shared/contract/residents. The resident portal's own calls live elsewhere.
import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { adminResidentEndpoints } from '@rentfront/shared/contract/residents';
import { adminResidentRoutes } from '@rentfront/shared/contract/residents-routes';
import { endpointClient } from './endpoint';

const api = endpointClient<typeof adminResidentEndpoints>(adminResidentRoutes);

/** Current or past, search, paging and sort of the directory. */
export type ResidentListParams = EndpointQuery<typeof adminResidentEndpoints.list>;

export const listResidents = (params: ResidentListParams) => api.list({ query: params });

export const getResident = (id: string) => api.detail({ params: { id } });
