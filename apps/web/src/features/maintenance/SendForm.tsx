import { MAINTENANCE_LIMITS, MAINTENANCE_MESSAGES, type MaintenanceRequest } from '@rentfront/shared/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { sendMaintenanceToContractor } from '../../api/maintenance';
import { failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Checkbox, Textarea } from '../../ui/Input';
import { toast } from '../../ui/toast';
import { PriorityBadge } from './Badges';
import { MAINTENANCE_KEY } from './queries';

export interface SendFormProps {
  request: MaintenanceRequest;
  onSent: (request: MaintenanceRequest) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** Send mode: an optional message and the Urgent flag; the server e-mails the contractor. */
export function SendForm({ request, onSent, onCancel, onBusyChange }: SendFormProps) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [urgent, setUrgent] = useState(false);
  const send = useMutation({
    mutationFn: () => sendMaintenanceToContractor(request.id, { additional_message: message.trim() || undefined, urgent }),
    onMutate: () => onBusyChange(true),
    onSettled: () => onBusyChange(false),
    onSuccess: (res) => {
      toast.success(MAINTENANCE_MESSAGES.sent);
      void queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY });
      onSent(res.data);
    },
    onError: (err) => {
      toast.error(failureMessage(err, MAINTENANCE_MESSAGES.sendFailed));
      // Someone else may have sent it meanwhile: show the current state.
      void queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  const photoCount = request.photo_items.length;

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
        <p className="font-semibold text-slate-900">{request.issue_title}</p>
        <p>
          {request.property_address}
          {request.property_unit ? `, Unit ${request.property_unit}` : ''}
        </p>
        <p>To: {request.contractor_name ? `${request.contractor_name} <${request.contractor_email}>` : request.contractor_email}</p>
        <p className="flex items-center gap-2">
          Priority: <PriorityBadge priority={request.priority} />
        </p>
        <p>{photoCount === 0 ? 'No photos will be attached.' : `${photoCount} photo${photoCount === 1 ? '' : 's'} will be attached.`}</p>
      </div>
      <Field label="Additional message" hint="Added to the e-mail the contractor receives (optional).">
        <Textarea value={message} maxLength={MAINTENANCE_LIMITS.additional_message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      <Checkbox
        name="urgent"
        label={
          <>
            <span className="font-medium">Urgent</span>
            <span className="block text-xs text-slate-700">Puts URGENT in the subject and marks the e-mail high priority.</span>
          </>
        }
        checked={urgent}
        onChange={(e) => setUrgent(e.target.checked)}
      />
      {/* Stays in view at the bottom of the scrolling dialog body (-bottom-4 undoes its padding). */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
        <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          Send to Contractor
        </Button>
      </div>
    </form>
  );
}
