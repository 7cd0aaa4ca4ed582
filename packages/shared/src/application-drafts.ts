// Applications saved on the server while they are filled in, and the applicant's status page
// (issue 34 items 3 and 4; ADR 0044). The wizard's answers travel as its own form values; only the
// submit is checked against the full application schema (applications.ts).
import { z } from 'zod';
import type { ApplicationStatus } from './applications-core';
import { EMAIL_PATTERN } from './validation';

/** A draft and its "continue your application" link live this long, then are purged. */
export const DRAFT_DAYS = 30;
/** The wizard's answers are a few KB; the largest allowed form is far below this. */
export const DRAFT_BODY_MAX_BYTES = 64 * 1024;
/** An applicant's reply on the status page. */
export const STATUS_REPLY_MAX = 2000;

export const DRAFT_MESSAGES = {
  saved: 'Progress saved',
  created: 'We e-mailed you a link to continue this application on any device.',
  notFound: 'This application link is not valid. Check that you copied the whole link from the e-mail.',
  expired: 'This application link has expired. Start a new application from the property page.',
  alreadySubmitted: 'This application has already been submitted.',
  propertyMismatch: 'This draft belongs to another property.',
  invalidValues: 'The saved answers could not be read. Please check the form and try again.',
  tooManyDrafts: 'Too many applications started from this address. Please try again later.',
  statusNotFound: 'This status link is not valid. Check that you copied the whole link from the e-mail.',
  replyRequired: 'Please write your answer',
  replyTooLong: `Your answer can be at most ${STATUS_REPLY_MAX} characters`,
  replySent: 'Your answer was sent to the office',
  replyNotExpected: 'The office has not asked for more information on this application.',
} as const;

const uuid = z.string().trim().max(100);

/** POST /api/applications/drafts: saved as soon as step 2 gives the e-mail. */
export const draftCreateSchema = z
  .object({
    property_id: uuid,
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  })
  .strict();
export type DraftCreateInput = z.input<typeof draftCreateSchema>;

// The form's answers as the wizard holds them: objects of text, yes/no and short lists of rows.
// Checked for shape and size only; the submit checks what they mean.
type FormValue = string | boolean | FormValue[] | { [key: string]: FormValue };
const FIELD_NAME = /^[a-z][a-z0-9_]{0,59}$/;
const formValue: z.ZodType<FormValue> = z.lazy(() =>
  z.union([
    z.string().max(4000),
    z.boolean(),
    z.array(formValue).max(10),
    z.record(z.string().regex(FIELD_NAME), formValue).refine((o) => Object.keys(o).length <= 40, 'Too many fields'),
  ]),
);
export const draftValuesSchema = z.record(z.string().regex(FIELD_NAME), formValue).refine((o) => Object.keys(o).length <= 20);
export type DraftValues = z.output<typeof draftValuesSchema>;

const stepNumber = z.number().int().min(1).max(9);

/** PUT /api/applications/drafts/{token}: the whole form and where the applicant is. */
export const draftSaveSchema = z
  .object({
    step: stepNumber,
    completed: z.array(stepNumber).max(9),
    values: draftValuesSchema,
  })
  .strict();
export type DraftSaveInput = z.input<typeof draftSaveSchema>;
export type DraftSave = z.output<typeof draftSaveSchema>;

/** The sensitive fields (server.md §3): stored encrypted, sent back masked, never in the clear. */
export const DRAFT_SENSITIVE_FIELDS = ['date_of_birth', 'social_security_number', 'drivers_license_number'] as const;
export type DraftSensitiveField = (typeof DRAFT_SENSITIVE_FIELDS)[number];

/** GET /api/applications/drafts/{token}. */
export interface DraftView {
  property_id: string;
  email: string;
  step: number;
  completed: number[];
  /** Without the sensitive fields, which `sensitive_saved` shows masked. */
  values: DraftValues;
  sensitive_saved: Record<DraftSensitiveField, string | null>;
  updated_at: string;
  expires_at: string;
}

export interface DraftSaved {
  saved_at: string;
}

// ---------------------------------------------------------------------------------------------
// The applicant's status page: /applications/{token}
// ---------------------------------------------------------------------------------------------

/** The status as the applicant reads it on the page (the office's own labels are APPLICATION_STATUS_LABELS). */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Submitted',
  reviewed: 'Under review',
  info_requested: 'More information needed',
  approved: 'Approved',
  rejected: 'Declined',
  completed: 'Completed',
};

/** What the status means for the applicant, and what they can do. */
export const APPLICANT_STATUS_NEXT: Record<ApplicationStatus, string> = {
  pending: 'We have your application and will start the review soon.',
  reviewed: 'We are reviewing your application. Nothing is needed from you right now.',
  info_requested: 'We need more information from you. Please answer below.',
  approved: 'Your application was approved. We will contact you about the lease and move-in.',
  rejected: 'Your application was not approved. The e-mail we sent explains why and what you can do.',
  completed: 'Your application is complete. Thank you.',
};

/** "More information needed" once the applicant has answered: the office has the next move. */
export const APPLICANT_ANSWERED_NEXT = 'Thank you for your answer. We will review it and let you know what happens next.';

export const STATUS_EVENT_KINDS = ['submitted', 'status_changed', 'office_message', 'applicant_reply'] as const;
export type StatusEventKind = (typeof STATUS_EVENT_KINDS)[number];

export interface StatusEvent {
  kind: StatusEventKind;
  at: string;
  /** The status reached (status_changed). */
  status: ApplicationStatus | null;
  /** The office's words or the applicant's answer, as typed (plain text). */
  text: string | null;
}

/** GET /api/applications/status/{token}: first name only, never PII. */
export interface ApplicationStatusView {
  reference: string;
  first_name: string;
  status: ApplicationStatus;
  submitted_at: string;
  property: { id: string | null; title: string | null; city: string | null; state: string | null };
  events: StatusEvent[];
  /** The office asked for more information and waits for the applicant's answer. */
  awaiting_reply: boolean;
}

export const statusReplySchema = z
  .object({
    text: z
      .string({ error: DRAFT_MESSAGES.replyRequired })
      .trim()
      .min(1, DRAFT_MESSAGES.replyRequired)
      .max(STATUS_REPLY_MAX, DRAFT_MESSAGES.replyTooLong),
  })
  .strict();
export type StatusReplyInput = z.input<typeof statusReplySchema>;
