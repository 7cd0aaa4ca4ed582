import { PROPERTY_MESSAGES, PROPERTY_STATUS_LABELS, PROPERTY_STATUSES, type Property } from '@rentfront/shared/properties-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Plus, Search } from '../../../ui/icons';
import { useMemo, useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { deleteProperty, fetchAllProperties } from '../../../api/properties';
import { EXPORT_PATHS } from '../../../api/exports';
import { ExportCsvLink } from '../../../ui/table/ExportCsvLink';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../ui/EmptyState';
import { filterOptions } from '../../../ui/FilterSelect';
import { Input, Select } from '../../../ui/Input';
import { SkeletonList } from '../../../ui/Skeleton';
import { authToast } from '../../../ui/toast';
import { PropertyFormDialog } from './PropertyFormDialog';
import { PropertyRows } from './PropertyRows';

const ALL_KEY = ['properties', 'admin', 'all'] as const;
const STATUS_FILTER = filterOptions('All statuses', PROPERTY_STATUSES, (s) => PROPERTY_STATUS_LABELS[s]);

/** Case-insensitive match on title, city or state, done in the browser (admin-back-office.md §2). */
export function matchesSearch(p: Property, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [p.title, p.city, p.state].some((v) => v?.toLowerCase().includes(needle));
}

/** Admin Properties: search, status filter, count, rows with edit and delete, the add/edit modal. */
export default function PropertiesSection() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ALL_KEY, queryFn: fetchAllProperties });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [editing, setEditing] = useState<Property | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Property | null>(null);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(
    () => all.filter((p) => (status === 'all' || p.status === status) && matchesSearch(p, search)),
    [all, status, search],
  );

  const openForm = (p?: Property) => {
    setEditing(p);
    setFormOpen(true);
  };

  const remove = useMutation({
    mutationFn: (p: Property) => deleteProperty(p.id),
    onMutate: () => ({ toastId: authToast.loading(PROPERTY_MESSAGES.deleting) }),
    onSuccess: (res, p, ctx) => {
      authToast.success(res.message ?? PROPERTY_MESSAGES.deleted, ctx?.toastId);
      // The row disappears at once; the current property is cleared if it was this one.
      queryClient.setQueryData<Property[]>(ALL_KEY, (old) => old?.filter((x) => x.id !== p.id));
      if (editing?.id === p.id) {
        setEditing(undefined);
        setFormOpen(false);
      }
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ['properties'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (err, _p, ctx) => authToast.error(failureMessage(err, PROPERTY_MESSAGES.deleteFailed), ctx?.toastId),
  });

  const onSaved = () => {
    setFormOpen(false);
    setEditing(undefined);
    // Refetch the list (and anything else showing properties).
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };

  let body;
  if (list.isPending) {
    body = <SkeletonList label="Loading properties" className="space-y-2" count={5} itemClassName="h-20 w-full" />;
  } else if (list.isError) {
    body = <ErrorState message={failureMessage(list.error, PROPERTY_MESSAGES.fetchFailed)} onRetry={() => list.refetch()} />;
  } else {
    body = (
      <PropertyRows
        properties={shown}
        onEdit={openForm}
        onDelete={setDeleting}
        empty={
          <EmptyState
            title={all.length === 0 ? 'No properties yet' : 'No properties match'}
            icon={<Building2 aria-hidden className="h-10 w-10 text-slate-500" />}
            message={all.length === 0 ? 'Add your first listing to see it here and on the public site.' : 'Try another search or status.'}
          />
        }
      />
    );
  }

  return (
    <section aria-labelledby="properties-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="properties-heading" className="text-xl font-semibold text-slate-900">
          Properties management
        </h2>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden className="h-4 w-4" /> Add Property
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-[16rem] flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" />
          <Input
            type="search"
            aria-label="Search by title, city or state"
            placeholder="Search by title, city or state"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <div className="w-44">
          <Select aria-label="Filter by status" options={STATUS_FILTER} value={status} onChange={(e) => setStatus(e.target.value)} />
        </div>
        <ExportCsvLink path={EXPORT_PATHS.properties} query={{ status, search: search.trim() || undefined }} label="properties" />
      </div>
      {list.isSuccess && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {shown.length === all.length
            ? `${all.length} ${all.length === 1 ? 'property' : 'properties'}`
            : `${shown.length} of ${all.length} properties`}
        </p>
      )}
      {body}

      <PropertyFormDialog open={formOpen} property={editing} onOpenChange={setFormOpen} onSaved={onSaved} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Property"
        message={
          <>
            Are you sure you want to delete <strong>{deleting?.title}</strong>? This action cannot be undone.
          </>
        }
        confirmLabel="Yes, Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
