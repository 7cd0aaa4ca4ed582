import type { ResidentLease } from '@rentfront/shared/residents';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { declineResidentRenewal } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';

export const DECLINE_TEXTS = {
  failed: 'Your answer could not be saved. Please try again.',
  confirm: 'Your current lease stays as it is and ends on its end date. The office is told you declined.',
} as const;

/**
 * Declining a renewal offer (issue 32 item 6): an optional reason, a second press to be sure, then
 * the offer is cancelled. The server refuses once the offer is signed or withdrawn.
 */
export function DeclineRenewalForm({ lease, onDeclined }: { lease: ResidentLease; onDeclined: (lease: ResidentLease) => void }) {
  const [reason, setReason] = useState('');
  const [sure, setSure] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const decline = useSubmission((text: string) => declineResidentRenewal(lease.id, text), {
    onSuccess: (res) => onDeclined(res.data),
    onError: (err) => setFailure(failureMessage(err, DECLINE_TEXTS.failed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!sure) return setSure(true);
    decline.submit(reason);
  };
  return (
    <section aria-labelledby="decline-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="decline-title" className="text-lg font-semibold text-slate-900">
        Decline the renewal
      </h2>
      <form method="post" noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <Field label="Reason (optional)" hint="The office reads it.">
          <Textarea name="reason" rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {sure && (
          <p role="status" className="text-sm text-slate-800">
            {DECLINE_TEXTS.confirm} Press “Yes, decline” to confirm.
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant={sure ? 'danger' : 'outline'} loading={decline.pending}>
            {sure ? 'Yes, decline' : 'Decline the renewal'}
          </Button>
          {sure && (
            <Button variant="ghost" onClick={() => setSure(false)}>
              Keep the offer
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
