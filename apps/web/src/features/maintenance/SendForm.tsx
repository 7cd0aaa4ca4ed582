import {
  MAINTENANCE_LIMITS,
  MAINTENANCE_MESSAGES,
  type MaintenanceRequest,
  type SendToContractorInput,
} from '@rentfront/shared/maintenance';
import { formatAddressWithUnit } from '@rentfront/shared/address';
import { CONTRACTOR_MESSAGES, contractorName, newContractorSchema } from '@rentfront/shared/contractors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { sendMaintenanceToContractor } from '../../api/maintenance';
import { ApiError, failureMessage } from '../../api/errors';
import { contractorKeys, maintenanceKeys } from '../../api/queryKeys';
import { Field } from '../../ui/Field';
import { Checkbox, Textarea } from '../../ui/Input';
import { fieldErrors } from '../../lib/fieldErrors';
import { toast } from '../../ui/toast';
import { useDialogForm } from '../../ui/unsaved/FormDialog';
import { PriorityBadge } from './Badges';
import { photoCountText } from './formValues';
import { ContractorPicker, NEW_CONTRACTOR, type ContractorPickerProps, type NewContractorValues } from './contractors/ContractorPicker';
import { useContractors } from './contractors/queries';
import { FormActions } from '../../ui/FormActions';

type PickerErrors = ContractorPickerProps['errors'];

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
  const contractors = useContractors(true);
  // The request's own contractor is the default: its directory entry, or typed in to be saved.
  const [picked, setPicked] = useState<string | null>(null);
  const match = contractors.data?.find(
    (c) => c.id === request.contractor_id || c.email.toLowerCase() === request.contractor_email.toLowerCase(),
  );
  const choice = picked ?? match?.id ?? NEW_CONTRACTOR;
  const [typed, setTyped] = useState<NewContractorValues>({
    name: request.contractor_name ?? '',
    email: request.contractor_email,
    trade: '',
    phone: request.contractor_phone ?? '',
  });
  const [errors, setErrors] = useState<PickerErrors>({});
  const chosen = contractors.data?.find((c) => c.id === choice);
  // A typed message or the Urgent flag is work: closing asks "Discard changes?" like every form.
  const { requestClose } = useDialogForm(message.trim() !== '' || urgent, { fallbackClose: onCancel });

  const payload = (): SendToContractorInput => ({
    additional_message: message.trim() || undefined,
    urgent,
    ...(choice === NEW_CONTRACTOR ? { new_contractor: typed } : { contractor_id: choice }),
  });
  const send = useMutation({
    mutationFn: () => sendMaintenanceToContractor(request.id, payload()),
    onMutate: () => onBusyChange(true),
    onSettled: () => onBusyChange(false),
    onSuccess: (res) => {
      toast.success(MAINTENANCE_MESSAGES.sent);
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: contractorKeys.all });
      onSent(res.data);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errors) setErrors(pickerErrors(err.errors));
      toast.error(failureMessage(err, MAINTENANCE_MESSAGES.sendFailed));
      // Someone else may have sent it meanwhile: show the current state.
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice === NEW_CONTRACTOR) {
      const found = fieldErrors<keyof NewContractorValues>(newContractorSchema, typed);
      if (Object.keys(found).length > 0) return setErrors(found);
    }
    setErrors({});
    send.mutate();
  };
  const to = recipient(chosen ?? { name: typed.name.trim() || null, email: typed.email.trim() });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
        <p className="font-semibold text-slate-900">{request.issue_title}</p>
        <p>{formatAddressWithUnit(request.property_address, request.property_unit)}</p>
        <p className="break-all">To: {to || '—'}</p>
        <p className="flex items-center gap-2">
          Priority: <PriorityBadge priority={request.priority} />
        </p>
        <p>{photoCountText(request.photo_items.length)} will be attached.</p>
      </div>
      <ContractorPicker
        contractors={contractors.data}
        loading={contractors.isPending}
        loadError={contractors.isError ? failureMessage(contractors.error, CONTRACTOR_MESSAGES.fetchFailed) : undefined}
        onRetry={() => contractors.refetch()}
        choice={choice}
        onChoice={(next) => {
          setPicked(next);
          setErrors({});
        }}
        typed={typed}
        onTyped={(next) => {
          setTyped(next);
          setErrors({});
        }}
        errors={errors}
      />
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
      <FormActions
        onCancel={requestClose}
        busy={send.isPending}
        submitLabel={'Send to Contractor'}
        className="sticky -bottom-4 -mx-5 -mb-4 border-t border-slate-200 bg-white px-5 py-3"
      />
    </form>
  );
}

/** "Name <address>", or the address alone for a contractor known by e-mail only. */
function recipient(c: { name: string | null; email: string }): string {
  return c.name ? `${c.name} <${c.email}>` : contractorName(c);
}

/** The server's field errors (`new_contractor.email`...) on the picker's fields. */
function pickerErrors(errors: Record<string, string>): PickerErrors {
  const out: PickerErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.replace(/^new_contractor\./, '');
    if (['contractor_id', 'name', 'email', 'trade', 'phone'].includes(field)) out[field as keyof PickerErrors] = message;
  }
  return out;
}
