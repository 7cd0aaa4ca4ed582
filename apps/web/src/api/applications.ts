// Calls of the applications domain (public-site.md §7 "Public forms", admin-back-office.md §7 Applications),
// typed by its descriptors (ADR 0031).
import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { applicationEndpoints } from '@rentfront/shared/contract/applications';
import { applicationRoutes } from '@rentfront/shared/contract/applications-routes';
import type { ApplicationStatus, ApplicationSubmitBody } from '@rentfront/shared/applications';
import type { Property } from '@rentfront/shared/properties';
import { endpointClient } from './endpoint';
import { fetchProperty } from './properties';

const api = endpointClient<typeof applicationEndpoints>(applicationRoutes);

// --- Public ---------------------------------------------------------------------------------------

/** The property the wizard applies for (its summary on step 1 and the review). */
export async function fetchApplyProperty(propertyId: string): Promise<Property> {
  return (await fetchProperty(propertyId)).data;
}

/**
 * Submits the grouped application. The same Idempotency-Key is sent on every retry of one
 * application, so a double click or a retried request never creates two.
 */
export function submitApplication(body: ApplicationSubmitBody, idempotencyKey: string) {
  return api.submit({ body }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

// --- Admin (a 401 signs the browser out) -------------------------------------------------------------

/** Paging, search, the status filter and the sort of the list. */
export type ApplicationListParams = EndpointQuery<typeof applicationEndpoints.adminList>;

export const listApplications = (params: ApplicationListParams) => api.adminList({ query: params });

export const getApplication = (id: string) => api.detail({ params: { id } });

/** The sensitive values in clear; the server records the reveal in the audit log. */
export const revealApplication = (id: string) => api.reveal({ params: { id } });

export const replyToApplication = (id: string, body: { reply: string; status?: ApplicationStatus }) => api.reply({ params: { id }, body });

/** `message` is the office's note, included in the applicant's e-mail (issue 19). */
export const setApplicationStatus = (id: string, status: ApplicationStatus, message?: string) =>
  api.setStatus({ params: { id, status }, body: message ? { message } : {} });

/** Submitted, status changes, notes and e-mails (with their delivery state), oldest first. */
export const getApplicationTimeline = (id: string) => api.timeline({ params: { id } });

export const deleteApplication = (id: string) => api.remove({ params: { id } });
