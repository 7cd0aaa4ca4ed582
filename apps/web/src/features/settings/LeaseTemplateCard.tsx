import { LEASE_LIMITS, LEASE_MESSAGES as M, type LeaseTemplate } from '@rentfront/shared/leases';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../api/errors';
import { saveLeaseTemplate } from '../../api/leases';
import { leaseQueries } from '../../api/queries/leases';
import { leaseKeys } from '../../api/queryKeys';
import { ErrorState } from '../../ui/EmptyState';
import { FileText } from '../../ui/icons';
import { SettingsCard } from '../../ui/SettingsCard';
import { SkeletonList } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { LeaseTemplateForm } from './LeaseTemplateForm';
import { LeaseTemplateReset } from './LeaseTemplateReset';

/**
 * Settings › Lease template (issue 32 item 2): the sections every lease document is drawn from,
 * with the merge fields ({{resident_names}}…) filled from each lease. A lease already sent keeps
 * the text it was sent with; a change applies to the next document drawn.
 */
export function LeaseTemplateCard() {
  const queryClient = useQueryClient();
  const query = useQuery(leaseQueries.template());
  const save = useMutation({
    mutationFn: (sections: LeaseTemplate['sections']) => saveLeaseTemplate(sections),
    onSuccess: (res) => {
      toast.success(res.message || M.templateSaved);
      queryClient.setQueryData(leaseKeys.template, res.data);
    },
    onError: (err) => toast.error(failureMessage(err, 'The lease template could not be saved')),
  });
  let body;
  if (query.isPending) body = <SkeletonList label="Loading the lease template" count={3} itemClassName="h-24 w-full" />;
  else if (query.isError)
    body = <ErrorState message={failureMessage(query.error, 'Failed to load the lease template')} onRetry={() => void query.refetch()} />;
  else
    body = (
      <div className="space-y-4">
        <div className="flex justify-end">
          <LeaseTemplateReset template={query.data} />
        </div>
        <LeaseTemplateForm
          // A saved (or reset) template starts the form again from what the server kept.
          key={query.data.updated_at ?? 'default'}
          template={query.data}
          saving={save.isPending}
          error={save.error}
          onSave={(sections) => save.mutate(sections)}
        />
      </div>
    );
  return (
    <SettingsCard
      id="lease-template"
      icon={FileText}
      title="Lease template"
      description={`The sections of every lease document, up to ${LEASE_LIMITS.templateSections}. Merge fields such as {{resident_names}} are filled from each lease when it is sent.`}
    >
      {body}
    </SettingsCard>
  );
}
