import {
  APPLICATION_MESSAGES as M,
  APPLICATION_STATUS_ACTIONS,
  APPLICATION_STATUSES,
  type ApplicationListItem,
  type ApplicationStatus,
} from '@rentfront/shared/applications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from '../../../ui/icons';
import { useState } from 'react';
import { deleteApplication, listApplications, setApplicationStatus } from '../../../api/applications';
import { failureMessage } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState, FilteredEmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { SkeletonList } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { ApplicationDetailDialog } from './ApplicationDetailDialog';
import { ApplicationsFilters, type Filters } from './ApplicationsFilters';
import { ApplicationsStats } from './ApplicationsStats';
import { ApplicationsTable } from './ApplicationsTable';
import { ReplyDialog } from './ReplyDialog';
import { countApplications } from './status';
import { useStatusChange } from './useStatusChange';
import { useUrlListFilters } from '../../../lib/useUrlListFilters';
import { totalText } from '../../../lib/countText';
import { usePageCount } from '../../../lib/usePageCount';
import { useListSort } from '../../../ui/table/useListSort';
import { EXPORT_PATHS } from '../../../api/exports';
import { useCan } from '../../../lib/useStaffRole';
import { useBulkStatus } from '../../../ui/table/useBulkStatus';
import { ExportCsvLink } from '../../../ui/table/ExportCsvLink';

const PAGE_SIZE = 20;
const KEY = ['applications'] as const;
const NO_FILTERS: Filters = { search: '', status: 'all' };
// The status filter lives in the address: the dashboard links to ?status=pending.
const URL_FILTERS = { status: APPLICATION_STATUSES };

/** Admin › Applications: counters, search and status filter, the table with paging, and the modals. */
export default function ApplicationsSection() {
  const queryClient = useQueryClient();
  const { filters, applied, isFiltered, page, setPage, offset, setFilter, clear } = useUrlListFilters(NO_FILTERS, PAGE_SIZE, URL_FILTERS);
  const [viewing, setViewing] = useState<string | null>(null);
  const [replying, setReplying] = useState<ApplicationListItem | null>(null);
  const [toDelete, setToDelete] = useState<ApplicationListItem | null>(null);
  const canDelete = useCan('applications.delete');
  const { sort, params: sortParams, setSort } = useListSort(setPage);
  const [selected, setSelected] = useState<string[]>([]);

  const params = { limit: PAGE_SIZE, offset, ...applied, ...sortParams };
  const list = useQuery({ queryKey: [...KEY, 'list', params], queryFn: () => listApplications(params), placeholderData: keepPreviousData });
  const data = list.data?.data;
  const total = data?.total ?? 0;
  const totalPages = usePageCount(data?.total, PAGE_SIZE, page, setPage);

  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const changeStatus = useStatusChange(() => void refresh());

  // One call per application: each change sends that applicant their e-mail, as a single change does.
  const bulkStatus = useBulkStatus<ApplicationStatus>({
    change: setApplicationStatus,
    noun: ['application', 'applications'],
    failed: M.updateStatusFailed,
    settled: () => void refresh(),
    clearSelection: () => setSelected([]),
  });

  const remove = useMutation({
    mutationFn: (a: ApplicationListItem) => deleteApplication(a.id),
    onSuccess: (res) => {
      toast.success(res.message || M.deleted);
      setToDelete(null);
    },
    onError: (err) => toast.error(failureMessage(err, M.deleteFailed)),
    onSettled: refresh,
  });

  let content;
  if (list.isPending) {
    content = <SkeletonList label="Loading applications" className="space-y-2" count={5} itemClassName="h-16 w-full" />;
  } else if (list.isError) {
    content = <ErrorState message={failureMessage(list.error, M.fetchListFailed)} onRetry={() => void list.refetch()} />;
  } else if (!data || data.applications.length === 0) {
    content = (
      <FilteredEmptyState
        title="No applications found"
        icon={<ClipboardList aria-hidden className="h-10 w-10 text-slate-500" />}
        isFiltered={isFiltered}
        filteredMessage="Try another search or clear the filters."
        onClearFilters={clear}
        message="Applications appear here as soon as visitors submit them."
      />
    );
  } else {
    const first = data.pagination.offset + 1;
    const last = data.pagination.offset + data.applications.length;
    // The selection is of this page's rows: a row left behind by paging or filtering is not acted on.
    const chosen = selected.filter((id) => data.applications.some((a) => a.id === id));
    content = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <p className="text-sm text-slate-700">
          Showing {first}-{last} of {totalText(total, data.pagination.total_capped)} application{total === 1 ? '' : 's'}
        </p>
        <ApplicationsTable
          rows={data.applications}
          state={{
            sort,
            onSortChange: setSort,
            selected: chosen,
            onSelectedChange: setSelected,
            toolbar: (
              <>
                {bulkStatus.bar(chosen, APPLICATION_STATUS_ACTIONS)}
                <ExportCsvLink
                  path={EXPORT_PATHS.applications}
                  query={{ status: applied.status, search: applied.search }}
                  label="applications"
                />
              </>
            ),
          }}
          actions={{
            onView: (a) => setViewing(a.id),
            onReply: setReplying,
            onStatus: changeStatus.request,
            onDelete: canDelete ? setToDelete : undefined,
          }}
        />
        {total > PAGE_SIZE && (
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} capped={data.pagination.total_capped} />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Applications overview</h2>
      <ApplicationsStats counters={countApplications(data?.applications ?? [])} />
      <ApplicationsFilters filters={filters} onChange={setFilter} />
      {content}
      {viewing && <ApplicationDetailDialog id={viewing} onClose={() => setViewing(null)} />}
      {replying && (
        <ReplyDialog
          application={replying}
          onClose={() => setReplying(null)}
          onSent={() => {
            setReplying(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Application"
        message={
          toDelete && (
            <>
              Delete the application of <strong>{toDelete.full_name}</strong> ({toDelete.reference})? This action cannot be undone.
            </>
          )
        }
        confirmLabel="Yes, Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
