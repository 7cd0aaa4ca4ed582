import {
  MAINTENANCE_LIMITS,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_PRIORITY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  type MaintenancePhoto,
  type MaintenanceRequest,
} from '@rentfront/shared/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { addMaintenancePhotos, createMaintenanceRequest, updateMaintenanceRequest } from '../../api/maintenance';
import { ApiError, failureMessage } from '../../api/errors';
import { maintenanceKeys } from '../../api/queryKeys';
import { Field } from '../../ui/Field';
import { Input, Select, Textarea } from '../../ui/Input';
import { toast } from '../../ui/toast';
import {
  buildCreateFields,
  buildUpdateBody,
  checkForm,
  emptyFormValues,
  FORM_FIELDS,
  formValuesFrom,
  propertyAddress,
  statusChoices,
  type FormField,
  type MaintenanceFormValues,
} from './formValues';
import { PhotoPicker } from './PhotoPicker';
import { DirectoryFill } from './contractors/DirectoryFill';
import { usePropertyChoices } from './queries';
import { UploadProgress } from '../../ui/UploadProgress';
import { DraftOffer } from '../../ui/unsaved/DraftOffer';
import { useDialogForm } from '../../ui/unsaved/FormDialog';
import { useFormDraft } from '../../ui/unsaved/useFormDraft';
import { maintenanceDrafts } from './maintenanceDraft';
import { FormActions } from '../../ui/FormActions';

/** react-hook-form runs the shared schema's checks (formValues.checkForm). */
const resolver: Resolver<MaintenanceFormValues> = async (values) => {
  const { errors } = checkForm(values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const rhfErrors = Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'validate', message }]));
  return { values: {}, errors: rhfErrors as FieldErrors<MaintenanceFormValues> };
};

const PRIORITY_OPTIONS = MAINTENANCE_PRIORITIES.map((p) => ({ value: p, label: MAINTENANCE_PRIORITY_LABELS[p] }));

