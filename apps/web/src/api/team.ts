import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { teamEndpoints } from '@rentfront/shared/contract/team';
import { teamRoutes } from '@rentfront/shared/contract/team-routes';
import { endpointClient } from './endpoint';

// Calls of the team domain, typed by its descriptors (ADR 0031).
// The team client has a 30 s timeout (public-site.md §9).
const TIMEOUT = { timeoutMs: 30_000 };

const api = endpointClient<typeof teamEndpoints>(teamRoutes);

/** Paging, search and the position filter of the About page and the admin table. */
export type TeamListParams = EndpointQuery<typeof teamEndpoints.adminList>;

export const fetchPublicTeam = (params: TeamListParams) => api.publicList({ query: params }, TIMEOUT);

export const fetchPublicTeamMember = (id: string) => api.publicDetail({ params: { id } }, TIMEOUT);

export const listAdminTeam = (params: TeamListParams) => api.adminList({ query: params }, TIMEOUT);

/** Multipart `name, age, email, position_name, description, phone, is_active, photo` (only what is set). */
export const addTeamMember = (form: FormData, onUploadProgress?: (fraction: number) => void) =>
  api.create({ body: form }, { ...TIMEOUT, onUploadProgress });

export const updateTeamMember = (id: string, form: FormData, onUploadProgress?: (fraction: number) => void) =>
  api.update({ params: { id }, body: form }, { ...TIMEOUT, onUploadProgress });

export const deleteTeamMember = (id: string) => api.remove({ params: { id } }, TIMEOUT);
