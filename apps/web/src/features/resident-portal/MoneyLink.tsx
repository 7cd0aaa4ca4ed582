import type { ResidentLease } from '@rentfront/shared/residents';
import { buttonClasses } from '../../ui/Button';
import { SiteLink } from '../../ui/SiteLink';

/** The link to a lease's money page, where there is a ledger (signed, active or ended). */
export function MoneyLink({ lease }: { lease: Pick<ResidentLease, 'id' | 'status'> }) {
  if (!['signed', 'active', 'ended'].includes(lease.status)) return null;
  return (
    <SiteLink to={`/resident/leases/${encodeURIComponent(lease.id)}/money`} className={buttonClasses('outline', 'sm', 'self-start')}>
      Rent and payments
    </SiteLink>
  );
}
