import type { Notice } from '@rentfront/shared/notices';
import { Download, Eye, Paperclip, Pencil, Power, PowerOff, Trash2 } from '../../../ui/icons';
import { formatShortDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Table, type Column } from '../../../ui/Table';
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

export function NoticeTable({ rows, actions }: { rows: Notice[]; actions: NoticeRowActions }) {
  const columns: Column<Notice>[] = [
    {
      header: 'Title',
      className: 'min-w-48',
      cell: (n) => (
        <div>
          <div className="font-medium text-slate-900">{n.title}</div>
          {n.has_file && (
            <div className="mt-1 inline-flex items-center gap-1 text-xs text-slate-700">
              <Paperclip aria-hidden className="h-3.5 w-3.5" /> <span className="break-all">{n.original_filename}</span>
            </div>
          )}
        </div>
      ),
    },
    {
      header: 'Description',
      className: 'min-w-56 max-w-md',
      cell: (n) => <p className="line-clamp-2 text-slate-700">{n.description || '—'}</p>,
    },
    { header: 'Status', cell: (n) => <NoticeStatusBadge active={n.is_active} /> },
    { header: 'Created', className: 'whitespace-nowrap', cell: (n) => formatShortDate(n.created_at) },
    {
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
  return <Table columns={columns} rows={rows} rowKey={(n) => n.id} caption="Notices" />;
}
