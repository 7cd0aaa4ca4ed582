import { isApplicantEmailStatus } from '@rentfront/shared/applicant-emails';
import { APPLICATION_MESSAGES as M, type ApplicationStatus } from '@rentfront/shared/applications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { setApplicationStatus } from '../../../api/applications';
import { failureMessage } from '../../../api/errors';
import { toast } from '../../../ui/toast';
import { StatusChangeDialog, type StatusChangeTarget } from './StatusChangeDialog';

interface Pending {
  application: StatusChangeTarget;
  status: ApplicationStatus;
}

/**
 * Changing an application's status from the list or the detail: statuses that e-mail the
 * applicant a decision ask first (with an optional note), the others apply at once.
 * Render `dialog` once; `settled` runs after every attempt (to refresh the queries).
 */
export function useStatusChange(settled: () => void) {
  const [asking, setAsking] = useState<Pending | null>(null);
  const change = useMutation({
    mutationFn: ({ application, status, message }: Pending & { message?: string }) =>
      setApplicationStatus(application.id, status, message),
    onSuccess: (res) => {
      toast.success(res.message || M.statusUpdated);
      setAsking(null);
    },
    onError: (err) => toast.error(failureMessage(err, M.updateStatusFailed)),
    onSettled: settled,
  });

  const request = (application: StatusChangeTarget, status: ApplicationStatus) => {
    // Opened a tick later, once the status menu has closed and handed focus back to its button:
    // the dialog remembers that button and returns focus to it when it closes.
    if (isApplicantEmailStatus(status)) window.setTimeout(() => setAsking({ application, status }), 0);
    else change.mutate({ application, status });
  };

  const dialog =
    asking && isApplicantEmailStatus(asking.status) ? (
      <StatusChangeDialog
        application={asking.application}
        status={asking.status}
        busy={change.isPending}
        onConfirm={(message) => change.mutate({ ...asking, message })}
        onClose={() => setAsking(null)}
      />
    ) : null;

  return { request, dialog, busy: change.isPending };
}
