import { APPLICATION_STATUS_LABELS, fillPlaceholders, type ApplicantEmailPlaceholder, type ApplicantEmailStatus } from '@rentfront/shared';
import type { Config } from '../../config';
import { escapeHtml, type RenderedEmail } from '../../platform/mail/template';
import { STATUS_PAGE_LINK_LABEL } from './emails';

export interface ApplicantEmailFacts {
  status: ApplicantEmailStatus;
  applicantName: string;
  propertyTitle: string | null;
  reference: string;
  /** The office's note, if it wrote one. */
  message?: string;
  /** The applicant's status page; the e-mail ends with it (issue 34 item 4). */
  statusUrl?: string | null;
}

const MESSAGE = /\{message\}/;

/**
 * Fills an office-written template. Everything stays plain text: the text part as filled in, the
 * HTML part escaped paragraph by paragraph, so nothing typed in Settings or in a note is ever
 * markup. The note goes where {message} is, or at the end when the template has no {message}.
 */
export function renderApplicantEmail(config: Config, template: { subject: string; body: string }, f: ApplicantEmailFacts): RenderedEmail {
  const values: Record<ApplicantEmailPlaceholder, string> = {
    applicant_name: f.applicantName,
    property_title: f.propertyTitle ?? 'the property',
    reference: f.reference,
    status: APPLICATION_STATUS_LABELS[f.status],
    office_name: config.site.name,
    office_phone: config.site.phone,
    message: f.message?.trim() ?? '',
  };
  // One pass: a note or a name that contains "{reference}" stays as typed.
  let body = fillPlaceholders(template.body, values);
  if (values.message && !MESSAGE.test(template.body)) body = `${body}\n\n${values.message}`;
  // A {message} line left empty must not leave a gap of blank lines.
  body = body
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]*(\n[ \t]*)+\n/g, '\n\n')
    .trim();
  if (f.statusUrl) body = `${body}\n\n${STATUS_PAGE_LINK_LABEL}: ${f.statusUrl}`;
  // A header is one line, whatever a property title holds.
  const subject = fillPlaceholders(template.subject, { ...values, message: '' })
    .replace(/\s+/g, ' ')
    .trim();
  const paragraphs = body.split(/\n\n/);
  return {
    subject,
    text: body,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">${paragraphs
      .map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`)
      .join('\n')}</body></html>`,
  };
}
