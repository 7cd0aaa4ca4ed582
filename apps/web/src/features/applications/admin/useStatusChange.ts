import { APPLICATION_MESSAGES as M, type ApplicationStatus } from '@rentfront/shared/applications';
import { useMutation } from '@tanstack/react-query';
import { setApplicationStatus } from '../../../api/applications';
import { failureMessage } from '../../../api/errors';
import { toast } from '../../../ui/toast';

interface StatusChangeTarget {
  id: string;
}

/**
 * Changing an application's status from the list or the detail. The menu acts at once, as the
 * spec has it; approved, rejected and "more information needed" e-mail the applicant the Settings
 * template. A note for the applicant goes with Send Reply (a reply with a new status sends the
 * template with the reply as its message). `settled` runs after every attempt (to refresh).
 */
export function useStatusChange(settled: () => void) {
  const change = useMutation({
    mutationFn: ({ application, status }: { application: StatusChangeTarget; status: ApplicationStatus }) =>
      setApplicationStatus(application.id, status),
    onSuccess: (res) => toast.success(res.message || M.statusUpdated),
    onError: (err) => toast.error(failureMessage(err, M.updateStatusFailed)),
    onSettled: settled,
  });
  const request = (application: StatusChangeTarget, status: ApplicationStatus) => change.mutate({ application, status });
  return { request, busy: change.isPending };
}
