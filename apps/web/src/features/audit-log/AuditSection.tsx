import { AUDIT_LOG_MESSAGES, AUDIT_LOG_PAGE_SIZE } from '@rentfront/shared/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_CSV_PATH, listAuditLog } from '../../api/audit-log';
import { failureMessage } from '../../api/errors';
import { useUrlListFilters } from '../../lib/useUrlListFilters';
import { FilteredEmptyState, ErrorState } from '../../ui/EmptyState';
import { ShieldCheck } from '../../ui/icons';
import { Pagination } from '../../ui/Pagination';
import { RefreshButton } from '../../ui/RefreshButton';
import { SkeletonList } from '../../ui/Skeleton';
import { ExportCsvLink } from '../../ui/table/ExportCsvLink';
import { AuditFilters, NO_AUDIT_FILTERS } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { AUDIT_URL_FILTERS } from './auditText';

/**
 * Admin › Audit Log (issue 20 item 6): who did what, when, from which address, on which record.
 * Read-only. The filters live in the address so a link (or a reload) shows the same entries; the
 * server pages newest first and tells whether there is a next page (the log is not counted).
 */
export default function AuditSection() {
  const { filters, applied, isFiltered, page, setPage, offset, setFilter, clear } = useUrlListFilters(
    NO_AUDIT_FILTERS,
    AUDIT_LOG_PAGE_SIZE,
    AUDIT_URL_FILTERS,
  );
  const { search: _search, ...shown } = applied;
  const params = { limit: AUDIT_LOG_PAGE_SIZE, offset, ...shown };
  const list = useQuery({ queryKey: ['audit-log', params], queryFn: () => listAuditLog(params), placeholderData: keepPreviousData });
  const data = list.data?.data;
  const totalPages = data ? (data.pagination.has_next ? page + 1 : page) : 1;

  let body;
  if (list.isPending) {
    body = <SkeletonList label="Loading the audit log" className="space-y-2" count={8} itemClassName="h-12 w-full" />;
  } else if (list.isError) {
    body = <ErrorState message={failureMessage(list.error, AUDIT_LOG_MESSAGES.fetchFailed)} onRetry={() => list.refetch()} />;
  } else if (!data || data.entries.length === 0) {
    body = (
      <FilteredEmptyState
        title={AUDIT_LOG_MESSAGES.empty}
        icon={<ShieldCheck aria-hidden className="h-10 w-10 text-slate-500" />}
        isFiltered={isFiltered}
        filteredMessage="Try another person, action or dates."
        onClearFilters={clear}
        message="Sign-ins, reveals, deletes, exports and settings changes appear here."
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <AuditTable rows={data.entries} toolbar={<ExportCsvLink path={AUDIT_LOG_CSV_PATH} query={shown} label="the audit log" />} />
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={`Page ${page}`} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-700">
          Entries cannot be changed or removed. Times are the office&rsquo;s; dates filter by the office&rsquo;s calendar day.
        </p>
        <RefreshButton refreshing={list.isFetching && !list.isPending} onRefresh={() => list.refetch()} size="sm" />
      </div>
      <AuditFilters filters={filters} people={data?.people ?? []} onChange={setFilter} />
      {body}
    </div>
  );
}
