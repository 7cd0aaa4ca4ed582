// Settings card "Applicant e-mails" (issue 19, ADR 0019): the templates of the status e-mails.
import type {
  ApplicantEmailPreview,
  ApplicantEmailStatus,
  ApplicantEmailTemplate,
  ApplicantEmailTemplateInput,
} from '@rentfront/shared/applicant-emails';
import { apiRequest } from './client';
import type { Envelope } from './types';

const BASE = '/api/admin/applicant-email-templates';
const one = (status: ApplicantEmailStatus) => `${BASE}/${encodeURIComponent(status)}`;

export const listApplicantEmailTemplates = () => apiRequest<Envelope<ApplicantEmailTemplate[]>>(BASE, { admin: true });

export const saveApplicantEmailTemplate = (status: ApplicantEmailStatus, body: ApplicantEmailTemplateInput) =>
  apiRequest<Envelope<ApplicantEmailTemplate>>(one(status), { method: 'PUT', body, admin: true });

export const resetApplicantEmailTemplate = (status: ApplicantEmailStatus) =>
  apiRequest<Envelope<ApplicantEmailTemplate>>(one(status), { method: 'DELETE', admin: true });

/** The unsaved template filled in with the sample application (stores nothing). */
export const previewApplicantEmail = (status: ApplicantEmailStatus, body: ApplicantEmailTemplateInput & { message?: string }) =>
  apiRequest<Envelope<ApplicantEmailPreview>>(`${one(status)}/preview`, { method: 'POST', body, admin: true });
