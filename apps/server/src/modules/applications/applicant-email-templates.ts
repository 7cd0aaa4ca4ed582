import { eq } from 'drizzle-orm';
import {
  APPLICANT_EMAIL_MESSAGES as M,
  APPLICANT_EMAIL_SAMPLE,
  APPLICANT_EMAIL_STATUSES,
  applicantEmailLabel,
  isApplicantEmailStatus,
  type ApplicantEmailPreview,
  type ApplicantEmailStatus,
  type ApplicantEmailTemplate,
  type ApplicantEmailTemplateInput,
} from '@rentfront/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { applicantEmailTemplates } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { APPLICANT_EMAIL_DEFAULTS } from './applicant-email-defaults';
import { renderApplicantEmail } from './applicant-email-render';

type TemplateRow = typeof applicantEmailTemplates.$inferSelect;

function toTemplate(status: ApplicantEmailStatus, row: TemplateRow | undefined): ApplicantEmailTemplate {
  const fallback = APPLICANT_EMAIL_DEFAULTS[status];
  return {
    status,
    label: applicantEmailLabel(status),
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    is_default: !row,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** A status with a template, else 404 (other statuses have no editable e-mail). */
function checkStatus(status: string): ApplicantEmailStatus {
  if (!isApplicantEmailStatus(status)) throw notFound(M.notFound);
  return status;
}

/** The template the e-mail of a status change uses: the office's, else the default. */
export async function templateFor(db: DbOrTx, status: ApplicantEmailStatus): Promise<ApplicantEmailTemplate> {
  const [row] = await db.select().from(applicantEmailTemplates).where(eq(applicantEmailTemplates.status, status));
  return toTemplate(status, row);
}

/** GET /api/admin/applicant-email-templates: every template, in the card's order. */
export async function listTemplates(db: DbOrTx): Promise<ApplicantEmailTemplate[]> {
  const rows = await db.select().from(applicantEmailTemplates);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return APPLICANT_EMAIL_STATUSES.map((status) => toTemplate(status, byStatus.get(status)));
}

/** PUT /api/admin/applicant-email-templates/{status}: stored as typed (plain text). */
export async function saveTemplate(db: DbOrTx, status: string, input: ApplicantEmailTemplateInput, userId: string | null) {
  const checked = checkStatus(status);
  const now = new Date();
  const values = { subject: input.subject, body: input.body, updatedBy: userId, updatedAt: now };
  const [row] = await db
    .insert(applicantEmailTemplates)
    .values({ status: checked, ...values })
    .onConflictDoUpdate({ target: applicantEmailTemplates.status, set: values })
    .returning();
  return toTemplate(checked, row);
}

/** DELETE /api/admin/applicant-email-templates/{status}: back to the built-in text. */
export async function resetTemplate(db: DbOrTx, status: string): Promise<ApplicantEmailTemplate> {
  const checked = checkStatus(status);
  await db.delete(applicantEmailTemplates).where(eq(applicantEmailTemplates.status, checked));
  return toTemplate(checked, undefined);
}

/**
 * POST /api/admin/applicant-email-templates/{status}/preview: the (unsaved) template filled in
 * with an invented application, exactly as the status change would render it.
 */
export function previewTemplate(
  config: Config,
  status: string,
  input: ApplicantEmailTemplateInput & { message?: string },
): ApplicantEmailPreview {
  const checked = checkStatus(status);
  const mail = renderApplicantEmail(config, input, {
    status: checked,
    applicantName: APPLICANT_EMAIL_SAMPLE.applicant_name,
    propertyTitle: APPLICANT_EMAIL_SAMPLE.property_title,
    reference: APPLICANT_EMAIL_SAMPLE.reference,
    message: input.message,
  });
  return { subject: mail.subject, text: mail.text };
}
