import {
  SAVED_SEARCH_SOURCE_LABELS,
  SAVED_SEARCH_STATUS_LABELS,
  type SavedSearch,
  type SavedSearchStatus,
} from '@rentfront/shared/saved-searches-core';
import { Trash2 } from '../../../ui/icons';
import { formatShortDate } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { IconAction } from '../../../ui/IconAction';
import { Table, type Column } from '../../../ui/Table';

const TONES: Record<SavedSearchStatus, BadgeTone> = { pending: 'yellow', confirmed: 'green', unsubscribed: 'gray' };

export function SavedSearchTable({ rows, onDelete }: { rows: SavedSearch[]; onDelete: (s: SavedSearch) => void }) {
  const columns: Column<SavedSearch>[] = [
    { header: 'Email', className: 'min-w-44', cell: (s) => <span className="break-all">{s.email_masked}</span> },
    {
      header: 'Search',
      className: 'min-w-64',
      cell: (s) => (
        <>
          <div className="text-slate-900">{s.summary}</div>
          <div className="text-xs text-slate-700">From the {SAVED_SEARCH_SOURCE_LABELS[s.source].toLowerCase()}</div>
        </>
      ),
    },
    { header: 'Status', cell: (s) => <Badge tone={TONES[s.status]}>{SAVED_SEARCH_STATUS_LABELS[s.status]}</Badge> },
    { header: 'Created', className: 'whitespace-nowrap', cell: (s) => formatShortDate(s.created_at) },
    { header: 'Last sent', className: 'whitespace-nowrap', cell: (s) => (s.last_sent_at ? formatShortDate(s.last_sent_at) : 'Never') },
    {
      header: 'Actions',
      cell: (s) => (
        <IconAction label={`Delete saved search ${s.summary} for ${s.email_masked}`} onClick={() => onDelete(s)} danger>
          <Trash2 aria-hidden className="h-4 w-4" />
        </IconAction>
      ),
    },
  ];
  return <Table columns={columns} rows={rows} rowKey={(s) => s.id} caption="Saved searches" />;
}
