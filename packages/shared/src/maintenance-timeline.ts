// The timeline of a maintenance request (issue 19 item 4): the office sending it, the contractor's
// steps on the job page and the office's status changes, as the admin request view shows them.
import type { MaintenanceStatus } from './maintenance-core';

// `comment` and `confirmed` come from the resident portal (issue 32 item 4).
export const MAINTENANCE_EVENT_KINDS = ['sent', 'accepted', 'date_proposed', 'done', 'status_changed', 'comment', 'confirmed'] as const;
export type MaintenanceEventKind = (typeof MAINTENANCE_EVENT_KINDS)[number];

export const MAINTENANCE_EVENT_ACTORS = ['office', 'contractor', 'resident'] as const;
export type MaintenanceEventActor = (typeof MAINTENANCE_EVENT_ACTORS)[number];

export interface MaintenanceEvent {
  id: string;
  kind: MaintenanceEventKind;
  actor: MaintenanceEventActor;
  /** The contractor, as named when the step was taken: who acted, or for `sent` whom it went to. */
  actor_name: string | null;
  note: string | null;
  /** YYYY-MM-DD, for date_proposed. */
  proposed_date: string | null;
  /** For status_changed: the status the request moved to. */
  status: MaintenanceStatus | null;
  created_at: string;
}

/** "Accepted the job", "Proposed Tue, Dec 1, 2026"...: one line per event, dates formatted by the caller. */
export function maintenanceEventText(kind: MaintenanceEventKind, proposedDate: string | null, statusLabel: string | null): string {
  switch (kind) {
    case 'sent':
      return 'Sent to the contractor';
    case 'accepted':
      return 'Accepted the job';
    case 'date_proposed':
      return `Proposed a date: ${proposedDate ?? ''}`.trim();
    case 'done':
      return 'Marked the job done';
    case 'status_changed':
      return `Changed the status to ${statusLabel ?? ''}`.trim();
    case 'comment':
      return 'Added a comment';
    case 'confirmed':
      return 'Confirmed the job is done';
  }
}
