import type { AdminTeamListData, AdminTeamMember, TeamListData, TeamMember } from '@rentfront/shared/team';
import { apiRequest } from './client';
import type { Envelope } from './types';

// The team client has a 30 s timeout (public-site.md §9).
const TIMEOUT = 30_000;

export interface TeamListParams {
  limit: number;
  offset?: number;
  position?: string;
  search?: string;
}

export const fetchPublicTeam = (params: TeamListParams) =>
  apiRequest<Envelope<TeamListData>>('/api/public/team', { query: { ...params }, timeoutMs: TIMEOUT });

export const fetchPublicTeamMember = (id: string) =>
  apiRequest<Envelope<TeamMember>>(`/api/public/team/${encodeURIComponent(id)}`, { timeoutMs: TIMEOUT });

const ADMIN = '/api/admin/team';

export const listAdminTeam = (params: TeamListParams) =>
  apiRequest<Envelope<AdminTeamListData>>(ADMIN, { query: { ...params }, admin: true, timeoutMs: TIMEOUT });

/** Multipart `name, age, email, position_name, description, phone, is_active, photo` (only what is set). */
export const addTeamMember = (form: FormData, onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<AdminTeamMember>>(`${ADMIN}/add`, { method: 'POST', body: form, admin: true, timeoutMs: TIMEOUT, onUploadProgress });

export const updateTeamMember = (id: string, form: FormData, onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<AdminTeamMember>>(`${ADMIN}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
    admin: true,
    timeoutMs: TIMEOUT,
    onUploadProgress,
  });

export const deleteTeamMember = (id: string) =>
  apiRequest<Envelope<null>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true, timeoutMs: TIMEOUT });
