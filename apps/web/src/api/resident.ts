import type { residentEndpoints } from '@rentfront/shared/contract/residents';
import { residentRoutes } from '@rentfront/shared/contract/residents-routes';
import type { ResidentSignInput } from '@rentfront/shared/residents';
import { toFormData } from './client';
import { setCsrfToken } from './csrf';
import { endpointClient, fillPath } from './endpoint';

// The resident portal's calls (issue 32 item 3, ADR 0034), typed by their descriptors (ADR 0031).
// The resident session has its own CSRF token (api/csrf.ts): verify sets it, sign-out drops it.
// Only types come from the shared schemas: the portal's pages load no zod.

const api = endpointClient<typeof residentEndpoints>(residentRoutes);

/** Always the same answer, whether or not the e-mail belongs to a resident (no enumeration). */
export const requestSignInLink = (email: string) => api.requestLink({ body: { email } });

/** The button of /resident/sign-in/{token}: only this POST signs in, never opening the link. */
export async function verifySignInLink(token: string) {
  const res = await api.verify({ body: { token } });
  setCsrfToken(res.csrf_token, 'resident');
  return res;
}

/** The optional password sign-in: the session cookie is set and its CSRF token kept, as after verify. */
export async function signInResidentWithPassword(input: { email: string; password: string }) {
  const res = await api.login({ body: input });
  setCsrfToken(res.csrf_token, 'resident');
  return res;
}

/** Set a password (none yet) or change it (`current_password` then required by the server). */
export const setResidentPassword = (input: { new_password: string; current_password?: string }) => api.password({ body: input });

export async function signOutResident() {
  try {
    return await api.logout();
  } finally {
    setCsrfToken(null, 'resident');
  }
}

export const fetchResidentMe = () => api.me();

export const fetchResidentLeases = () => api.leases();

export const fetchResidentLease = (id: string) => api.lease({ params: { id } });

/** The lease document, opened by the browser itself (a plain link: the session cookie goes with it). */
export const residentLeaseDocumentHref = (id: string) => fillPath(residentRoutes.leaseDocument.path, { id });

export const signResidentLease = (id: string, input: ResidentSignInput) => api.sign({ params: { id }, body: input });

/** Decline a renewal offer (accepting it is signing it): the offer is cancelled, the current lease unchanged. */
export const declineResidentRenewal = (id: string, reason: string) =>
  api.decline({ params: { id }, body: reason.trim() ? { reason: reason.trim() } : {} });

export const fetchResidentMaintenance = () => api.maintenance();

export interface ResidentRequestInput {
  category: string;
  description: string;
  entry_permission: boolean;
  best_times: string;
  photos: File[];
}

/** Multipart: the request's fields and its photos (each as `photos`), with upload progress. */
export const createResidentRequest = (input: ResidentRequestInput, onUploadProgress?: (fraction: number) => void) =>
  api.createMaintenance({ body: toFormData({ ...input }) }, { onUploadProgress });

export const fetchResidentNotices = () => api.notices();

export const fetchResidentRequest = (id: string) => api.maintenanceDetail({ params: { id } });

/** Multipart: a comment and/or one photo (`photo`). */
export const commentOnResidentRequest = (id: string, input: { comment: string; photo?: File }) =>
  api.maintenanceComment({ params: { id }, body: toFormData({ ...input }) });

export const confirmResidentRequest = (id: string) => api.maintenanceConfirm({ params: { id } });

/** The resident's own name and phone; a blank phone is sent as null (none). */
export const updateResidentMe = (input: { full_name: string; phone: string | null }) => api.updateMe({ body: input });

/** A note to the office, kept as a Contact Messages entry tied to the resident. */
export const sendResidentMessage = (input: { subject?: string; message: string }) => api.message({ body: input });
