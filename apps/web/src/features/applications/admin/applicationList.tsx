import { APPLICATION_STATUSES, type ApplicationListItem, type ApplicationStatus } from '@rentfront/shared/applications';
import { ClipboardList, Eye, MessageSquare, Trash2 } from '../../../ui/icons';
import { formatMoney, formatUsDate } from '../../../lib/format';
import type { AdminListConfirm, AdminListEmpty, FilterDef } from '../../../ui/admin-list';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { Filter } from '../../../ui/FilterSelect';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { STATUS_TONES, statusLabel } from './status';
import { StatusMenu } from './StatusMenu';

export interface ApplicationFilters {
  search: string;
  status: Filter<ApplicationStatus>;
}
const NO_FILTERS: ApplicationFilters = { search: '', status: 'all' };

/** The list's filters and paging for useAdminList; the status filter lives in the address (the dashboard links to ?status=pending). */
export const APPLICATION_PAGING = { filters: NO_FILTERS, urlFilters: { status: APPLICATION_STATUSES }, pageSize: 20 };

/** Search by name, e-mail, application ID or reference (done by the server) and the status filter. */
export const APPLICATION_FILTERS: FilterDef<ApplicationFilters>[] = [
  { kind: 'search', label: 'Search applications', placeholder: 'Name, email, application ID or reference' },
  { kind: 'select', key: 'status', label: 'Status', allLabel: 'All statuses', values: APPLICATION_STATUSES, labelOf: statusLabel },
];

export const APPLICATION_EMPTY: AdminListEmpty = {
  title: 'No applications found',
  icon: <ClipboardList aria-hidden className="h-10 w-10 text-slate-500" />,
  message: 'Applications appear here as soon as visitors submit them.',
  filteredMessage: 'Try another search or clear the filters.',
};

export const APPLICATION_DELETE: AdminListConfirm<ApplicationListItem> = {
  title: 'Delete Application',
  message: (a) => (
    <>
      Delete the application of <strong>{a.full_name}</strong> ({a.reference})? This action cannot be undone.
    </>
  ),
  confirmLabel: 'Yes, Delete',
};

export interface ApplicationRowActions {
  onView: (a: ApplicationListItem) => void;
  onReply: (a: ApplicationListItem) => void;
  onStatus: (a: ApplicationListItem, status: ApplicationStatus) => void;
  /** Absent for a role that may not delete applications (agents, ADR 0022). */
  onDelete?: (a: ApplicationListItem) => void;
}

/** Applicant, Property, Status, Submitted (US date), Actions; the applicant's name opens the application. */
export function applicationColumns(actions: ApplicationRowActions): DataColumn<ApplicationListItem>[] {
  return [
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
}
