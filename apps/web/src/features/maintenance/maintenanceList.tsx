import {
  MAINTENANCE_MESSAGES,
  MAINTENANCE_OPEN_FILTER,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_PRIORITY_LABELS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_STATUS_LABELS,
  type MaintenancePriority,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@rentfront/shared/maintenance';
import type { ReactNode } from 'react';
import { updateMaintenanceRequest } from '../../api/maintenance';
import { formatUsDate } from '../../lib/format';
import type { AdminListConfirm, AdminListEmpty, FilterDef } from '../../ui/admin-list';
import type { Filter } from '../../ui/FilterSelect';
import { Wrench } from '../../ui/icons';
import type { DataColumn } from '../../ui/table/DataTable';
import { RowOpen } from '../../ui/table/rowOpen';
import { PriorityBadge, StatusBadge } from './Badges';
import { locationOf, photoCountText } from './formValues';
import { RowActions, type RowActionHandlers } from './RowActions';

export interface MaintenanceFilters {
  search: string;
  status: Filter<MaintenanceStatus | typeof MAINTENANCE_OPEN_FILTER>;
  priority: Filter<MaintenancePriority>;
}

export const NO_MAINTENANCE_FILTERS: MaintenanceFilters = { search: '', status: 'all', priority: 'all' };

/** "Open" (not completed or cancelled) first: the dashboard links to it. */
const STATUS_FILTERS = [MAINTENANCE_OPEN_FILTER, ...MAINTENANCE_STATUSES] as const;

// Status and priority live in the address: the dashboard links to ?status=open(&priority=urgent).
export const MAINTENANCE_URL_FILTERS = { status: STATUS_FILTERS, priority: MAINTENANCE_PRIORITIES };

/** Search (tenant, address, issue title; done by the server) and the status and priority filters. */
export const MAINTENANCE_FILTERS: FilterDef<MaintenanceFilters>[] = [
  { kind: 'search', label: 'Search', placeholder: 'Tenant, address or issue' },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    values: STATUS_FILTERS,
    labelOf: (s) => (s === MAINTENANCE_OPEN_FILTER ? 'Open (not done)' : MAINTENANCE_STATUS_LABELS[s as MaintenanceStatus]),
  },
  {
    kind: 'select',
    key: 'priority',
    label: 'Priority',
    allLabel: 'All priorities',
    values: MAINTENANCE_PRIORITIES,
    labelOf: (p) => MAINTENANCE_PRIORITY_LABELS[p as MaintenancePriority],
  },
];

/** The statuses a selection can be moved to; sending to a contractor stays the one-by-one Send. */
export const BULK_STATUSES = (['in_progress', 'completed', 'cancelled'] as const).map((status) => ({
  status,
  label: MAINTENANCE_STATUS_LABELS[status],
}));

/** "Change status" of the selected rows: one update per request, each checked against its own status (a finished job cannot restart). */
export const MAINTENANCE_BULK = {
  change: (id: string, status: MaintenanceStatus) => updateMaintenanceRequest(id, { status }),
  noun: ['request', 'requests'] as [string, string],
  failed: MAINTENANCE_MESSAGES.updateFailed,
};

function Secondary({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`text-xs text-slate-700 ${className ?? ''}`}>{children}</div>;
}

/** The table of medium and large screens (phones get MaintenanceCard); the title opens the request. */
export function maintenanceColumns(actions: RowActionHandlers): DataColumn<MaintenanceRequest>[] {
  return [
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
          {r.photos.length > 0 && <Secondary>{photoCountText(r.photos.length)}</Secondary>}
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
}

/** Nothing yet (with New Request), or nothing that matches (with Clear filters). */
export function maintenanceEmpty(newRequest: ReactNode): AdminListEmpty {
  return {
    title: MAINTENANCE_MESSAGES.empty,
    icon: <Wrench aria-hidden className="h-10 w-10 text-slate-500" />,
    message: 'New requests appear here once they are created.',
    filteredMessage: 'Try another search or clear the filters.',
    action: newRequest,
  };
}

export const MAINTENANCE_DELETE: AdminListConfirm<MaintenanceRequest> = {
  title: 'Delete maintenance request',
  message: (r) => (
    <>
      Are you sure you want to delete <strong>{r.issue_title}</strong>? This action cannot be undone.
    </>
  ),
};
