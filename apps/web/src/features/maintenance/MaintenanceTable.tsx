import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import type { ReactNode } from 'react';
import { formatUsDate } from '../../lib/format';
import { DataTable, type DataColumn, type ListSort } from '../../ui/table/DataTable';
import { RowOpen } from '../../ui/table/rowOpen';
import { PriorityBadge, StatusBadge } from './Badges';
import { locationOf } from './formValues';
import { RowActions, type RowActionHandlers } from './RowActions';

function Secondary({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`text-xs text-slate-700 ${className ?? ''}`}>{children}</div>;
}

export interface MaintenanceTableState {
  sort: ListSort;
  onSortChange: (next: ListSort) => void;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  toolbar: ReactNode;
}

/** The table of medium and large screens (phones get MaintenanceCards); the row opens the request. */
export function MaintenanceTable({
  rows,
  actions,
  state,
}: {
  rows: MaintenanceRequest[];
  actions: RowActionHandlers;
  state: MaintenanceTableState;
}) {
  const columns: DataColumn<MaintenanceRequest>[] = [
    {
      id: 'issue_title',
      header: 'Issue & Property',
      sortable: true,
      className: 'min-w-44',
      cell: (r) => (
        <>
          <div>
            <RowOpen label={`Open ${r.issue_title}`}>{r.issue_title}</RowOpen>
          </div>
          <Secondary>{locationOf(r)}</Secondary>
          {r.photos.length > 0 && <Secondary>{r.photos.length === 1 ? '1 photo' : `${r.photos.length} photos`}</Secondary>}
        </>
      ),
    },
    {
      id: 'tenant_name',
      header: 'Tenant',
      sortable: true,
      hideable: true,
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
      id: 'contractor',
      header: 'Contractor',
      hideable: true,
      cell: (r) => (
        <>
          {r.contractor_name && <div>{r.contractor_name}</div>}
          <Secondary className="break-all">{r.contractor_email}</Secondary>
        </>
      ),
    },
    { id: 'priority', header: 'Priority', sortable: true, hideable: true, cell: (r) => <PriorityBadge priority={r.priority} /> },
    { id: 'status', header: 'Status', sortable: true, hideable: true, cell: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'created_at',
      header: 'Created',
      sortable: true,
      hideable: true,
      className: 'whitespace-nowrap',
      cell: (r) => formatUsDate(r.created_at),
    },
    { id: 'actions', header: 'Actions', cell: (r) => <RowActions request={r} actions={actions} /> },
  ];
  return (
    <DataTable
      tableId="maintenance"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      caption="Maintenance requests"
      onOpen={actions.onView}
      rowLabel={(r) => r.issue_title}
      {...state}
    />
  );
}
