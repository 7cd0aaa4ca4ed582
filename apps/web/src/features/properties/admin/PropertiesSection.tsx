import { ADMIN_PROPERTY_PAGE_SIZE, PROPERTY_MESSAGES as M, PROPERTY_STATUSES } from '@rentfront/shared/properties-core';
import type { Property } from '@rentfront/shared/properties-core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteProperty, listAdminProperties } from '../../../api/properties';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { Button } from '../../../ui/Button';
import { Plus } from '../../../ui/icons';
import { useCan } from '../../../lib/useStaffRole';
import { PropertyTourSettingsDialog } from '../../tours';
import { PROPERTY_DELETE, PROPERTY_EMPTY, PROPERTY_FILTERS, PROPERTY_HEADING, propertyColumns, propertyExport } from './propertyList';
import { countText } from './propertyCount';
import { PropertyFormDialog } from './PropertyFormDialog';

const ALSO_STALE = [['properties'], ['dashboard']];

/**
 * Admin Properties, with the add/edit modal. The server filters, sorts and pages: the spec's
 * "search on the client side" read every home into the browser. It still matches title, city or state.
 */
export default function PropertiesSection() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Property | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  // A home's own tour settings: a separate dialog from its row, so the property form stays as it is.
  const [touring, setTouring] = useState<Property | null>(null);
  const canTourSettings = useCan('site_settings.manage');
  const openForm = (p?: Property) => {
    setEditing(p);
    setFormOpen(true);
  };
  const list = useAdminList({
    key: ['properties', 'admin'],
    filters: { search: '', status: 'all' },
    urlFilters: { status: PROPERTY_STATUSES },
    pageSize: ADMIN_PROPERTY_PAGE_SIZE,
    fetch: listAdminProperties,
    page: (d) => ({ rows: d.properties, total: d.pagination.total, capped: d.pagination.total_capped }),
    remove: {
      call: (p: Property) => deleteProperty(p.id),
      messages: { deleting: M.deleting, deleted: M.deleted, failed: M.deleteFailed },
      toast: 'auth',
      invalidates: ALSO_STALE,
      onDeleted: (p) => editing?.id === p.id && setFormOpen(false),
    },
  });
  const onSaved = () => {
    setFormOpen(false);
    setEditing(undefined);
    for (const key of ALSO_STALE) void queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <AdminListView
      list={list}
      tableId="properties"
      caption="Properties"
      columns={propertyColumns({ onEdit: openForm, onDelete: list.askDelete, onTourSettings: canTourSettings ? setTouring : undefined })}
      onOpen={openForm}
      exportCsv={propertyExport(list.applied)}
      heading={PROPERTY_HEADING}
      actions={
        <Button onClick={() => openForm()}>
          <Plus aria-hidden className="h-4 w-4" /> Add Property
        </Button>
      }
      filters={PROPERTY_FILTERS}
      summary={list.data && countText(list.data)}
      loading={{ label: 'Loading properties', itemClassName: 'h-20 w-full' }}
      error={M.fetchFailed}
      empty={PROPERTY_EMPTY}
      confirmDelete={PROPERTY_DELETE}
    >
      <PropertyFormDialog open={formOpen} property={editing} onOpenChange={setFormOpen} onSaved={onSaved} />
      <PropertyTourSettingsDialog property={touring} onClose={() => setTouring(null)} />
    </AdminListView>
  );
}
