import type { AdminResident } from '@rentfront/shared/residents';
import { useSearchParams } from 'react-router';
import { listResidents } from '../../../api/residents-admin';
import { residentKeys } from '../../../api/queryKeys';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { ResidentDetailDialog } from './ResidentDetailDialog';
import { RESIDENT_EMPTY, RESIDENT_FILTERS, RESIDENT_PAGING, residentColumns, residentListParams } from './residentList';

/** Admin › Residents (issue 32 item 5): the directory of current and past residents and one resident's leases and requests. */
export default function ResidentsSection() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('resident');
  const list = useAdminList({
    key: residentKeys.all,
    ...RESIDENT_PAGING,
    params: residentListParams,
    fetch: listResidents,
    page: (d) => ({ rows: d.residents, total: d.pagination.total }),
    noun: ['resident', 'residents'],
  });
  // The open resident is in the address, beside the filters, so Back closes it.
  const setOpen = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('resident', id);
      else next.delete('resident');
      return next;
    });
  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Resident directory' }}
      filters={RESIDENT_FILTERS}
      filterClassName="sm:grid-cols-[1fr_14rem]"
      tableId="residents"
      caption="Residents"
      columns={residentColumns()}
      onOpen={(r: AdminResident) => setOpen(r.id)}
      loading={{ label: 'Loading residents', itemClassName: 'h-12 w-full' }}
      error="Failed to load residents"
      empty={RESIDENT_EMPTY}
    >
      {openId && <ResidentDetailDialog id={openId} onClose={() => setOpen(null)} />}
    </AdminListView>
  );
}
