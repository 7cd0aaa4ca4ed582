import { LEASE_MESSAGES as M, type LeaseInput } from '@rentfront/shared/leases';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { createLease, updateLease } from '../../../api/leases';
import { leaseQueries } from '../../../api/queries/leases';
import { propertyQueries } from '../../../api/queries/properties';
import { leaseKeys } from '../../../api/queryKeys';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/EmptyState';
import { SkeletonList } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { EMPTY_LEASE_FORM, leaseFormValues, serverFieldErrors } from './leaseForm';
import { LeaseForm } from './LeaseForm';

/** New lease (no `id`) or the edit of a draft / a lease out for signature, with its save. */
export function LeaseEditor({ id, onDone }: { id?: string; onDone: (savedId?: string) => void }) {
  const queryClient = useQueryClient();
  const lease = useQuery({ ...leaseQueries.detail(id ?? ''), enabled: Boolean(id) });
  const properties = useQuery(propertyQueries.choices());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<LeaseInput | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (input: LeaseInput) => {
      if (!id) return { lease: (await createLease(input)).data, voided: 0 };
      const res = (await updateLease(id, input)).data;
      return { lease: res.lease, voided: res.voided_signatures };
    },
    onSuccess: ({ lease: saved, voided }) => {
      toast.success(voided > 0 ? M.voided(voided) : id ? M.updated : M.created);
      void queryClient.invalidateQueries({ queryKey: leaseKeys.all });
      setSavedId(saved.id);
    },
    onError: (err) => {
      toast.error(failureMessage(err, 'The lease could not be saved'));
      if (err instanceof ApiError) setServerErrors(serverFieldErrors(err.message, err.errors));
    },
  });

  // Leave once the form knows it is saved (so the leave guard asks nothing).
  useEffect(() => {
    if (savedId) onDone(savedId);
  }, [savedId, onDone]);

  if ((id && lease.isPending) || properties.isPending)
    return <SkeletonList label="Loading the lease form" count={6} itemClassName="h-12 w-full" />;
  if (lease.isError) return <ErrorState message={failureMessage(lease.error, M.notFound)} onRetry={() => void lease.refetch()} />;

  const current = lease.data;
  const choices = (properties.data ?? []).map((p) => ({ value: p.id, label: `${p.title} (${p.city}, ${p.state})` }));
  if (current?.property_id && !choices.some((c) => c.value === current.property_id)) {
    choices.push({ value: current.property_id, label: current.property_title ?? 'Linked property' });
  }
  const outForSignature = current?.status === 'out_for_signature';
  const submit = (input: LeaseInput) => {
    setServerErrors({});
    // Saving changes to a lease out for signature voids what was signed: the office confirms first.
    if (outForSignature) setConfirming(input);
    else save.mutate(input);
  };

  return (
    <section aria-labelledby="lease-form-title" className="space-y-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lease-form-title" className="text-xl font-semibold text-slate-900">
        {current ? `Edit lease ${current.reference}` : 'New lease'}
      </h2>
      {outForSignature && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This lease is out for signature. Saving changes voids the signatures already given and the residents sign again.
        </p>
      )}
      <LeaseForm
        initial={current ? leaseFormValues(current) : EMPTY_LEASE_FORM}
        recordId={id ?? 'new'}
        properties={choices}
        saving={save.isPending}
        submitLabel={current ? 'Save changes' : 'Create lease'}
        serverErrors={serverErrors}
        saved={savedId !== null}
        onSubmit={submit}
        onCancel={() => onDone(id)}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Void the signatures?"
        message="This lease is out for signature. Saving these changes voids every signature given so far, and each resident must sign the new version."
        confirmLabel="Save and void signatures"
        tone="danger"
        busy={save.isPending}
        onConfirm={() => {
          if (confirming) save.mutate(confirming, { onSettled: () => setConfirming(null) });
        }}
      />
    </section>
  );
}
