// Calls of the applications domain (public-site.md §7 "Public forms", admin-back-office.md §7 Applications).
import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplicationListResult,
  ApplicationSensitiveValues,
  ApplicationStatus,
  ApplicationSubmitBody,
  ApplicationSubmitResult,
} from '@rentfront/shared/applications';
import type { ApplicationTimeline } from '@rentfront/shared/application-timeline';
import type { Property } from '@rentfront/shared/properties';
import { apiRequest } from './client';
import type { Envelope } from './types';
import type { SortParams } from './exports';

// --- Public ---------------------------------------------------------------------------------------

/** The property the wizard applies for (its summary on step 1 and the review). */
export async function fetchApplyProperty(propertyId: string): Promise<Property> {
  return (await apiRequest<Envelope<Property>>(`/api/properties/${encodeURIComponent(propertyId)}`)).data;
}

/**
 * Submits the grouped application. The same Idempotency-Key is sent on every retry of one
 * application, so a double click or a retried request never creates two.
 */
export function submitApplication(body: ApplicationSubmitBody, idempotencyKey: string) {
  return apiRequest<Envelope<ApplicationSubmitResult>>('/api/applications/submit', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

// --- Admin (a 401 signs the browser out) -------------------------------------------------------------

const BASE = '/api/admin/applications';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export interface ApplicationListParams extends SortParams {
  limit: number;
  offset: number;
  search?: string;
  status?: ApplicationStatus | 'all';
}

export const listApplications = (params: ApplicationListParams) =>
  apiRequest<Envelope<ApplicationListResult>>(BASE, { query: { ...params }, admin: true });

export const getApplication = (id: string) => apiRequest<Envelope<ApplicationDetail>>(one(id), { admin: true });

/** The sensitive values in clear; the server records the reveal in the audit log. */
export const revealApplication = (id: string) =>
  apiRequest<Envelope<ApplicationSensitiveValues>>(`${one(id)}/reveal`, { method: 'POST', admin: true });

export const replyToApplication = (id: string, body: { reply: string; status?: ApplicationStatus }) =>
  apiRequest<Envelope<ApplicationListItem>>(`${one(id)}/reply`, { method: 'POST', body, admin: true });

/** `message` is the office's note, included in the applicant's e-mail (issue 19). */
export const setApplicationStatus = (id: string, status: ApplicationStatus, message?: string) =>
  apiRequest<Envelope<ApplicationListItem>>(`${one(id)}/status/${status}`, {
    method: 'PUT',
    body: message ? { message } : {},
    admin: true,
  });

/** Submitted, status changes, notes and e-mails (with their delivery state), oldest first. */
export const getApplicationTimeline = (id: string) => apiRequest<Envelope<ApplicationTimeline>>(`${one(id)}/timeline`, { admin: true });

export const deleteApplication = (id: string) => apiRequest<Envelope<{ id: string }>>(one(id), { method: 'DELETE', admin: true });
