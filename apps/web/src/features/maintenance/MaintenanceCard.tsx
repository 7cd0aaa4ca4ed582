import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { formatUsDate } from '../../lib/format';
import { PriorityBadge, StatusBadge } from './Badges';
import { locationOf, photoCountText } from './formValues';
import { RowActions, type RowActionHandlers } from './RowActions';

/** One request as a card, for phones, where seven columns cannot fit. */
export function MaintenanceCard({ request: r, actions }: { request: MaintenanceRequest; actions: RowActionHandlers }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={r.status} />
        <PriorityBadge priority={r.priority} />
        <span className="ml-auto text-xs text-slate-700">{formatUsDate(r.created_at)}</span>
      </div>
      <div>
        <p className="font-medium text-slate-900">{r.issue_title}</p>
        <p className="text-sm text-slate-700">{locationOf(r)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs font-semibold text-slate-700">Tenant</dt>
          <dd className="break-words text-slate-900">{r.tenant_name}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-700">Contractor</dt>
          <dd className="break-all text-slate-900">{r.contractor_name ?? r.contractor_email}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-between border-t border-slate-100 pt-2">
        <span className="text-xs text-slate-700">{photoCountText(r.photos.length)}</span>
        <RowActions request={r} actions={actions} />
      </div>
    </>
  );
}
