import type { ResidentLease } from '@rentfront/shared/residents';
import { formatMoney, formatShortDate } from '../../lib/format';

// How a lease's terms read in the portal. Amounts are integer cents in the API.

export const centsText = (cents: number) => formatMoney(cents / 100);

export function termText(lease: Pick<ResidentLease, 'start_date' | 'end_date'>): string {
  const start = formatShortDate(lease.start_date);
  return lease.end_date ? `${start} to ${formatShortDate(lease.end_date)}` : `From ${start}, month to month`;
}

/** "$50" or "5 % of the rent, at most $100" (a percent fee is in basis points: 500 = 5 %). */
export function lateFeeText(fee: ResidentLease['late_fee']): string {
  const amount = fee.type === 'flat' ? centsText(fee.amount) : `${(fee.amount / 100).toLocaleString('en-US')} % of the rent`;
  return fee.cap_cents === null ? amount : `${amount}, at most ${centsText(fee.cap_cents)}`;
}

export function ordinalDay(day: number): string {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
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
