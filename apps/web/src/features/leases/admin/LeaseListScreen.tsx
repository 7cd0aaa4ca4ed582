import type { LeaseListItem } from '@rentfront/shared/lease-answers';
import { listLeases } from '../../../api/leases';
import { leaseKeys } from '../../../api/queryKeys';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { Button } from '../../../ui/Button';
import { Plus } from '../../../ui/icons';
import { LEASE_EMPTY, LEASE_FILTERS, LEASE_PAGING, LeaseCard, leaseColumns, leaseListParams } from './leaseList';

const LOAD_FAILED = 'Failed to load leases';

/** The leases list: search, status, "ending within" and "sent before", the table with paging, New lease. */
export function LeaseListScreen({ onOpen, onNew }: { onOpen: (id: string) => void; onNew: () => void }) {
  const list = useAdminList({
    key: leaseKeys.all,
    ...LEASE_PAGING,
    params: leaseListParams,
    fetch: listLeases,
    page: (d) => ({ rows: d.leases, total: d.pagination.total }),
    noun: ['lease', 'leases'],
  });
  const add = (
    <Button onClick={onNew}>
      <Plus aria-hidden className="h-4 w-4" /> New lease
    </Button>
  );
  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'All leases' }}
      actions={add}
      filters={LEASE_FILTERS}
      filterClassName="sm:grid-cols-[1fr_12rem_12rem_11rem]"
      tableId="leases"
      caption="Leases"
      columns={leaseColumns()}
      onOpen={(l: LeaseListItem) => onOpen(l.id)}
      phoneCards={{ label: 'Leases', card: (l) => <LeaseCard lease={l} onOpen={onOpen} /> }}
      loading={{ label: 'Loading leases', itemClassName: 'h-14 w-full' }}
      error={LOAD_FAILED}
      empty={{ ...LEASE_EMPTY, action: add }}
    />
  );
}
