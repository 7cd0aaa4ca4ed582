import { CONTRACTOR_MAX_LIST, CONTRACTOR_MESSAGES as M, type Contractor } from '@rentfront/shared/contractors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteContractor, listContractors, updateContractor } from '../../../api/contractors';
import { failureMessage } from '../../../api/errors';
import { contractorKeys, maintenanceKeys } from '../../../api/queryKeys';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { Button } from '../../../ui/Button';
import { Plus } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { ContractorDialog } from './ContractorDialog';
import { CONTRACTOR_DELETE, ContractorCard, contractorColumns, contractorEmpty, type ContractorRowActions } from './contractorList';

type DialogState = { mode: 'add' } | { mode: 'edit'; contractor: Contractor };

/** Maintenance › Contractors: the directory Send to Contractor picks from (issue 19 item 4). */
export function ContractorsPanel() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // The directory is one answer (at most CONTRACTOR_MAX_LIST, A to Z): no paging, no filters.
  const list = useAdminList({
    key: contractorKeys.all,
    filters: { search: '' },
    pageSize: CONTRACTOR_MAX_LIST,
    fetch: () => listContractors(),
    page: (d) => ({ rows: d.contractors, total: d.contractors.length }),
    noun: ['contractor', 'contractors'],
    whole: true,
    // A request names its contractor: the requests show the change too.
    remove: {
      call: (c: Contractor) => deleteContractor(c.id),
      messages: { deleted: M.deleted, failed: M.deleteFailed },
      invalidates: [maintenanceKeys.all],
    },
  });
  const toggle = useMutation({
    mutationFn: (c: Contractor) =>
      updateContractor(c.id, { name: c.name, trade: c.trade, email: c.email, phone: c.phone, notes: c.notes, active: !c.active }),
    onSuccess: (res) => toast.success(res.data.active ? M.activated : M.deactivated),
    onError: (err) => toast.error(failureMessage(err, M.saveFailed)),
    onSettled: () => {
      void list.refresh();
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
  const actions: ContractorRowActions = {
    onEdit: (contractor) => setDialog({ mode: 'edit', contractor }),
    onDelete: list.askDelete,
    onToggle: toggle.mutate,
    busyId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  };
  const add = (
    <Button onClick={() => setDialog({ mode: 'add' })}>
      <Plus aria-hidden className="h-4 w-4" /> Add Contractor
    </Button>
  );

  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Contractors' }}
      actions={add}
      tableId="contractors"
      caption="Contractors"
      columns={contractorColumns(actions)}
      phoneCards={{ label: 'Contractors', card: (c) => <ContractorCard contractor={c} actions={actions} /> }}
      showing="below"
      loading={{ label: 'Loading contractors', count: 4 }}
      error={M.fetchFailed}
      empty={contractorEmpty(add)}
      confirmDelete={CONTRACTOR_DELETE}
    >
      {dialog && <ContractorDialog contractor={dialog.mode === 'edit' ? dialog.contractor : undefined} onClose={() => setDialog(null)} />}
    </AdminListView>
  );
}
