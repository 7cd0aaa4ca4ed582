import { LEASE_STATUS_LABELS, type LeaseStatus } from '@rentfront/shared/leases';
import { formatShortDate } from '../../../lib/format';
import { formatCents } from '../../../lib/money';

import type { BadgeTone } from '../../../ui/Badge';

// How a lease reads in the back office: its term, its rent and how far away its end is.

/** "Jan 1, 2027 – Dec 31, 2027", or "Jan 1, 2027 – Month-to-month" without an end date. */
export function termText(startDate: string, endDate: string | null): string {
  return `${formatShortDate(startDate)} – ${endDate ? formatShortDate(endDate) : 'Month-to-month'}`;
}

/** Statuses whose end date still lies ahead of the office: the others have no "ends in". */
const RUNNING: readonly LeaseStatus[] = ['draft', 'out_for_signature', 'signed', 'active'];

/** "in 45 days", "today", "3 days ago"; "—" for month-to-month or a lease no longer running. */
export function endsInText(days: number | null, status: LeaseStatus): string {
  if (days === null || !RUNNING.includes(status)) return '—';
  if (days === 0) return 'Today';
  const n = Math.abs(days);
  const span = `${n} day${n === 1 ? '' : 's'}`;
  return days > 0 ? span : `${span} ago`;
}

export const LEASE_STATUS_TONES: Record<LeaseStatus, BadgeTone> = {
  draft: 'gray',
  out_for_signature: 'yellow',
  signed: 'blue',
  active: 'green',
  ended: 'gray',
  cancelled: 'red',
};

export const leaseStatusLabel = (status: string) => LEASE_STATUS_LABELS[status as LeaseStatus] ?? status;

/** "Maria Lopez and Sam Lee": the residents as the list and the dialogs name them. */
export function residentNames(residents: readonly { full_name: string }[]): string {
  const names = residents.map((r) => r.full_name);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "$50.00 after 5 grace days" or "5% of the rent, at most $75.00, after 5 grace days". */
export function lateFeeText(fee: { type: 'flat' | 'percent'; amount: number; cap_cents: number | null }, graceDays: number): string {
  const grace = `after ${graceDays} grace day${graceDays === 1 ? '' : 's'}`;
  if (fee.amount === 0) return 'No late fee';
  if (fee.type === 'flat') return `${formatCents(fee.amount)} ${grace}`;
  const percent = `${(fee.amount / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}% of the rent`;
  return `${percent}${fee.cap_cents !== null ? `, at most ${formatCents(fee.cap_cents)}` : ''}, ${grace}`;
}
