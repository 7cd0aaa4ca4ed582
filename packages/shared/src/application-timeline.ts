// The application's timeline in the admin detail (issue 19): what happened, who did it, and what
// the applicant was sent.
import { z } from 'zod';
import { APPLICANT_EMAIL_MESSAGES, APPLICANT_MESSAGE_MAX } from './applicant-emails-core';
import type { ApplicationStatus } from './applications-core';

/**
 * PUT /api/admin/applications/{id}/status/{status}: the body is optional (the spec's call has
 * none); `message` is the office's note to the applicant, included in the e-mail. Blank = none.
 */
export const applicationStatusChangeSchema = z.preprocess(
  // No body at all reaches the route as null.
  (body) => body ?? undefined,
  z
    .object({
      message: z.preprocess(
        (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
        z.string().trim().max(APPLICANT_MESSAGE_MAX, APPLICANT_EMAIL_MESSAGES.messageTooLong).optional(),
      ),
    })
    .strict()
    .optional(),
);
export type ApplicationStatusChangeInput = z.input<typeof applicationStatusChangeSchema>;

/** Delivery state of an e-mail as the outbox knows it. */
export type TimelineDelivery = 'pending' | 'sent' | 'failed';

export type ApplicationTimelineEntry =
  | { kind: 'submitted'; at: string }
  | { kind: 'status_changed'; at: string; actor: string | null; from: ApplicationStatus; to: ApplicationStatus }
  | { kind: 'message'; at: string; actor: string | null; text: string }
  /** The applicant's answer on the status page (issue 34 item 4). */
  | { kind: 'applicant_reply'; at: string; text: string }
  | { kind: 'email'; at: string; subject: string; delivery: TimelineDelivery; sent_at: string | null };

/** GET /api/admin/applications/{id}/timeline: oldest first. */
export interface ApplicationTimeline {
  entries: ApplicationTimelineEntry[];
}
