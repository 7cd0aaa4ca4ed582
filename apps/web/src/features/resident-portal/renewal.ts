import type { ResidentLease } from '@rentfront/shared/residents';
import { formatCents } from '../../lib/money';
import { termText } from './leaseFormat';

// How a renewal offer reads in the portal (issue 32 item 6): the offer beside the lease it renews.

export interface RenewalRow {
  label: string;
  current: string;
  offered: string;
}

/** "Renewal of LSE-…": the words every renewal screen leads with. */
export const renewalOfText = (lease: Pick<ResidentLease, 'renewal_of'>) =>
  lease.renewal_of ? `Renewal of ${lease.renewal_of.reference}` : null;

/** "$75.00 more a month", "$20.00 less a month" or "The same rent". */
export function rentChangeText(currentCents: number, offeredCents: number): string {
  const diff = offeredCents - currentCents;
  if (diff === 0) return 'The same rent';
  return `${formatCents(Math.abs(diff))} ${diff > 0 ? 'more' : 'less'} a month`;
}

/** The new term and rent beside the current ones; empty for a lease that renews nothing. */
export function renewalRows(lease: ResidentLease): RenewalRow[] {
  const current = lease.renewal_of;
  if (!current) return [];
  return [
    { label: 'Term', current: termText(current), offered: termText(lease) },
    {
      label: 'Monthly rent',
      current: formatCents(current.monthly_rent_cents),
      offered: `${formatCents(lease.monthly_rent_cents)} (${rentChangeText(current.monthly_rent_cents, lease.monthly_rent_cents)})`,
    },
  ];
}
