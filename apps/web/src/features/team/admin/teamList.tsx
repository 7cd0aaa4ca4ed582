import type { AdminTeamMember } from '@rentfront/shared/team';
import { Eye, Pencil, Plus, Trash2, Users } from '../../../ui/icons';
import { formatShortDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { IconAction } from '../../../ui/IconAction';
import type { FilterDef } from '../../../ui/admin-list';
import { Button } from '../../../ui/Button';
import type { DataColumn } from '../../../ui/table/DataTable';
import { MemberAvatar } from './MemberAvatar';

export interface TeamRowActions {
  onView: (m: AdminTeamMember) => void;
  onEdit: (m: AdminTeamMember) => void;
  onDelete: (m: AdminTeamMember) => void;
}

export const NO_TEAM_FILTERS = { search: '', position: 'all' };

/** Search and position; the positions come from the list's own counters. */
export function teamFilters(positions: string[]): FilterDef<typeof NO_TEAM_FILTERS>[] {
  return [
    { kind: 'search', label: 'Search', placeholder: 'Search by name or email' },
    { kind: 'select', key: 'position', label: 'Position', allLabel: 'All positions', values: positions },
  ];
}

export function teamEmpty(onAdd: () => void) {
  return {
    title: 'No team members found',
    icon: <Users aria-hidden className="h-10 w-10 text-slate-500" />,
    message: 'Add the people who work with you; active members appear on the About page.',
    filteredMessage: 'Try another search or position.',
    action: (
      <Button onClick={onAdd}>
        <Plus aria-hidden className="h-4 w-4" /> Add Member
      </Button>
    ),
  };
}

export const TEAM_DELETE = {
  title: 'Delete Team Member',
  message: (m: AdminTeamMember) => (
    <>
      Are you sure you want to remove <strong>{m.name}</strong> from the team? This action cannot be undone.
    </>
  ),
};

/** Member, Position, Contact, Added, Actions. */
export function teamColumns(actions: TeamRowActions): DataColumn<AdminTeamMember>[] {
  return [
    {
      id: 'member',
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
    { id: 'position', header: 'Position', hideable: true, className: 'min-w-40', cell: (m) => m.position_name },
    {
      id: 'contact',
      header: 'Contact',
      hideable: true,
      className: 'min-w-60',
      cell: (m) => (
        <>
          <div className="break-all">{m.email}</div>
          {m.phone && <div className="text-xs text-slate-700">{m.phone}</div>}
        </>
      ),
    },
    { id: 'added', header: 'Added', hideable: true, className: 'whitespace-nowrap', cell: (m) => formatShortDate(m.created_at) },
    {
      id: 'actions',
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
}
