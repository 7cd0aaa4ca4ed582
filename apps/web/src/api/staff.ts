import type { staffEndpoints } from '@rentfront/shared/contract/staff';
import { staffRoutes } from '@rentfront/shared/contract/staff-routes';
import type { StaffInviteInput, StaffUpdateInput } from '@rentfront/shared/staff';
import { endpointClient } from './endpoint';

// Calls of the staff domain, typed by its descriptors (ADR 0031).

const api = endpointClient<typeof staffEndpoints>(staffRoutes);

export const listStaff = () => api.list();

export const inviteStaff = (input: StaffInviteInput) => api.invite({ body: input });

export const updateStaff = (id: string, input: StaffUpdateInput) => api.update({ params: { id }, body: input });

/** A pending invitation again: a new link by e-mail, the old one dead. */
export const resendStaffInvite = (id: string) => api.resendInvite({ params: { id } });

/** Owners: take a colleague's two-factor off (lost phone, locked code step); they are signed out and told by e-mail. */
export const resetStaffMfa = (id: string) => api.resetMfa({ params: { id } });

/** Public: the invitation token from the e-mail is the credential. */
export const acceptInvite = (token: string, password: string) => api.acceptInvite({ body: { token, password } });
