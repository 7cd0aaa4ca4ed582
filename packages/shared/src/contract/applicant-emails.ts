import { z } from 'zod';
import {
  APPLICANT_EMAIL_MESSAGES as M,
  APPLICANT_EMAIL_STATUSES,
  APPLICANT_MESSAGE_MAX,
  applicantEmailTemplateSchema,
  type ApplicantEmailPreview,
  type ApplicantEmailTemplate,
} from '../applicant-emails';
import { applicantEmailRoutes } from './applicant-emails-routes';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';

// The applicant e-mail template endpoints: the routes of applicant-emails-routes.ts with their schemas.

/** Statuses are checked by the service: one without a template is a 404 like an unknown page. */
export const applicantEmailStatusParams = z.object({ status: z.string() });

/** The preview's body: the unsaved template and the optional note of the status change. */
export const applicantEmailPreviewBodySchema = applicantEmailTemplateSchema.extend({
  message: z.string().trim().max(APPLICANT_MESSAGE_MAX, M.messageTooLong).optional(),
});

export const applicantEmailTemplateAnswerSchema = z.object({
  status: z.enum(APPLICANT_EMAIL_STATUSES),
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});

export const applicantEmailPreviewSchema = z.object({ subject: z.string(), text: z.string() });

export type _ApplicantEmailShapes = [
  Expect<Same<z.output<typeof applicantEmailTemplateAnswerSchema>, ApplicantEmailTemplate>>,
  Expect<Same<z.output<typeof applicantEmailPreviewSchema>, ApplicantEmailPreview>>,
];

const oneTemplate = envelope(applicantEmailTemplateAnswerSchema);

export const applicantEmailEndpoints = {
  list: defineEndpoint(applicantEmailRoutes.list, { response: envelope(z.array(applicantEmailTemplateAnswerSchema)) }),
  save: defineEndpoint(applicantEmailRoutes.save, {
    params: applicantEmailStatusParams,
    body: applicantEmailTemplateSchema,
    response: oneTemplate,
  }),
  reset: defineEndpoint(applicantEmailRoutes.reset, { params: applicantEmailStatusParams, response: oneTemplate }),
  preview: defineEndpoint(applicantEmailRoutes.preview, {
    params: applicantEmailStatusParams,
    body: applicantEmailPreviewBodySchema,
    response: envelope(applicantEmailPreviewSchema),
  }),
};
