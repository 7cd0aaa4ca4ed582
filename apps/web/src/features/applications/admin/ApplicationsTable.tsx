import type { ApplicationListItem, ApplicationStatus } from '@rentfront/shared/applications';
import { Eye, MessageSquare, Trash2 } from '../../../ui/icons';
import { formatMoney, formatUsDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn, type ListSort } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { STATUS_TONES, statusLabel } from './status';
import { StatusMenu } from './StatusMenu';

export interface RowActions {
  onView: (a: ApplicationListItem) => void;
  onReply: (a: ApplicationListItem) => void;
  onStatus: (a: ApplicationListItem, status: ApplicationStatus) => void;
  /** Absent for a role that may not delete applications (agents, ADR 0022). */
  onDelete?: (a: ApplicationListItem) => void;
}

export interface TableState {
  sort: ListSort;
  onSortChange: (next: ListSort) => void;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  toolbar: ReactNode;
}

/** Applicant, Property, Status, Submitted (US date), Actions; the row opens the application. */
export function ApplicationsTable({ rows, actions, state }: { rows: ApplicationListItem[]; actions: RowActions; state: TableState }) {
  const columns: DataColumn<ApplicationListItem>[] = [
    {
      id: 'full_name',
      header: 'Applicant',
      sortable: true,
      cell: (a) => (
        <div className="min-w-44">
          <p>
            <RowOpen label={`Open the application of ${a.full_name}`}>{a.full_name}</RowOpen>
          </p>
          <p className="break-all text-slate-700">{a.email}</p>
          <p className="text-slate-700">{a.phone_number}</p>
          <p className="font-mono text-xs text-slate-700">{a.reference}</p>
        </div>
      ),
    },
    {
      id: 'property',
      header: 'Property',
      sortable: true,
      hideable: true,
      cell: (a) => (
        <div className="min-w-40">
          <p className="font-medium text-slate-900">{a.property_basic_info.title ?? 'N/A'}</p>
          <p className="text-slate-700">{[a.property_basic_info.city, a.property_basic_info.state].filter(Boolean).join(', ')}</p>
          {a.property_basic_info.price !== null && <p className="text-slate-700">{formatMoney(a.property_basic_info.price)}/month</p>}
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      hideable: true,
      cell: (a) => <Badge tone={STATUS_TONES[a.status] ?? 'yellow'}>{statusLabel(a.status)}</Badge>,
    },
    {
      id: 'created_at',
      header: 'Submitted',
      sortable: true,
      hideable: true,
      cell: (a) => <span className="whitespace-nowrap">{formatUsDate(a.created_at)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (a) => (
        <div className="flex flex-wrap items-center gap-1">
          <Button variant="ghost" size="sm" onClick={() => actions.onView(a)} aria-label={`View details of ${a.full_name}`}>
            <Eye aria-hidden className="h-4 w-4" /> View
          </Button>
          <Button variant="ghost" size="sm" onClick={() => actions.onReply(a)} aria-label={`Send reply to ${a.full_name}`}>
            <MessageSquare aria-hidden className="h-4 w-4" /> Reply
          </Button>
          <StatusMenu current={a.status} applicant={a.full_name} onChange={(s) => actions.onStatus(a, s)} />
          {actions.onDelete && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => actions.onDelete?.(a)}
              aria-label={`Delete application of ${a.full_name}`}
              className="text-red-800 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      tableId="applications"
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      caption="Rental applications"
      onOpen={actions.onView}
      rowLabel={(a) => a.full_name}
      {...state}
    />
  );
}
