import { APPLICATION_MESSAGES as M, APPLICATION_STATUS_ACTIONS, type ApplicationListItem } from '@rentfront/shared/applications';
import { useState } from 'react';
import { deleteApplication, listApplications, setApplicationStatus } from '../../../api/applications';
import { EXPORT_PATHS } from '../../../api/exports';
import { applicationKeys } from '../../../api/queryKeys';
import { useCan } from '../../../lib/useStaffRole';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { useBulkStatus } from '../../../ui/table/useBulkStatus';
import { ApplicationDetailDialog } from './ApplicationDetailDialog';
import { ApplicationsStats } from './ApplicationsStats';
import { APPLICATION_DELETE, APPLICATION_EMPTY, APPLICATION_FILTERS, APPLICATION_PAGING, applicationColumns } from './applicationList';
import { ReplyDialog } from './ReplyDialog';
import { useStatusChange } from './useStatusChange';

/** Admin › Applications: counters, search and status filter, the table with paging, and the modals. */
export default function ApplicationsSection() {
  const [viewing, setViewing] = useState<ApplicationListItem | null>(null);
  const [replying, setReplying] = useState<ApplicationListItem | null>(null);
  const canDelete = useCan('applications.delete');
  const list = useAdminList({
    // The whole key: a change from the list also makes an application's cached detail and timeline stale.
    key: applicationKeys.all,
    ...APPLICATION_PAGING,
    fetch: listApplications,
    page: (d) => ({ rows: d.applications, total: d.total, capped: d.pagination.total_capped }),
    noun: ['application', 'applications'],
    remove: { call: (a: ApplicationListItem) => deleteApplication(a.id), messages: { deleted: M.deleted, failed: M.deleteFailed } },
  });
  const changeStatus = useStatusChange(list.refresh);
  // One call per application: each change sends that applicant their e-mail, as a single change does.
  const bulkStatus = useBulkStatus({
    change: setApplicationStatus,
    noun: ['application', 'applications'],
    failed: M.updateStatusFailed,
    settled: list.refresh,
    clearSelection: () => list.setSelected([]),
  });

  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Applications overview', className: 'sr-only' }}
      header={<ApplicationsStats applications={list.rows} />}
      filters={APPLICATION_FILTERS}
      tableId="applications"
      caption="Rental applications"
      columns={applicationColumns({
        onView: setViewing,
        onReply: setReplying,
        onStatus: changeStatus.request,
        onDelete: canDelete ? list.askDelete : undefined,
      })}
      onOpen={setViewing}
      selectable
      rowLabel={(a) => a.full_name}
      toolbar={(selected) => bulkStatus.bar(selected, APPLICATION_STATUS_ACTIONS)}
      exportCsv={{
        path: EXPORT_PATHS.applications,
        query: { status: list.applied.status, search: list.applied.search },
        label: 'applications',
      }}
      loading={{ label: 'Loading applications', itemClassName: 'h-16 w-full' }}
      error={M.fetchListFailed}
      empty={APPLICATION_EMPTY}
      confirmDelete={APPLICATION_DELETE}
    >
      {viewing && <ApplicationDetailDialog id={viewing.id} onClose={() => setViewing(null)} />}
      {replying && (
        <ReplyDialog
          application={replying}
          onClose={() => setReplying(null)}
          onSent={() => {
            setReplying(null);
            void list.refresh();
          }}
        />
      )}
    </AdminListView>
  );
}