export interface MaintenanceFormProps {
  /** Absent: create. Present: edit that request. */
  request?: MaintenanceRequest;
  onSaved: (request: MaintenanceRequest) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

const FORM_ID = 'maintenance-form';

/** Create and edit modes of the maintenance modal. */
export function MaintenanceForm({ request, onSaved, onCancel, onBusyChange }: MaintenanceFormProps) {
  const editing = Boolean(request);
  const queryClient = useQueryClient();
  const [initial] = useState(() => (request ? formValuesFrom(request) : emptyFormValues()));
  const form = useForm<MaintenanceFormValues>({
    defaultValues: initial,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, setError, clearErrors, setValue, formState } = form;
  const errors = formState.errors;
  const [newPhotos, setNewPhotos] = useState<File[]>([]);
  const [kept, setKept] = useState<MaintenancePhoto[]>(request?.photo_items ?? []);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const properties = usePropertyChoices(true);

  // Unsaved work: the fields and the photos (new ones, or stored ones removed).
  const dirty = formState.isDirty || newPhotos.length > 0 || kept.length !== (request?.photo_items ?? []).length;
  const { reset } = form;
  const onRestore = useCallback(
    (values: Partial<MaintenanceFormValues>) => reset({ ...form.getValues(), ...values }, { keepDefaultValues: true }),
    [reset, form],
  );
  const draft = useFormDraft({ store: maintenanceDrafts, recordId: request?.id ?? 'new', initial, values: form.watch(), onRestore });
  const { requestClose } = useDialogForm(dirty, { onDiscard: draft.clear, fallbackClose: onCancel });

  // Each field's error clears as soon as it is edited.
  const field = (name: FormField | 'status') => register(name, { onChange: () => clearErrors(name) });

  const save = useMutation({
    mutationFn: async (values: MaintenanceFormValues) => {
      if (newPhotos.length) setProgress(0);
      if (!request) {
        return (await createMaintenanceRequest(buildCreateFields(values), newPhotos, newPhotos.length ? setProgress : undefined)).data;
      }
      let saved = (
        await updateMaintenanceRequest(
          request.id,
          buildUpdateBody(
            values,
            request,
            kept.map((p) => p.url),
          ),
        )
      ).data;
      if (newPhotos.length) saved = (await addMaintenancePhotos(request.id, newPhotos, setProgress)).data;
      return saved;
    },
    onMutate: () => onBusyChange(true),
    onSettled: () => {
      onBusyChange(false);
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
    onSuccess: (saved) => {
      toast.success(editing ? MAINTENANCE_MESSAGES.updated : MAINTENANCE_MESSAGES.created);
      draft.clear();
      onSaved(saved);
    },
    onError: (err) => {
      toast.error(failureMessage(err, editing ? MAINTENANCE_MESSAGES.updateFailed : MAINTENANCE_MESSAGES.createFailed));
      // Field messages from the server go next to their fields.
      if (err instanceof ApiError && err.errors) {
        for (const [key, message] of Object.entries(err.errors)) {
          if ((FORM_FIELDS as readonly string[]).includes(key) || key === 'status') setError(key as FormField, { message });
          if (key === 'photos') setPhotoError(message);
        }
      }
    },
  });

  const onInvalid = (invalid: FieldErrors<MaintenanceFormValues>) => {
    const missing = Object.values(invalid).some((e) => e?.message === MAINTENANCE_MESSAGES.requiredFields);
    toast.error(missing ? MAINTENANCE_MESSAGES.requiredFields : 'Please correct the highlighted fields');
  };

  const choices = properties.data ?? [];
  const linkedId = form.watch('property_id');
  const propertyOptions = [
    ...choices.map((p) => ({ value: p.id, label: `${p.title} (${p.city}, ${p.state})` })),
    // A linked property beyond the first 100 still shows by name.
    ...(request?.property_id && !choices.some((p) => p.id === request.property_id)
      ? [{ value: request.property_id, label: request.property_title ?? 'Linked property' }]
      : []),
  ];
  const busy = save.isPending;

  return (
    <form id={FORM_ID} onSubmit={handleSubmit((values) => save.mutate(values), onInvalid)} noValidate className="space-y-6">
      <DraftOffer draft={draft} formId={FORM_ID} />
      <Group title="Tenant">
        <Field label="Tenant name" required error={errors.tenant_name?.message}>
          <Input autoComplete="off" maxLength={MAINTENANCE_LIMITS.tenant_name} {...field('tenant_name')} />
        </Field>
        <Field label="Tenant phone" error={errors.tenant_phone?.message}>
          <Input type="tel" autoComplete="off" maxLength={MAINTENANCE_LIMITS.tenant_phone} {...field('tenant_phone')} />
        </Field>
        <Field label="Tenant email" error={errors.tenant_email?.message}>
          <Input type="email" autoComplete="off" maxLength={MAINTENANCE_LIMITS.tenant_email} {...field('tenant_email')} />
        </Field>
      </Group>

      <Group title="Property">
        <Field
          label="Listed property"
          hint={
            properties.isError
              ? 'Listed properties could not be loaded; type the address instead.'
              : 'Optional. Choosing one fills in the address.'
          }
          className="sm:col-span-2"
        >
          <Select
            options={propertyOptions}
            placeholder="Not linked to a listed property"
            disabled={properties.isPending && !properties.isError}
            value={linkedId ?? ''}
            onChange={(e) => {
              setValue('property_id', e.target.value, { shouldDirty: true });
              const chosen = choices.find((p) => p.id === e.target.value);
              if (chosen) {
                setValue('property_address', propertyAddress(chosen), { shouldDirty: true });
                clearErrors('property_address');
              }
            }}
          />
        </Field>
        <Field label="Property address" required error={errors.property_address?.message}>
          <Input maxLength={MAINTENANCE_LIMITS.property_address} {...field('property_address')} />
        </Field>
        <Field label="Unit" error={errors.property_unit?.message}>
          <Input maxLength={MAINTENANCE_LIMITS.property_unit} {...field('property_unit')} />
        </Field>
      </Group>

      <Group title="Issue">
        <Field label="Issue title" required error={errors.issue_title?.message} className="sm:col-span-2">
          <Input maxLength={MAINTENANCE_LIMITS.issue_title} {...field('issue_title')} />
        </Field>
        <Field label="Issue description" required error={errors.issue_description?.message} className="sm:col-span-2">
          <Textarea maxLength={MAINTENANCE_LIMITS.issue_description} {...field('issue_description')} />
        </Field>
        <Field label="Priority" required error={errors.priority?.message}>
          <Select options={PRIORITY_OPTIONS} {...field('priority')} />
        </Field>
        <Field label="Estimated cost (USD)" error={errors.estimated_cost?.message}>
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...field('estimated_cost')} />
        </Field>
        {request && (
          <Field label="Status" error={errors.status?.message} hint="Only the next steps of the workflow are offered.">
            <Select
              options={statusChoices(request.status).map((s) => ({ value: s, label: MAINTENANCE_STATUS_LABELS[s] }))}
              {...field('status')}
            />
          </Field>
        )}
      </Group>

      <Group title="Contractor">
        <DirectoryFill
          onPick={(c) => {
            const fill = { shouldDirty: true, shouldValidate: false } as const;
            setValue('contractor_name', c.name ?? '', fill);
            setValue('contractor_email', c.email, fill);
            setValue('contractor_phone', c.phone ?? '', fill);
            clearErrors(['contractor_name', 'contractor_email', 'contractor_phone']);
          }}
        />
        <Field label="Contractor name" error={errors.contractor_name?.message}>
          <Input autoComplete="off" maxLength={MAINTENANCE_LIMITS.contractor_name} {...field('contractor_name')} />
        </Field>
        <Field label="Contractor email" required error={errors.contractor_email?.message}>
          <Input type="email" autoComplete="off" maxLength={MAINTENANCE_LIMITS.contractor_email} {...field('contractor_email')} />
        </Field>
        <Field label="Contractor phone" error={errors.contractor_phone?.message}>
          <Input type="tel" autoComplete="off" maxLength={MAINTENANCE_LIMITS.contractor_phone} {...field('contractor_phone')} />
        </Field>
      </Group>

      <Field label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} maxLength={MAINTENANCE_LIMITS.notes} {...field('notes')} />
      </Field>

      <PhotoPicker
        existing={kept}
        onRemoveExisting={editing ? (id) => setKept((list) => list.filter((p) => p.id !== id)) : undefined}
        files={newPhotos}
        onFilesChange={(files) => {
          setNewPhotos(files);
          setPhotoError(undefined);
        }}
        disabled={busy}
        serverError={photoError}
      />
      {progress !== null && <UploadProgress fraction={progress} />}

      {/* Stays in view at the bottom of the scrolling dialog body (-bottom-4 undoes its padding). */}
      <FormActions
        onCancel={requestClose}
        busy={busy}
        submitLabel={editing ? 'Save Changes' : 'Create Request'}
        className="sticky -bottom-4 -mx-5 -mb-4 border-t border-slate-200 bg-white px-5 py-3"
      />
    </form>
  );
}
