import { LEASE_MESSAGES as M, type LeaseTemplate } from '@rentfront/shared/leases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { resetLeaseTemplate } from '../../api/leases';
import { leaseKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RotateCcw } from '../../ui/icons';
import { toast } from '../../ui/toast';

/**
 * "Reset to the default": after a confirmation the office's template is deleted and the shipped one
 * shown. The button stays in the page (inert while the default is in use) so the dialog can hand the
 * focus back to it, even after the form below is drawn again from the shipped sections.
 */
export function LeaseTemplateReset({ template }: { template: LeaseTemplate }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: resetLeaseTemplate,
    onSuccess: (res) => {
      setAsking(false);
      toast.success(res.message || M.templateReset);
      queryClient.setQueryData(leaseKeys.template, res.data);
    },
    onError: (err) => toast.error(failureMessage(err, 'The lease template could not be reset')),
  });
  const inert = template.is_default;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={inert || undefined}
        className={inert ? 'cursor-not-allowed opacity-60' : undefined}
        title={inert ? 'You are already using the default template' : undefined}
        onClick={() => !inert && setAsking(true)}
      >
        <RotateCcw aria-hidden className="h-4 w-4" /> Reset to the default
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !reset.isPending && setAsking(open)}
        title="Reset the lease template"
        message="Replace your lease template with the residential template that ships with Rentfront? Your sections will be lost. Leases already sent keep their text."
        confirmLabel="Reset to the default"
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
      />
    </>
  );
}
