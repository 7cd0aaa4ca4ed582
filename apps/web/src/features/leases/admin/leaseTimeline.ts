import type { LeaseEvent } from '@rentfront/shared/lease-answers';
import type { LeaseEventKind } from '@rentfront/shared/leases';
import { formatShortDate } from '../../../lib/format';

// A lease's timeline entries in words. The detail values come from the server's events; only
// the ones known here are read, and every value is text (never HTML).

const LABELS: Record<LeaseEventKind, string> = {
  created: 'Lease drafted',
  updated: 'Terms changed',
  sent: 'Sent for signature',
  invitation_queued: 'Invitation e-mailed',
  resident_signed: 'Resident signed',
  signatures_voided: 'Signatures voided',
  fully_signed: 'Every resident signed',
  countersigned: 'Countersigned by the office',
  activated: 'Lease active',
  ended: 'Lease ended',
  cancelled: 'Lease cancelled',
  renewal_offered: 'Renewal offered',
};

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** The entry's title and the line under it ("Version 2", "Maria Lopez", "Move-out Jan 31, 2028"…). */
export function timelineEntry(e: Pick<LeaseEvent, 'kind' | 'detail'>): { title: string; note: string | null } {
  const d = e.detail;
  const title = LABELS[e.kind] ?? e.kind;
  switch (e.kind) {
    case 'sent':
      return { title, note: d.document_version !== undefined ? `Version ${text(d.document_version)}` : null };
    case 'invitation_queued':
    case 'resident_signed':
      return { title, note: text(d.resident) };
    case 'signatures_voided':
      return { title, note: d.count !== undefined ? `${text(d.count)} voided: ${text(d.reason) ?? 'the lease changed'}` : text(d.reason) };
    case 'ended':
      if (d.move_out_date) return { title, note: `Move-out ${formatShortDate(String(d.move_out_date))}` };
      return { title, note: d.renewed_by ? `Renewed by ${text(d.renewed_by)}` : null };
    case 'cancelled':
      return { title, note: text(d.reason) };
    case 'renewal_offered':
      return { title, note: d.renewal ? `Renewal ${text(d.renewal)}` : null };
    case 'created':
      if (d.application) return { title, note: `From application ${text(d.application)}` };
      return { title, note: d.renewal_of ? `Renewal of ${text(d.renewal_of)}` : null };
    case 'updated':
      return { title, note: d.returned_to_draft === true ? 'Back to draft' : null };
    default:
      return { title, note: null };
  }
}
