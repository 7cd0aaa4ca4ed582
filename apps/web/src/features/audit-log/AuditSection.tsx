import { AUDIT_LOG_MESSAGES as M, AUDIT_LOG_PAGE_SIZE } from '@rentfront/shared/audit-log';
import { AUDIT_LOG_CSV_PATH, listAuditLog } from '../../api/audit-log';
import { AdminListView, useAdminList } from '../../ui/admin-list';
import { RefreshButton } from '../../ui/RefreshButton';
import { AUDIT_COLUMNS, AUDIT_EMPTY_HINTS, auditFilters, NO_AUDIT_FILTERS } from './auditList';
import { AUDIT_URL_FILTERS } from './auditText';

/**
 * Admin › Audit Log (issue 20 item 6): who did what, when, from which address, on which record.
 * Read-only. The filters live in the address so a link (or a reload) shows the same entries; the
 * server pages newest first and tells whether there is a next page (the log is not counted).
 */
export default function AuditSection() {
  const list = useAdminList({
    key: ['audit-log'],
    filters: NO_AUDIT_FILTERS,
    urlFilters: AUDIT_URL_FILTERS,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    params: ({ search: _search, ...shown }) => shown,
    fetch: listAuditLog,
    page: (d) => ({ rows: d.entries, hasNext: d.pagination.has_next }),
  });
  const { search: _search, ...shown } = list.applied;

  return (
    <AdminListView
      list={list}
      header={
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="max-w-2xl text-sm text-slate-700">
            Entries cannot be changed or removed. Times are the office&rsquo;s; dates filter by the office&rsquo;s calendar day.
          </p>
          <RefreshButton refreshing={list.refreshing} onRefresh={list.refresh} size="sm" />
        </div>
      }
      filters={auditFilters(list.filters, list.data?.people ?? [])}
      filterClassName="sm:grid-cols-2 lg:grid-cols-4"
      tableId="audit-log"
      caption="Audit log"
      columns={AUDIT_COLUMNS}
      exportCsv={{ path: AUDIT_LOG_CSV_PATH, query: shown, label: 'the audit log' }}
      showing="none"
      pageLabel={`Page ${list.page}`}
      loading={{ label: 'Loading the audit log', count: 8, itemClassName: 'h-12 w-full' }}
      error={M.fetchFailed}
      empty={{ title: M.empty, ...AUDIT_EMPTY_HINTS }}
    />
  );
}
