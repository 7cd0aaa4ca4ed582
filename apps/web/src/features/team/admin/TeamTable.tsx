import type { AdminTeamMember } from '@rentfront/shared/team';
import { Eye, Pencil, Trash2 } from '../../../ui/icons';
import { formatShortDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { IconAction } from '../../../ui/IconAction';
import { Table, type Column } from '../../../ui/Table';
import { MemberAvatar } from './MemberAvatar';

export interface TeamRowActions {
  onView: (m: AdminTeamMember) => void;
  onEdit: (m: AdminTeamMember) => void;
  onDelete: (m: AdminTeamMember) => void;
}

export function TeamTable({ rows, actions }: { rows: AdminTeamMember[]; actions: TeamRowActions }) {
  const columns: Column<AdminTeamMember>[] = [
    {
      header: 'Member',
      className: 'min-w-56',
      cell: (m) => (
        <div className="flex items-center gap-3">
          <MemberAvatar photo={m.photo} />
          <div>
            <div className="font-medium text-slate-900">{m.name}</div>
            <div className="text-xs text-slate-700">Age {m.age}</div>
            {!m.is_active && (
              <Badge tone="gray" className="mt-1">
                Inactive
              </Badge>
            )}
          </div>
        </div>
      ),
    },
    { header: 'Position', className: 'min-w-40', cell: (m) => m.position_name },
    {
      header: 'Contact',
      className: 'min-w-60',
      cell: (m) => (
        <>
          <div className="break-all">{m.email}</div>
          {m.phone && <div className="text-xs text-slate-700">{m.phone}</div>}
        </>
      ),
    },
    { header: 'Added', className: 'whitespace-nowrap', cell: (m) => formatShortDate(m.created_at) },
    {
      header: 'Actions',
      cell: (m) => (
        <div className="flex items-center gap-1">
          <IconAction label={`View ${m.name}`} onClick={() => actions.onView(m)}>
            <Eye aria-hidden className="h-4 w-4" />
          </IconAction>
          <IconAction label={`Edit ${m.name}`} onClick={() => actions.onEdit(m)}>
            <Pencil aria-hidden className="h-4 w-4" />
          </IconAction>
          <IconAction label={`Delete ${m.name}`} onClick={() => actions.onDelete(m)} danger>
            <Trash2 aria-hidden className="h-4 w-4" />
          </IconAction>
        </div>
      ),
    },
  ];
  return <Table columns={columns} rows={rows} rowKey={(m) => m.id} caption="Team members" />;
}
