import type { ResidentLease } from '@rentfront/shared/residents';
import { formatShortDate } from '../../lib/format';
import { formatCents } from '../../lib/money';

// How a lease's terms read in the portal. Amounts are integer cents in the API.

export function termText(lease: Pick<ResidentLease, 'start_date' | 'end_date'>): string {
  const start = formatShortDate(lease.start_date);
  return lease.end_date ? `${start} to ${formatShortDate(lease.end_date)}` : `From ${start}, month to month`;
}

/** "$50" or "5 % of the rent, at most $100" (a percent fee is in basis points: 500 = 5 %). */
export function lateFeeText(fee: ResidentLease['late_fee']): string {
  const amount = fee.type === 'flat' ? formatCents(fee.amount) : `${(fee.amount / 100).toLocaleString('en-US')} % of the rent`;
  return fee.cap_cents === null ? amount : `${amount}, at most ${formatCents(fee.cap_cents)}`;
}

const STATUS_TEXT: Record<ResidentLease['status'], string> = {
  draft: 'Draft',
  out_for_signature: 'Waiting for signatures',
  signed: 'Signed, waiting for the office',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

export const leaseStatusText = (status: ResidentLease['status']) => STATUS_TEXT[status];
