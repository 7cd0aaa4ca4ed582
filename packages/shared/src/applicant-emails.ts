import { z } from 'zod';
import {
  APPLICANT_EMAIL_BODY_MAX,
  APPLICANT_EMAIL_MESSAGES as M,
  APPLICANT_EMAIL_SUBJECT_MAX,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from './applicant-emails-core';

export * from './applicant-emails-core';

/** A text with nothing but known placeholders; the issue names the unknown ones. */
const withKnownPlaceholders = (schema: z.ZodString) =>
  schema.superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
  });

/**
 * PUT /api/admin/applicant-email-templates/{status} and its preview: subject and body, plain text.
 * The subject is one line (it becomes a mail header).
 */
export const applicantEmailTemplateSchema = z.object({
  subject: withKnownPlaceholders(
    z
      .string({ error: M.subjectRequired })
      .trim()
      .min(1, M.subjectRequired)
      .max(APPLICANT_EMAIL_SUBJECT_MAX, M.subjectTooLong)
      .regex(/^[^\r\n]*$/, M.subjectOneLine),
  ),
  body: withKnownPlaceholders(
    z.string({ error: M.bodyRequired }).trim().min(1, M.bodyRequired).max(APPLICANT_EMAIL_BODY_MAX, M.bodyTooLong),
  ),
});
export type ApplicantEmailTemplateInput = z.output<typeof applicantEmailTemplateSchema>;
