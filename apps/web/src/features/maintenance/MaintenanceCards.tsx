import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { formatUsDate } from '../../lib/format';
import { PriorityBadge, StatusBadge } from './Badges';
import { locationOf, photoCountText } from './formValues';
import { RowActions, type RowActionHandlers } from './RowActions';

/** The same rows as cards, for phones, where seven columns cannot fit. */
export function MaintenanceCards({ rows, actions }: { rows: MaintenanceRequest[]; actions: RowActionHandlers }) {
  return (
    <ul className="space-y-3" aria-label="Maintenance requests">
      {rows.map((r) => (
        <li key={r.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
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
        </li>
      ))}
    </ul>
  );
}
