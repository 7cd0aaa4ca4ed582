import {
  APPLICATION_MESSAGES as M,
  APPLICATION_STATUSES,
  type ApplicationListItem,
  type ApplicationStatus,
} from '@rentfront/shared/applications';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { replyToApplication } from '../../../api/applications';
import { failureMessage } from '../../../api/errors';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Input';
import { RequiredTextField } from '../../../ui/RequiredTextField';
import { toast } from '../../../ui/toast';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { useRequiredText } from '../../../ui/useRequiredText';
import { statusLabel } from './status';

/** "Send Reply": the message (not blank) and an optional new status, by default the current one. */
export function ReplyDialog({
  application,
  onClose,
  onSent,
}: {
  application: ApplicationListItem;
  onClose: () => void;
  onSent: () => void;
}) {
  const reply = useRequiredText(M.replyRequired);
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const send = useMutation({
    mutationFn: (message: string) => replyToApplication(application.id, { reply: message, ...(status ? { status } : {}) }),
    onSuccess: (res) => {
      toast.success(res.message || M.replySent);
      onSent();
    },
    onError: (err) => toast.error(failureMessage(err, M.sendReplyFailed)),
  });

  const options = [
    { value: '', label: `Keep current status (${statusLabel(application.status)})` },
    ...APPLICATION_STATUSES.filter((s) => s !== application.status).map((s) => ({ value: s, label: statusLabel(s) })),
  ];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const message = reply.take();
    if (message !== null) send.mutate(message);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={reply.dirty || status !== ''}
      title="Send Reply"
      description={`To ${application.full_name} <${application.email}> about ${application.reference}`}
      dismissible={!send.isPending}
      footer={<DialogActions onCancel={onClose} busy={send.isPending} formId="application-reply-form" submitLabel="Send Reply" />}
    >
      <form id="application-reply-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <RequiredTextField label="Reply" hint="The applicant receives this by e-mail." maxLength={5000} value={reply} />
        <Field label="Status">
          <Select options={options} value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus | '')} />
        </Field>
      </form>
    </FormDialog>
  );
}
