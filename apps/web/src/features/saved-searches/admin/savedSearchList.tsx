import {
  SAVED_SEARCH_SOURCE_LABELS,
  SAVED_SEARCH_STATUS_LABELS,
  SAVED_SEARCH_STATUSES,
  type SavedSearch,
  type SavedSearchStatus,
} from '@rentfront/shared/saved-searches-core';
import { formatShortDate } from '../../../lib/format';
import type { AdminListConfirm, FilterDef } from '../../../ui/admin-list';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { IconAction } from '../../../ui/IconAction';
import { Trash2 } from '../../../ui/icons';
import type { DataColumn } from '../../../ui/table/DataTable';

const TONES: Record<SavedSearchStatus, BadgeTone> = { pending: 'yellow', confirmed: 'green', unsubscribed: 'gray' };

export function savedSearchColumns(onDelete: (s: SavedSearch) => void): DataColumn<SavedSearch>[] {
  return [
    { id: 'email', header: 'Email', className: 'min-w-44', cell: (s) => <span className="break-all">{s.email_masked}</span> },
    {
      id: 'search',
      header: 'Search',
      className: 'min-w-64',
      cell: (s) => (
        <>
          <div className="text-slate-900">{s.summary}</div>
          <div className="text-xs text-slate-700">From the {SAVED_SEARCH_SOURCE_LABELS[s.source].toLowerCase()}</div>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (s) => <Badge tone={TONES[s.status]}>{SAVED_SEARCH_STATUS_LABELS[s.status]}</Badge> },
    { id: 'created_at', header: 'Created', className: 'whitespace-nowrap', cell: (s) => formatShortDate(s.created_at) },
    {
      id: 'last_sent_at',
      header: 'Last sent',
      className: 'whitespace-nowrap',
      cell: (s) => (s.last_sent_at ? formatShortDate(s.last_sent_at) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (s) => (
        <IconAction label={`Delete saved search ${s.summary} for ${s.email_masked}`} onClick={() => onDelete(s)} danger>
          <Trash2 aria-hidden className="h-4 w-4" />
        </IconAction>
      ),
    },
  ];
}

export const SAVED_SEARCH_FILTERS: FilterDef<{ search: string; status: string }>[] = [
  { kind: 'search', label: 'Email address', placeholder: 'Find one whole email address' },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    values: SAVED_SEARCH_STATUSES,
    labelOf: (s) => SAVED_SEARCH_STATUS_LABELS[s as SavedSearchStatus],
  },
];

export const SAVED_SEARCH_DELETE: AdminListConfirm<SavedSearch> = {
  title: 'Delete Saved Search',
  message: (s) => (
    <>
      Delete the search <strong>{s.summary}</strong> for {s.email_masked}? No more alerts will be sent for it. This action cannot be undone.
    </>
  ),
};
