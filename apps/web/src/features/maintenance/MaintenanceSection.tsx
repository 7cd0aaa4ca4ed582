import {
  MAINTENANCE_MESSAGES,
  MAINTENANCE_PAGE_SIZE,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUS_LABELS,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@rentfront/shared/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Wrench } from '../../ui/icons';
import { useState } from 'react';
import { deleteMaintenanceRequest, updateMaintenanceRequest } from '../../api/maintenance';
import { EXPORT_PATHS } from '../../api/exports';
import { useListSort } from '../../ui/table/useListSort';
import { useBulkStatus } from '../../ui/table/useBulkStatus';
import { ExportCsvLink } from '../../ui/table/ExportCsvLink';
import { failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState, FilteredEmptyState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { SkeletonList } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { MaintenanceCards } from './MaintenanceCards';
import { MaintenanceFilters, STATUS_FILTERS, type Filters } from './MaintenanceFilters';
import { MaintenanceModal, type ModalState } from './MaintenanceModal';
import { MaintenanceStats } from './MaintenanceStats';
import { MaintenanceTable } from './MaintenanceTable';
import { MAINTENANCE_KEY, useMaintenanceList } from './queries';
import { useUrlListFilters } from '../../lib/useUrlListFilters';
import { totalText } from '../../lib/countText';
import { usePageCount } from '../../lib/usePageCount';
import type { RowActionHandlers } from './RowActions';

const NO_FILTERS: Filters = { search: '', status: 'all', priority: 'all' };
// Status and priority live in the address: the dashboard links to ?status=open(&priority=urgent).
const URL_FILTERS = { status: STATUS_FILTERS, priority: MAINTENANCE_PRIORITIES };

/** The statuses a selection can be moved to; sending to a contractor stays the one-by-one Send. */
const BULK_STATUSES = (['in_progress', 'completed', 'cancelled'] as const).map((status) => ({
  status,
  label: MAINTENANCE_STATUS_LABELS[status],
}));

/** Admin › Maintenance: cards, search and filters, the table with paging, and the modal. */
export default function MaintenanceSection() {
  const queryClient = useQueryClient();
  const { filters, applied, isFiltered, page, setPage, offset, setFilter, clear } = useUrlListFilters(
    NO_FILTERS,
    MAINTENANCE_PAGE_SIZE,
    URL_FILTERS,
  );
  const [modal, setModal] = useState<ModalState | null>(null);
  const [toDelete, setToDelete] = useState<MaintenanceRequest | null>(null);

  const { sort, params: sortParams, setSort } = useListSort(setPage);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useMaintenanceList({ limit: MAINTENANCE_PAGE_SIZE, offset, ...applied, ...sortParams });
  const data = list.data?.data;
  const total = data?.pagination.total ?? 0;
  const totalPages = usePageCount(data?.pagination.total, MAINTENANCE_PAGE_SIZE, page, setPage);

  const remove = useMutation({
    mutationFn: (r: MaintenanceRequest) => deleteMaintenanceRequest(r.id),
    onSuccess: () => {
      toast.success(MAINTENANCE_MESSAGES.deleted);
      setToDelete(null);
    },
    onError: (err) => toast.error(failureMessage(err, MAINTENANCE_MESSAGES.deleteFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY }),
  });

  // One update per request: each is checked against its own status (a finished job cannot restart).
  const bulkStatus = useBulkStatus<MaintenanceStatus>({
    change: (id, status) => updateMaintenanceRequest(id, { status }),
    noun: ['request', 'requests'],
    failed: MAINTENANCE_MESSAGES.updateFailed,
    settled: () => void queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY }),
    clearSelection: () => setSelected([]),
  });

  const actions: RowActionHandlers = {
    onView: (request) => setModal({ mode: 'view', request }),
    onEdit: (request) => setModal({ mode: 'edit', request }),
    onSend: (request) => setModal({ mode: 'send', request }),
    onDelete: setToDelete,
  };

  let content;
  if (list.isPending) {
    content = <SkeletonList label="Loading maintenance requests" className="space-y-2" count={5} itemClassName="h-14 w-full" />;
  } else if (list.isError) {
    content = <ErrorState message={failureMessage(list.error, MAINTENANCE_MESSAGES.fetchFailed)} onRetry={() => list.refetch()} />;
  } else if (!data || data.requests.length === 0) {
    content = (
      <FilteredEmptyState
        title={MAINTENANCE_MESSAGES.empty}
        icon={<Wrench aria-hidden className="h-10 w-10 text-slate-500" />}
        isFiltered={isFiltered}
        filteredMessage="Try another search or clear the filters."
        onClearFilters={clear}
        message="New requests appear here once they are created."
        action={
          <Button onClick={() => setModal({ mode: 'create' })}>
            <Plus aria-hidden className="h-4 w-4" /> New Request
          </Button>
        }
      />
    );
  } else {
    const first = data.pagination.offset + 1;
    const last = data.pagination.offset + data.requests.length;
    // The selection is of this page's rows: a row left behind by paging or filtering is not acted on.
    const chosen = selected.filter((id) => data.requests.some((r) => r.id === id));
    content = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <div className="hidden md:block">
          <MaintenanceTable
            rows={data.requests}
            actions={actions}
            state={{
              sort,
              onSortChange: setSort,
              selected: chosen,
              onSelectedChange: setSelected,
              toolbar: (
                <>
                  {bulkStatus.bar(chosen, BULK_STATUSES)}
                  <ExportCsvLink
                    path={EXPORT_PATHS.maintenance}
                    query={{ status: applied.status, priority: applied.priority, search: applied.search }}
                    label="maintenance requests"
                  />
                </>
              ),
            }}
          />
        </div>
        <div className="space-y-2 md:hidden">
          <div className="flex justify-end">
            <ExportCsvLink
              path={EXPORT_PATHS.maintenance}
              query={{ status: applied.status, priority: applied.priority, search: applied.search }}
              label="maintenance requests"
            />
          </div>
          <MaintenanceCards rows={data.requests} actions={actions} />
        </div>
        <p className="text-sm text-slate-700">
          Showing {first}–{last} of {totalText(total, data.pagination.total_capped)} {total === 1 ? 'request' : 'requests'}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Maintenance Requests</h2>
        <Button onClick={() => setModal({ mode: 'create' })}>
          <Plus aria-hidden className="h-4 w-4" /> New Request
        </Button>
      </div>
      <MaintenanceStats stats={data?.stats} />
      <MaintenanceFilters filters={filters} onChange={setFilter} />
      {content}
      {total > MAINTENANCE_PAGE_SIZE && (
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} capped={data?.pagination.total_capped} />
      )}
      {modal && <MaintenanceModal state={modal} onChange={setModal} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete maintenance request"
        message={
          <>
            Are you sure you want to delete <strong>{toDelete?.issue_title}</strong>? This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
