// The e-mails an applicant gets when the office approves, rejects or asks for more information
// (issue 19, ADR 0019). No zod here so any page may import it; applicant-emails.ts adds the schemas.
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from './applications-core';

/** The statuses whose e-mail the office writes in Settings, in the order of the Settings card. */
export const APPLICANT_EMAIL_STATUSES = ['approved', 'rejected', 'info_requested'] as const satisfies readonly ApplicationStatus[];
export type ApplicantEmailStatus = (typeof APPLICANT_EMAIL_STATUSES)[number];

export function isApplicantEmailStatus(value: unknown): value is ApplicantEmailStatus {
  return typeof value === 'string' && (APPLICANT_EMAIL_STATUSES as readonly string[]).includes(value);
}

/** What each placeholder stands for (shown next to the editor). */
export const APPLICANT_EMAIL_PLACEHOLDERS = {
  applicant_name: "The applicant's full name",
  property_title: 'The title of the property applied for',
  reference: 'The application reference (APP-…)',
  status: 'The new status, e.g. Approved',
  office_name: "The office's name",
  office_phone: "The office's phone number",
  message: 'The note written with the status change (the line is left out when there is none)',
} as const;
export type ApplicantEmailPlaceholder = keyof typeof APPLICANT_EMAIL_PLACEHOLDERS;
export const APPLICANT_EMAIL_PLACEHOLDER_NAMES = Object.keys(APPLICANT_EMAIL_PLACEHOLDERS) as ApplicantEmailPlaceholder[];

export const APPLICANT_EMAIL_SUBJECT_MAX = 200;
export const APPLICANT_EMAIL_BODY_MAX = 5000;
/** The office's optional note that goes with a status change (the same limit as a reply). */
export const APPLICANT_MESSAGE_MAX = 5000;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The `{names}` in a text that are not placeholders, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(APPLICANT_EMAIL_PLACEHOLDER_NAMES);
  const unknown: string[] = [];
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/**
 * Fills the placeholders in one pass: a value that itself contains `{reference}` stays as typed.
 * Plain text in, plain text out; HTML escaping is the mail renderer's job.
 */
export function fillPlaceholders(text: string, values: Record<ApplicantEmailPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as ApplicantEmailPlaceholder] : whole,
  );
}

/** The application the preview is rendered with: invented, so a preview never shows a real applicant. */
export const APPLICANT_EMAIL_SAMPLE = {
  applicant_name: 'Jordan Sample',
  property_title: 'Sunny 2-Bedroom Apartment',
  reference: 'APP-SAMPLE',
} as const;

export const APPLICANT_EMAIL_MESSAGES = {
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject must be at most ${APPLICANT_EMAIL_SUBJECT_MAX} characters.`,
  subjectOneLine: 'The subject must fit on one line.',
  bodyRequired: 'Please enter the text of the e-mail.',
  bodyTooLong: `The text must be at most ${APPLICANT_EMAIL_BODY_MAX.toLocaleString('en-US')} characters.`,
  messageTooLong: `The message must be at most ${APPLICANT_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  notFound: 'No e-mail template for this status',
  saved: 'E-mail template saved',
  reset: 'E-mail template reset to the default',
  loadFailed: 'Failed to load e-mail templates',
  saveFailed: 'Failed to save e-mail template',
  resetFailed: 'Failed to reset e-mail template',
  previewFailed: 'Failed to preview e-mail',
} as const;

/** "Unknown placeholder {foo}. Use {applicant_name}, …" (the 400's message and the field's error). */
export function unknownPlaceholderMessage(names: string[]): string {
  const list = names.map((n) => `{${n}}`).join(', ');
  const allowed = APPLICANT_EMAIL_PLACEHOLDER_NAMES.map((n) => `{${n}}`).join(', ');
  return `Unknown placeholder${names.length === 1 ? '' : 's'} ${list}. Use only ${allowed}.`;
}

/** One template as the Settings card reads it. */
export interface ApplicantEmailTemplate {
  status: ApplicantEmailStatus;
  /** The status label, e.g. "Approved". */
  label: string;
  subject: string;
  /** Plain text with placeholders; never rendered as HTML. */
  body: string;
  is_default: boolean;
  updated_at: string | null;
}

/** The preview: the template filled in with the sample application, as the applicant would read it. */
export interface ApplicantEmailPreview {
  subject: string;
  text: string;
}

export const applicantEmailLabel = (status: ApplicantEmailStatus) => APPLICATION_STATUS_LABELS[status];
