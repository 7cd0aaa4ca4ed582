import { TEAM_ADMIN_PAGE_SIZE, TEAM_MESSAGES, type AdminTeamMember } from '@rentfront/shared/team';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, Plus, UserPlus, Users } from '../../../ui/icons';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { deleteTeamMember, listAdminTeam } from '../../../api/team';
import { useListFilters } from '../../../lib/useListFilters';
import { usePageCount } from '../../../lib/usePageCount';
import { Button } from '../../../ui/Button';
import { RefreshButton } from '../../../ui/RefreshButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState, FilteredEmptyState } from '../../../ui/EmptyState';
import { ALL, FilterSelect } from '../../../ui/FilterSelect';
import { Pagination } from '../../../ui/Pagination';
import { SearchField } from '../../../ui/SearchField';
import { SkeletonList } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { toast } from '../../../ui/toast';
import { TeamModal, type TeamModalState } from './TeamModal';
import { TeamTable } from './TeamTable';

const NO_FILTERS = { search: '', position: ALL as string };

/** Admin › Team Management: counters, search and position filter, the table, the modal. */
export default function TeamSection() {
  const queryClient = useQueryClient();
  const { filters, applied, isFiltered, page, setPage, offset, setFilter, clear } = useListFilters(NO_FILTERS, TEAM_ADMIN_PAGE_SIZE);
  const [modal, setModal] = useState<TeamModalState | null>(null);
  const [toDelete, setToDelete] = useState<AdminTeamMember | null>(null);

  const params = { limit: TEAM_ADMIN_PAGE_SIZE, offset, ...applied };
  const list = useQuery({ queryKey: ['team', 'admin', params], queryFn: () => listAdminTeam(params), placeholderData: keepPreviousData });
  const data = list.data?.data;
  const total = data?.pagination.total ?? 0;
  const totalPages = usePageCount(data?.pagination.total, TEAM_ADMIN_PAGE_SIZE, page, setPage);
  const positions = Object.keys(data?.stats.positions ?? {}).sort((a, b) => a.localeCompare(b));

  const remove = useMutation({
    mutationFn: (m: AdminTeamMember) => deleteTeamMember(m.id),
    onSuccess: () => {
      toast.success(TEAM_MESSAGES.deleted);
      setToDelete(null);
    },
    onError: (err) => toast.error(failureMessage(err, TEAM_MESSAGES.deleteFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });

  let content;
  if (list.isPending) {
    content = <SkeletonList label="Loading team members" className="space-y-2" count={5} itemClassName="h-16 w-full" />;
  } else if (list.isError) {
    content = <ErrorState message={failureMessage(list.error, TEAM_MESSAGES.loadFailed)} onRetry={() => list.refetch()} />;
  } else if (!data || data.team_members.length === 0) {
    content = (
      <FilteredEmptyState
        title="No team members found"
        icon={<Users aria-hidden className="h-10 w-10 text-slate-500" />}
        isFiltered={isFiltered}
        filteredMessage="Try another search or position."
        onClearFilters={clear}
        message="Add the people who work with you; active members appear on the About page."
        action={
          <Button onClick={() => setModal({ mode: 'create' })}>
            <Plus aria-hidden className="h-4 w-4" /> Add Member
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <TeamTable
          rows={data.team_members}
          actions={{
            onView: (member) => setModal({ mode: 'view', member }),
            onEdit: (member) => setModal({ mode: 'edit', member }),
            onDelete: setToDelete,
          }}
        />
        {total > TEAM_ADMIN_PAGE_SIZE && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />}
      </div>
    );
  }

  const refreshing = list.isFetching && !list.isPending;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Team Members</h2>
        <Button onClick={() => setModal({ mode: 'create' })}>
          <Plus aria-hidden className="h-4 w-4" /> Add Member
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Members" value={data?.stats.total ?? '—'} icon={<Users aria-hidden className="h-5 w-5" />} />
        <StatCard label="Positions" value={data ? positions.length : '—'} icon={<Briefcase aria-hidden className="h-5 w-5" />} />
        <StatCard
          label="Recent Additions"
          value={data?.stats.added_this_month ?? '—'}
          hint="Last 30 days"
          icon={<UserPlus aria-hidden className="h-5 w-5" />}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search"
          className="min-w-56 flex-1"
          placeholder="Search by name or email"
          value={filters.search}
          onChange={(text) => setFilter('search', text)}
        />
        <FilterSelect
          label="Position"
          className="w-56"
          allLabel="All positions"
          values={positions}
          value={filters.position}
          onChange={(position) => setFilter('position', position)}
        />
        <RefreshButton refreshing={refreshing} onRefresh={() => queryClient.invalidateQueries({ queryKey: ['team'] })} />
      </div>
      {content}
      {modal && <TeamModal key={`${modal.mode}-${modal.mode === 'create' ? 'new' : modal.member.id}`} state={modal} onChange={setModal} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Team Member"
        message={
          <>
            Are you sure you want to remove <strong>{toDelete?.name}</strong> from the team? This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
