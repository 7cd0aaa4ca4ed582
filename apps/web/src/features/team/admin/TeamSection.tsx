import { TEAM_ADMIN_PAGE_SIZE, TEAM_MESSAGES as M, type AdminTeamMember } from '@rentfront/shared/team';
import { useState } from 'react';
import { deleteTeamMember, listAdminTeam } from '../../../api/team';
import { teamKeys } from '../../../api/queryKeys';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { Button } from '../../../ui/Button';
import { Briefcase, Plus, UserPlus, Users } from '../../../ui/icons';
import { StatCard } from '../../../ui/StatCard';
import { TeamModal, type TeamModalState } from './TeamModal';
import { NO_TEAM_FILTERS, TEAM_DELETE, teamColumns, teamEmpty, teamFilters } from './teamList';

/** Admin › Team Management: counters, search and position filter, the table, the modal. */
export default function TeamSection() {
  const [modal, setModal] = useState<TeamModalState | null>(null);
  const list = useAdminList({
    key: teamKeys.admin,
    filters: NO_TEAM_FILTERS,
    pageSize: TEAM_ADMIN_PAGE_SIZE,
    fetch: listAdminTeam,
    page: (d) => ({ rows: d.team_members, total: d.pagination.total }),
    // The About page and the dashboard read the team too.
    remove: {
      call: (m: AdminTeamMember) => deleteTeamMember(m.id),
      messages: { deleted: M.deleted, failed: M.deleteFailed },
      invalidates: [teamKeys.all],
    },
  });
  const stats = list.data?.stats;
  const positions = Object.keys(stats?.positions ?? {}).sort((a, b) => a.localeCompare(b));
  const add = () => setModal({ mode: 'create' });

  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Team Members' }}
      actions={
        <Button onClick={add}>
          <Plus aria-hidden className="h-4 w-4" /> Add Member
        </Button>
      }
      header={
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Total Members" value={stats?.total ?? '—'} icon={<Users aria-hidden className="h-5 w-5" />} />
          <StatCard label="Positions" value={stats ? positions.length : '—'} icon={<Briefcase aria-hidden className="h-5 w-5" />} />
          <StatCard
            label="Recent Additions"
            value={stats?.added_this_month ?? '—'}
            hint="Last 30 days"
            icon={<UserPlus aria-hidden className="h-5 w-5" />}
          />
        </div>
      }
      filters={teamFilters(positions)}
      filterClassName="sm:grid-cols-[1fr_14rem_auto]"
      refreshable
      tableId="team"
      caption="Team members"
      columns={teamColumns({
        onView: (member) => setModal({ mode: 'view', member }),
        onEdit: (member) => setModal({ mode: 'edit', member }),
        onDelete: list.askDelete,
      })}
      showing="none"
      loading={{ label: 'Loading team members', itemClassName: 'h-16 w-full' }}
      error={M.loadFailed}
      empty={teamEmpty(add)}
      confirmDelete={TEAM_DELETE}
    >
      {modal && <TeamModal key={`${modal.mode}-${modal.mode === 'create' ? 'new' : modal.member.id}`} state={modal} onChange={setModal} />}
    </AdminListView>
  );
}
