import type { StaffInviteInput, StaffMember, StaffUpdateInput } from '@rentfront/shared/staff';
import { apiRequest } from './client';
import type { Envelope } from './types';

const ADMIN = '/api/admin/users';

export const listStaff = () => apiRequest<Envelope<StaffMember[]>>(ADMIN, { admin: true });

export const inviteStaff = (input: StaffInviteInput) =>
  apiRequest<Envelope<StaffMember>>(`${ADMIN}/invite`, { method: 'POST', body: input, admin: true });

export const updateStaff = (id: string, input: StaffUpdateInput) =>
  apiRequest<Envelope<StaffMember>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, admin: true });

/** A pending invitation again: a new link by e-mail, the old one dead. */
export const resendStaffInvite = (id: string) =>
  apiRequest<Envelope<StaffMember>>(`${ADMIN}/${encodeURIComponent(id)}/invite/resend`, { method: 'POST', admin: true });

/** Owners: take a colleague's two-factor off (lost phone, locked code step); they are signed out and told by e-mail. */
export const resetStaffMfa = (id: string) =>
  apiRequest<Envelope<StaffMember>>(`${ADMIN}/${encodeURIComponent(id)}/mfa/reset`, { method: 'POST', admin: true });

/** Public: the invitation token from the e-mail is the credential. */
export const acceptInvite = (token: string, password: string) =>
  apiRequest<{ success: true; message: string }>('/api/auth/invite/accept', { method: 'POST', body: { token, password } });
