import type { AdminResident } from '@rentfront/shared/residents';
import { RESIDENT_DIRECTORY_FILTERS } from '@rentfront/shared/residents';
import type { AdminListEmpty, FilterDef } from '../../../ui/admin-list';
import { Badge } from '../../../ui/Badge';
import { UserRound } from '../../../ui/icons';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { LEASE_STATUS_LABELS } from '@rentfront/shared/leases';

export interface ResidentFilters {
  search: string;
  status: string;
}

const LABELS: Record<(typeof RESIDENT_DIRECTORY_FILTERS)[number], string> = { current: 'Current residents', past: 'Past residents' };

/** "Current or past" lives in the address; the search does not. */
export const RESIDENT_PAGING = {
  filters: { search: '', status: 'all' } satisfies ResidentFilters,
  urlFilters: { status: RESIDENT_DIRECTORY_FILTERS },
  pageSize: 25,
};

export function residentListParams(f: ResidentFilters) {
  return { search: f.search, status: f.status === 'all' ? undefined : (f.status as (typeof RESIDENT_DIRECTORY_FILTERS)[number]) };
}

export const RESIDENT_FILTERS: FilterDef<ResidentFilters>[] = [
  { kind: 'search', label: 'Search residents', placeholder: 'Name, e-mail or phone' },
  {
    kind: 'select',
    key: 'status',
    label: 'Residents',
    allLabel: 'Current and past',
    values: RESIDENT_DIRECTORY_FILTERS,
    labelOf: (v) => LABELS[v as keyof typeof LABELS] ?? v,
  },
];

export const RESIDENT_EMPTY: AdminListEmpty = {
  title: 'No residents yet',
  filteredTitle: 'No residents match',
  icon: <UserRound aria-hidden className="h-10 w-10 text-slate-500" />,
  message: 'Residents appear here once a lease naming them is sent for signature.',
  filteredMessage: 'Try another search or clear the filters.',
};

export function residentColumns(): DataColumn<AdminResident>[] {
  return [
    {
      id: 'full_name',
      header: 'Name',
      sortable: true,
      className: 'min-w-40',
      cell: (r) => <RowOpen label={`Open ${r.full_name}`}>{r.full_name}</RowOpen>,
    },
    { id: 'email', header: 'E-mail', sortable: true, className: 'break-all', cell: (r) => r.email },
    { id: 'phone', header: 'Phone', hideable: true, className: 'whitespace-nowrap', cell: (r) => r.phone ?? '—' },
    { id: 'property', header: 'Property', hideable: true, cell: (r) => r.current_lease?.property_title ?? '—' },
    {
      id: 'lease',
      header: 'Lease',
      cell: (r) =>
        r.current_lease ? (
          <Badge tone={r.is_current ? 'green' : 'gray'}>{LEASE_STATUS_LABELS[r.current_lease.status]}</Badge>
        ) : (
          <Badge tone="gray">No lease</Badge>
        ),
    },
  ];
}
