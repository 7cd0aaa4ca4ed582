import type { AdminNoticeListData, Notice } from '@rentfront/shared/notices';
import { StatCard } from '../../../ui/StatCard';
import { CheckCircle2, Download, Eye, FileText, Home, Paperclip, Pencil, Power, PowerOff, Trash2, XCircle } from '../../../ui/icons';
import { formatShortDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import type { AdminListConfirm, FilterDef } from '../../../ui/admin-list';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { IconAction } from '../../../ui/IconAction';

export interface NoticeRowActions {
  onView: (n: Notice) => void;
  onEdit: (n: Notice) => void;
  onToggle: (n: Notice) => void;
  onDownload: (n: Notice) => void;
  onDelete: (n: Notice) => void;
  busyId: string | null;
}

export function NoticeStatusBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>;
}

/** The admin notice table's columns; the title opens the notice. */
export function noticeColumns(actions: NoticeRowActions): DataColumn<Notice>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      className: 'min-w-48',
      cell: (n) => (
        <div>
          <div>
            <RowOpen label={`Open ${n.title}`}>{n.title}</RowOpen>
          </div>
          {n.property_title && (
            <div className="mt-1 inline-flex items-center gap-1 text-xs text-slate-700">
              <Home aria-hidden className="h-3.5 w-3.5" /> <span>For {n.property_title} residents</span>
            </div>
          )}
          {n.has_file && (
            <div className="mt-1 flex items-center gap-1 text-xs text-slate-700">
              <Paperclip aria-hidden className="h-3.5 w-3.5" /> <span className="break-all">{n.original_filename}</span>
            </div>
          )}
        </div>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      hideable: true,
      className: 'min-w-56 max-w-md',
      cell: (n) => <p className="line-clamp-2 text-slate-700">{n.description || '—'}</p>,
    },
    { id: 'status', header: 'Status', hideable: true, cell: (n) => <NoticeStatusBadge active={n.is_active} /> },
    {
      id: 'created_at',
      header: 'Created',
      sortable: true,
      hideable: true,
      className: 'whitespace-nowrap',
      cell: (n) => formatShortDate(n.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (n) => (
        <div className="flex items-center gap-1">
          <IconAction label={`View ${n.title}`} onClick={() => actions.onView(n)}>
            <Eye aria-hidden className="h-4 w-4" />
          </IconAction>
          <IconAction label={`Edit ${n.title}`} onClick={() => actions.onEdit(n)}>
            <Pencil aria-hidden className="h-4 w-4" />
          </IconAction>
          <IconAction
            label={`${n.is_active ? 'Deactivate' : 'Activate'} ${n.title}`}
            onClick={() => actions.onToggle(n)}
            disabled={actions.busyId === n.id}
          >
            {n.is_active ? <PowerOff aria-hidden className="h-4 w-4" /> : <Power aria-hidden className="h-4 w-4" />}
          </IconAction>
          {n.has_file && (
            <IconAction label={`Download attachment of ${n.title}`} onClick={() => actions.onDownload(n)}>
              <Download aria-hidden className="h-4 w-4" />
            </IconAction>
          )}
          <IconAction label={`Delete ${n.title}`} onClick={() => actions.onDelete(n)} danger>
            <Trash2 aria-hidden className="h-4 w-4" />
          </IconAction>
        </div>
      ),
    },
  ];
}

export const NOTICE_FILTERS: FilterDef<{ search: string }>[] = [
  { kind: 'submitSearch', label: 'Search notices', placeholder: 'Search by title or description' },
];

export const NOTICE_DELETE: AdminListConfirm<Notice> = {
  title: 'Delete Notice',
  message: (n) => (
    <>
      Are you sure you want to delete <strong>{n.title}</strong>? This action cannot be undone.
    </>
  ),
};

/** Total, Active and Inactive over all notices ("—" until the first answer). */
export function NoticeStats({ stats }: { stats?: AdminNoticeListData['stats'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Total" value={stats?.total ?? '—'} icon={<FileText aria-hidden className="h-5 w-5" />} />
      <StatCard label="Active" value={stats?.active ?? '—'} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
      <StatCard label="Inactive" value={stats?.inactive ?? '—'} icon={<XCircle aria-hidden className="h-5 w-5" />} />
    </div>
  );
}
