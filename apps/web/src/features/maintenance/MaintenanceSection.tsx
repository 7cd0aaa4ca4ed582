import { MAINTENANCE_MESSAGES as M, MAINTENANCE_PAGE_SIZE, type MaintenanceRequest } from '@rentfront/shared/maintenance';
import { useState } from 'react';
import { EXPORT_PATHS } from '../../api/exports';
import { deleteMaintenanceRequest, listMaintenanceRequests } from '../../api/maintenance';
import { maintenanceKeys } from '../../api/queryKeys';
import { AdminListView, useAdminList } from '../../ui/admin-list';
import { Button } from '../../ui/Button';
import { Plus } from '../../ui/icons';
import { useBulkStatus } from '../../ui/table/useBulkStatus';
import { MaintenanceCard } from './MaintenanceCard';
import {
  BULK_STATUSES,
  MAINTENANCE_BULK,
  MAINTENANCE_DELETE,
  MAINTENANCE_FILTERS,
  MAINTENANCE_URL_FILTERS,
  maintenanceColumns,
  maintenanceEmpty,
  NO_MAINTENANCE_FILTERS,
} from './maintenanceList';
import { MaintenanceModal, type ModalState } from './MaintenanceModal';
import { MaintenanceStats } from './MaintenanceStats';
import type { RowActionHandlers } from './RowActions';

/** Admin › Maintenance: cards, search and filters, the table (cards on phones) with paging, the modal. */
export default function MaintenanceSection() {
  const [modal, setModal] = useState<ModalState | null>(null);
  // The list's key is the section's: a change refreshes the open request's details too.
  const list = useAdminList({
    key: maintenanceKeys.all,
    filters: NO_MAINTENANCE_FILTERS,
    urlFilters: MAINTENANCE_URL_FILTERS,
    pageSize: MAINTENANCE_PAGE_SIZE,
    fetch: listMaintenanceRequests,
    page: (d) => ({ rows: d.requests, total: d.pagination.total, capped: d.pagination.total_capped }),
    noun: ['request', 'requests'],
    remove: { call: (r: MaintenanceRequest) => deleteMaintenanceRequest(r.id), messages: { deleted: M.deleted, failed: M.deleteFailed } },
  });
  const bulkStatus = useBulkStatus({ ...MAINTENANCE_BULK, settled: () => void list.refresh(), clearSelection: () => list.setSelected([]) });
  const actions: RowActionHandlers = {
    onView: (request) => setModal({ mode: 'view', request }),
    onEdit: (request) => setModal({ mode: 'edit', request }),
    onSend: (request) => setModal({ mode: 'send', request }),
    onDelete: list.askDelete,
  };
  const newRequest = (
    <Button onClick={() => setModal({ mode: 'create' })}>
      <Plus aria-hidden className="h-4 w-4" /> New Request
    </Button>
  );
  const { search, status, priority } = list.applied;

  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Maintenance Requests' }}
      actions={newRequest}
      header={<MaintenanceStats stats={list.data?.stats} />}
      filters={MAINTENANCE_FILTERS}
      filterClassName="sm:grid-cols-[1fr_12rem_12rem]"
      tableId="maintenance"
      caption="Maintenance requests"
      columns={maintenanceColumns(actions)}
      onOpen={actions.onView}
      selectable
      rowLabel={(r) => r.issue_title}
      toolbar={(selected) => bulkStatus.bar(selected, BULK_STATUSES)}
      phoneCards={{ label: 'Maintenance requests', card: (r) => <MaintenanceCard request={r} actions={actions} /> }}
      exportCsv={{ path: EXPORT_PATHS.maintenance, query: { status, priority, search }, label: 'maintenance requests' }}
      showing="below"
      loading={{ label: 'Loading maintenance requests' }}
      error={M.fetchFailed}
      empty={maintenanceEmpty(newRequest)}
      confirmDelete={MAINTENANCE_DELETE}
    >
      {modal && <MaintenanceModal state={modal} onChange={setModal} />}
    </AdminListView>
  );
}
