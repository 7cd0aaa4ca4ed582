import type { LeaseListItem } from '@rentfront/shared/lease-answers';
import { isIsoDate, LEASE_ENDING_WITHIN, LEASE_PAGE_SIZE, LEASE_STATUSES } from '@rentfront/shared/leases';
import type { AdminListEmpty, FilterDef } from '../../../ui/admin-list';
import { KeyRound } from '../../../ui/icons';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { LeaseStatusBadge } from './LeaseStatusBadge';
import { endsInText, leaseStatusLabel, residentNames, termText } from './leaseText';
import { formatCents } from '../../../lib/money';

export interface LeaseFilters {
  search: string;
  status: string;
  ending_within: string;
  /** An office day (YYYY-MM-DD) or ''. */
  sent_before: string;
}

const ENDING_VALUES = LEASE_ENDING_WITHIN.map(String);

/**
 * Status, "ending within" and "sent before" live in the address: the dashboard's needs-attention
 * links land on them ("out for signature more than 3 days" is status and sent_before).
 */
export const LEASE_PAGING = {
  filters: { search: '', status: 'all', ending_within: 'all', sent_before: '' } satisfies LeaseFilters,
  urlFilters: { status: LEASE_STATUSES, ending_within: ENDING_VALUES, sent_before: isIsoDate },
  pageSize: LEASE_PAGE_SIZE,
};

/** The API's names: "all" is left out. */
export function leaseListParams(f: LeaseFilters) {
  return {
    search: f.search,
    status: f.status === 'all' ? undefined : (f.status as (typeof LEASE_STATUSES)[number]),
    ending_within: f.ending_within === 'all' ? undefined : (Number(f.ending_within) as 30 | 60 | 90),
    sent_before: f.sent_before || undefined,
  };
}

export const LEASE_FILTERS: FilterDef<LeaseFilters>[] = [
  { kind: 'search', label: 'Search leases', placeholder: 'Reference, property or resident' },
  { kind: 'select', key: 'status', label: 'Status', allLabel: 'All statuses', values: LEASE_STATUSES, labelOf: leaseStatusLabel },
  {
    kind: 'select',
    key: 'ending_within',
    label: 'Ending within',
    allLabel: 'Any end date',
    values: ENDING_VALUES,
    labelOf: (v) => `${v} days`,
  },
  { kind: 'date', key: 'sent_before', label: 'Sent before' },
];

export const LEASE_EMPTY: AdminListEmpty = {
  title: 'No leases yet',
  filteredTitle: 'No leases match',
  icon: <KeyRound aria-hidden className="h-10 w-10 text-slate-500" />,
  message: 'Create a lease from an approved application, or start one from scratch.',
  filteredMessage: 'Try another search or clear the filters.',
};

/** The list's columns; the property opens the lease. */
export function leaseColumns(): DataColumn<LeaseListItem>[] {
  return [
    {
      id: 'property',
      header: 'Property',
      sortable: true,
      className: 'min-w-48',
      cell: (l) => (
        <div>
          <RowOpen label={`Open lease ${l.reference}`}>{l.property_title ?? 'Property removed'}</RowOpen>
          <div className="text-xs text-slate-700">{l.reference}</div>
        </div>
      ),
    },
    { id: 'residents', header: 'Residents', className: 'min-w-40', cell: (l) => residentNames(l.residents) },
    { id: 'start_date', header: 'Term', sortable: true, className: 'whitespace-nowrap', cell: (l) => termText(l.start_date, l.end_date) },
    {
      id: 'monthly_rent_cents',
      header: 'Rent',
      sortable: true,
      className: 'whitespace-nowrap text-right',
      cell: (l) => formatCents(l.monthly_rent_cents),
    },
    { id: 'status', header: 'Status', sortable: true, cell: (l) => <LeaseStatusBadge status={l.status} /> },
    {
      id: 'end_date',
      header: 'Ends in',
      sortable: true,
      hideable: true,
      className: 'whitespace-nowrap',
      cell: (l) => endsInText(l.ends_in_days, l.status),
    },
  ];
}

/** A lease on a phone, where the table cannot fit: the property opens it, then the same facts. */
export function LeaseCard({ lease: l, onOpen }: { lease: LeaseListItem; onOpen: (id: string) => void }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <LeaseStatusBadge status={l.status} />
        <span className="ml-auto text-xs text-slate-700">{l.reference}</span>
      </div>
      <button type="button" className="text-left font-medium text-brand-700 underline" onClick={() => onOpen(l.id)}>
        {l.property_title ?? 'Property removed'}
        <span className="sr-only"> (open lease {l.reference})</span>
      </button>
      <p className="text-sm text-slate-900">{residentNames(l.residents)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs font-semibold text-slate-700">Term</dt>
          <dd className="text-slate-900">{termText(l.start_date, l.end_date)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-700">Rent · ends in</dt>
          <dd className="text-slate-900">
            {formatCents(l.monthly_rent_cents)} · {endsInText(l.ends_in_days, l.status)}
          </dd>
        </div>
      </dl>
    </>
  );
}
