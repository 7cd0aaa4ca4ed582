import { APPLICANT_MESSAGE_MAX, applicantEmailLabel, type ApplicantEmailStatus } from '@rentfront/shared/applicant-emails';
import { applicationStatusChangeSchema } from '@rentfront/shared/application-timeline';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';

const TITLES: Record<ApplicantEmailStatus, { title: string; confirm: string }> = {
  approved: { title: 'Approve application', confirm: 'Approve' },
  rejected: { title: 'Reject application', confirm: 'Reject' },
  info_requested: { title: 'Request more information', confirm: 'Request Information' },
};

export interface StatusChangeTarget {
  id: string;
  full_name: string;
  reference: string;
}

/**
 * Approve, Reject and Request More Information e-mail the applicant (issue 19): this says so
 * before it happens, and takes the office's optional note for the e-mail.
 */
export function StatusChangeDialog({
  application,
  status,
  busy,
  onConfirm,
  onClose,
}: {
  application: StatusChangeTarget;
  status: ApplicantEmailStatus;
  busy: boolean;
  onConfirm: (message: string | undefined) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { title, confirm } = TITLES[status];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = applicationStatusChangeSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data?.message);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={`${application.full_name} (${application.reference}) will be e-mailed the “${applicantEmailLabel(status)}” message from Settings › Applicant e-mails.`}
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="status-change-form" loading={busy}>
            {confirm}
          </Button>
        </>
      }
    >
      <form id="status-change-form" noValidate onSubmit={submit}>
        <Field label="Message to the applicant (optional)" error={error} hint="Added to the e-mail as you type it.">
          <Textarea
            rows={5}
            value={message}
            maxLength={APPLICANT_MESSAGE_MAX}
            onChange={(e) => {
              setMessage(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
