// Settings card "Applicant e-mails" (issue 19, ADR 0019): the templates of the status e-mails,
// typed by their descriptors (ADR 0031).
import type { ApplicantEmailStatus, ApplicantEmailTemplateInput } from '@rentfront/shared/applicant-emails';
import type { applicantEmailEndpoints } from '@rentfront/shared/contract/applicant-emails';
import { applicantEmailRoutes } from '@rentfront/shared/contract/applicant-emails-routes';
import { endpointClient } from './endpoint';

const api = endpointClient<typeof applicantEmailEndpoints>(applicantEmailRoutes);

export const listApplicantEmailTemplates = () => api.list();

export const saveApplicantEmailTemplate = (status: ApplicantEmailStatus, body: ApplicantEmailTemplateInput) =>
  api.save({ params: { status }, body });

export const resetApplicantEmailTemplate = (status: ApplicantEmailStatus) => api.reset({ params: { status } });

/** The unsaved template filled in with the sample application (stores nothing). */
export const previewApplicantEmail = (status: ApplicantEmailStatus, body: ApplicantEmailTemplateInput & { message?: string }) =>
  api.preview({ params: { status }, body });
