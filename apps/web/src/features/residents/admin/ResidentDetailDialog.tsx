import { LEASE_STATUS_LABELS } from '@rentfront/shared/leases';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { residentQueries } from '../../../api/queries/residents';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Dialog } from '../../../ui/Dialog';
import { ErrorState } from '../../../ui/EmptyState';
import { SkeletonList } from '../../../ui/Skeleton';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

const term = (start: string, end: string | null) => `${formatShortDate(start)} – ${end ? formatShortDate(end) : 'Month-to-month'}`;

/** One resident: contact details, their leases (each opens in Leases) and their maintenance requests. */
export function ResidentDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(residentQueries.detail(id));
  const r = query.data;
  let body: ReactNode;
  if (query.isPending) body = <SkeletonList label="Loading the resident" count={3} itemClassName="h-16 w-full" />;
  else if (query.isError)
    body = <ErrorState message={failureMessage(query.error, 'Resident not found')} onRetry={() => void query.refetch()} />;
  else if (r) {
    body = (
      <div className="space-y-5 text-sm">
        <Part title="Contact">
          <p className="text-slate-900">{r.email}</p>
          <p className="text-slate-900">{r.phone ?? 'No phone'}</p>
          <p className="text-slate-700">
            {r.last_sign_in_at ? `Last signed in ${formatDateTime(r.last_sign_in_at)}` : 'Has not signed in to the portal yet'}
          </p>
        </Part>
        <Part title="Leases">
          {r.leases.length === 0 ? (
            <p className="text-slate-700">No leases.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {r.leases.map((l) => (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div>
                    <Link to={`/admin/leases?lease=${encodeURIComponent(l.id)}`} className="font-medium text-brand-700 underline">
                      {l.property_title ?? 'Property removed'} · {l.reference}
                    </Link>
                    <p className="text-slate-700">{term(l.start_date, l.end_date)}</p>
                  </div>
                  <Badge tone={l.status === 'active' ? 'green' : 'gray'}>{LEASE_STATUS_LABELS[l.status]}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title="Maintenance requests">
          {r.maintenance_requests.length === 0 ? (
            <p className="text-slate-700">No requests.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {r.maintenance_requests.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-slate-900">{m.title}</span>
                  <span className="text-slate-700">
                    {m.status.replace(/_/g, ' ')} · {formatShortDate(m.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={r?.full_name ?? 'Resident'} size="lg" readingBody>
      {body}
    </Dialog>
  );
}
