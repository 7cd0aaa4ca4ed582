import type { ResidentLease } from '@rentfront/shared/residents';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/Button';
import { SiteLink } from '../../ui/SiteLink';
import { leaseStatusText, termText } from './leaseFormat';
import { formatCents } from '../../lib/money';
import { MoneyLink } from './MoneyLink';
import { renewalOfText } from './renewal';

/** A lease in a few lines (home and the lease list), with its link. */
export function LeaseSummary({ lease }: { lease: ResidentLease }) {
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{lease.property_address ?? lease.property_title ?? lease.reference}</h3>
        <Badge tone={lease.needs_my_signature ? 'yellow' : lease.status === 'active' ? 'green' : 'gray'}>
          {leaseStatusText(lease.status)}
        </Badge>
      </div>
      {lease.renewal_of && <p className="text-sm font-medium text-slate-800">{renewalOfText(lease)}</p>}
      <p className="text-sm text-slate-700">
        {termText(lease)} · {formatCents(lease.monthly_rent_cents)} a month
      </p>
      <SiteLink to={`/resident/leases/${encodeURIComponent(lease.id)}`} className={buttonClasses('outline', 'sm', 'self-start')}>
        {lease.needs_my_signature ? (lease.renewal_of ? 'See the renewal offer' : 'Read and sign the lease') : 'See the lease'}
      </SiteLink>
      <MoneyLink lease={lease} />
    </article>
  );
}
