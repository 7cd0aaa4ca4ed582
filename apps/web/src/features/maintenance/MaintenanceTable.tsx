import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import type { ReactNode } from 'react';
import { formatUsDate } from '../../lib/format';
import { Table, type Column } from '../../ui/Table';
import { PriorityBadge, StatusBadge } from './Badges';
import { locationOf } from './formValues';
import { RowActions, type RowActionHandlers } from './RowActions';

function Secondary({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`text-xs text-slate-700 ${className ?? ''}`}>{children}</div>;
}

/** The table of medium and large screens (phones get MaintenanceCards). */
export function MaintenanceTable({ rows, actions }: { rows: MaintenanceRequest[]; actions: RowActionHandlers }) {
  const columns: Column<MaintenanceRequest>[] = [
    {
      header: 'Issue & Property',
      className: 'min-w-44',
      cell: (r) => (
        <>
          <div className="font-medium text-slate-900">{r.issue_title}</div>
          <Secondary>{locationOf(r)}</Secondary>
          {r.photos.length > 0 && <Secondary>{r.photos.length === 1 ? '1 photo' : `${r.photos.length} photos`}</Secondary>}
        </>
      ),
    },
    {
      header: 'Tenant',
      cell: (r) => (
        <>
          <div>{r.tenant_name}</div>
          {/* A phone number stays on one line; only an e-mail address may break anywhere. */}
          {r.tenant_phone ? (
            <Secondary className="whitespace-nowrap">{r.tenant_phone}</Secondary>
          ) : (
            r.tenant_email && <Secondary className="break-all">{r.tenant_email}</Secondary>
          )}
        </>
      ),
    },
    {
      header: 'Contractor',
      cell: (r) => (
        <>
          {r.contractor_name && <div>{r.contractor_name}</div>}
          <Secondary className="break-all">{r.contractor_email}</Secondary>
        </>
      ),
    },
    { header: 'Priority', cell: (r) => <PriorityBadge priority={r.priority} /> },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { header: 'Created', className: 'whitespace-nowrap', cell: (r) => formatUsDate(r.created_at) },
    { header: 'Actions', cell: (r) => <RowActions request={r} actions={actions} /> },
  ];
  return <Table columns={columns} rows={rows} rowKey={(r) => r.id} caption="Maintenance requests" />;
}
