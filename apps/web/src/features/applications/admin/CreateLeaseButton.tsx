import { LEASE_MESSAGES } from '@rentfront/shared/leases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { createLeaseFromApplication } from '../../../api/leases';
import { leaseKeys } from '../../../api/queryKeys';
import { useCan } from '../../../lib/useStaffRole';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';

/**
 * "Create lease" on an approved application (issue 32 item 1): the server drafts the lease with
 * everything the applicant gave, and the office lands on it in Leases to check the terms.
 */
export function CreateLeaseButton({ applicationId }: { applicationId: string }) {
  const canDraft = useCan('leases.manage');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createLeaseFromApplication(applicationId),
    onSuccess: (res) => {
      toast.success(res.message || LEASE_MESSAGES.created);
      void queryClient.invalidateQueries({ queryKey: leaseKeys.all });
      void navigate(`/admin/leases?lease=${encodeURIComponent(res.data.id)}`);
    },
    onError: (err) => toast.error(failureMessage(err, 'The lease could not be created')),
  });
  if (!canDraft) return null;
  return (
    <Button loading={create.isPending} onClick={() => create.mutate()}>
      Create lease
    </Button>
  );
}
