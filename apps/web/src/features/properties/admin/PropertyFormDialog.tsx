import {
  FURNISHINGS,
  PET_POLICIES,
  PET_POLICY_LABELS,
  PROPERTY_FORM_TYPES,
  PROPERTY_MESSAGES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  humanizeOption,
  type Property,
} from '@rentfront/shared/properties';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiError, failureMessage } from '../../../api/errors';
import { addProperty, updateProperty } from '../../../api/properties';
import { Field } from '../../../ui/Field';
import { Checkbox, Input, Select, Textarea } from '../../../ui/Input';
import { authToast } from '../../../ui/toast';
import { AccessibilityFields } from './AccessibilityFields';
import { FeesFields } from './FeesFields';
import { ImagesField } from './ImagesField';
import { LocationPicker } from './LocationPicker';
import {
  appendFields,
  appendImages,
  checkValues,
  emptyValues,
  valuesFromProperty,
  type ImageItem,
  type PropertyFormValues,
} from './propertyForm';
import { UploadProgress } from '../../../ui/UploadProgress';
import { DraftOffer } from '../../../ui/unsaved/DraftOffer';
import { FormDialog, useDialogForm } from '../../../ui/unsaved/FormDialog';
import { useFormDraft } from '../../../ui/unsaved/useFormDraft';
import { propertyDrafts } from './propertyDraft';
import { FormActions } from '../../../ui/FormActions';

const resolver: Resolver<PropertyFormValues> = async (values) => {
  const errors = checkValues(values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const rhf = Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'validate', message }]));
  return { values: {}, errors: rhf as FieldErrors<PropertyFormValues> };
};

const options = (values: readonly string[], label: (v: string) => string = humanizeOption) =>
  values.map((v) => ({ value: v, label: label(v) }));
const STATUS_OPTIONS = options(PROPERTY_STATUSES, (v) => PROPERTY_STATUS_LABELS[v as keyof typeof PROPERTY_STATUS_LABELS]);
const FURNISHING_OPTIONS = options(FURNISHINGS);
const PET_OPTIONS = options(PET_POLICIES, (v) => PET_POLICY_LABELS[v as keyof typeof PET_POLICY_LABELS]);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-800">{title}</legend>
      {children}
    </fieldset>
  );
}

export interface PropertyFormDialogProps {
  open: boolean;
  /** Absent: add. Present: edit it. */
  property?: Property;
  onOpenChange: (open: boolean) => void;
  onSaved: (property: Property) => void;
}

/** "Add New Property" / "Edit Property": every field of the property form, images and upload progress. */
export function PropertyFormDialog({ open, property, onOpenChange, onSaved }: PropertyFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={property ? 'Edit Property' : 'Add New Property'} size="xl" dismissible>
      {/* Keyed so each opening starts from that property's values. */}
      {open && <PropertyForm key={property?.id ?? 'new'} property={property} onCancel={() => onOpenChange(false)} onSaved={onSaved} />}
    </FormDialog>
  );
}

function PropertyForm({ property, onCancel, onSaved }: { property?: Property; onCancel: () => void; onSaved: (p: Property) => void }) {
  const editing = Boolean(property);
  const original = property ? valuesFromProperty(property) : undefined;
  const { register, handleSubmit, setError, clearErrors, formState, setValue, watch, reset } = useForm<PropertyFormValues>({
    defaultValues: original ?? emptyValues(),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const [images, setImages] = useState<ImageItem[]>(() =>
    (property?.media ?? []).map((m) => ({ kind: 'existing', key: m.id, url: m.url, caption: m.caption ?? '' })),
  );
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // Unsaved work: the fields (react-hook-form) and the pictures (added, removed or moved).
  const imagesChanged =
    JSON.stringify(images.map((i) => [i.key, i.caption?.trim() ?? ''])) !==
    JSON.stringify((property?.media ?? []).map((m) => [m.id, m.caption ?? '']));
  const dirty = formState.isDirty || imagesChanged;
  const onRestore = useCallback(
    (values: Partial<PropertyFormValues>) => reset({ ...(original ?? emptyValues()), ...values }, { keepDefaultValues: true }),
    // `original` is derived from `property`, which keys this form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reset],
  );
  const draft = useFormDraft({
    store: propertyDrafts,
    recordId: property?.id ?? 'new',
    initial: original ?? emptyValues(),
    values: watch(),
    onRestore,
  });
  const { requestClose } = useDialogForm(dirty, { onDiscard: draft.clear, fallbackClose: onCancel });

  // Each field's error clears as soon as it is edited.
  const field = (name: keyof PropertyFormValues) => register(name, { onChange: () => clearErrors(name) });
  const typeOptions = options(
    property && !(PROPERTY_FORM_TYPES as readonly string[]).includes(property.property_type)
      ? [...PROPERTY_FORM_TYPES, property.property_type]
      : PROPERTY_FORM_TYPES,
  );

  const save = useMutation({
    mutationFn: (values: PropertyFormValues) => {
      const form = new FormData();
      appendFields(form, values, original);
      appendImages(form, images, editing);
      setProgress(0);
      return property ? updateProperty(property.id, form, setProgress) : addProperty(form, setProgress);
    },
    onMutate: () => {
      setServerError(null);
      return { toastId: authToast.loading(editing ? PROPERTY_MESSAGES.updating : PROPERTY_MESSAGES.adding) };
    },
    onSuccess: (res, _values, ctx) => {
      authToast.success(res.message ?? (editing ? PROPERTY_MESSAGES.updated : PROPERTY_MESSAGES.added), ctx?.toastId);
      draft.clear();
      onSaved(res.data);
    },
    onError: (err, _values, ctx) => {
      // A failed save keeps the modal open with the server's message and its field errors.
      const message = failureMessage(err, editing ? PROPERTY_MESSAGES.updateFailed : PROPERTY_MESSAGES.addFailed);
      authToast.error(message, ctx?.toastId);
      setServerError(message);
      if (err instanceof ApiError && err.errors) {
        for (const [name, text] of Object.entries(err.errors)) {
          if (['media_files', 'images', 'existing_images'].includes(name)) setImageError(text);
          else setError(name as keyof PropertyFormValues, { type: 'server', message: text });
        }
      }
    },
    onSettled: () => setProgress(null),
  });

  const busy = save.isPending;
  const err = (name: keyof PropertyFormValues) => errors[name]?.message;

  return (
    <form id="property-form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-6">
      <DraftOffer draft={draft} formId="property-form" />
      {serverError && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {serverError}
        </div>
      )}
      <Group title="Basics">
        <Field label="Title" required error={err('title')} className="sm:col-span-2">
          <Input {...field('title')} maxLength={200} />
        </Field>
        <Field label="Description" required error={err('description')} className="sm:col-span-2">
          <Textarea {...field('description')} rows={4} />
        </Field>
        <Field label="Property type" required error={err('property_type')}>
          <Select {...field('property_type')} options={typeOptions} placeholder="Select a type" />
        </Field>
        <Field label="Status" required error={err('status')}>
          <Select {...field('status')} options={STATUS_OPTIONS} />
        </Field>
        <Field label="Furnishing" error={err('furnishing')}>
          <Select {...field('furnishing')} options={FURNISHING_OPTIONS} placeholder="Not specified" />
        </Field>
        <div className="flex flex-col justify-end gap-2 pb-2">
          <Checkbox {...register('featured')} id="property-featured" label="Featured on the home page" />
          <Checkbox {...register('syndicate')} id="property-syndicate" label="List on rental sites (Zillow, Trulia, HotPads)" />
        </div>
      </Group>

      <Group title="Size">
        <Field label="Area (sq ft)" required error={err('area_sqft')}>
          <Input {...field('area_sqft')} type="number" min={1} step={1} inputMode="numeric" />
        </Field>
        <Field label="Bedrooms" required error={err('bedrooms')}>
          <Input {...field('bedrooms')} type="number" min={0} step={1} inputMode="numeric" />
        </Field>
        <Field label="Bathrooms" required error={err('bathrooms')}>
          <Input {...field('bathrooms')} type="number" min={0} step={0.5} inputMode="decimal" />
        </Field>
        <Field label="Floors" error={err('floors')}>
          <Input {...field('floors')} type="number" min={1} step={1} inputMode="numeric" />
        </Field>
      </Group>

      <Group title="Rent and lease">
        <Field label="Price per month ($)" required error={err('price')}>
          <Input {...field('price')} type="number" min={0} step={0.01} inputMode="decimal" />
        </Field>
        <Field label="Security deposit ($)" error={err('deposit')}>
          <Input {...field('deposit')} type="number" min={0} step={0.01} inputMode="decimal" />
        </Field>
        <Field label="Application fee ($)" error={err('application_fee')}>
          <Input {...field('application_fee')} type="number" min={0} step={0.01} inputMode="decimal" />
        </Field>
        <Field label="Lease term (months)" error={err('lease_term')}>
          <Input {...field('lease_term')} type="number" min={1} step={1} inputMode="numeric" />
        </Field>
        <Field
          label="Lease terms offered"
          hint="Comma-separated months, or mtm for month-to-month, e.g. 6, 12, mtm"
          error={err('lease_terms')}
        >
          <Input {...field('lease_terms')} />
        </Field>
        <Field label="Available from" hint="Empty when it is free now" error={err('available_from')}>
          <Input {...field('available_from')} type="date" />
        </Field>
        <Field label="Pet policy" error={err('pet_policy')}>
          <Select {...field('pet_policy')} options={PET_OPTIONS} placeholder="Not specified" />
        </Field>
      </Group>

      <FeesFields
        value={watch('fees')}
        error={err('fees')}
        onChange={(value) => {
          setValue('fees', value, { shouldDirty: true });
          clearErrors('fees');
        }}
      />

      <Group title="Location">
        <Field label="Address" required error={err('address')} className="sm:col-span-2">
          <Input {...field('address')} autoComplete="off" />
        </Field>
        <Field label="City" required error={err('city')}>
          <Input {...field('city')} />
        </Field>
        <Field label="State" required error={err('state')}>
          <Input {...field('state')} />
        </Field>
        <Field label="Pincode" required error={err('pincode')}>
          <Input {...field('pincode')} inputMode="numeric" />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Latitude" error={err('latitude')}>
            <Input {...field('latitude')} type="number" step="any" inputMode="decimal" />
          </Field>
          <Field label="Longitude" error={err('longitude')}>
            <Input {...field('longitude')} type="number" step="any" inputMode="decimal" />
          </Field>
        </div>
        <LocationPicker
          latitude={watch('latitude')}
          longitude={watch('longitude')}
          address={[watch('address'), watch('city'), watch('state'), watch('pincode')].filter((v) => v.trim()).join(', ')}
          onPin={(lat, lng) => {
            setValue('latitude', String(lat), { shouldDirty: true });
            setValue('longitude', String(lng), { shouldDirty: true });
            clearErrors(['latitude', 'longitude']);
          }}
        />
      </Group>

      <Group title="Features">
        <Field label="Utilities" hint="Comma-separated, e.g. Heat, Water" error={err('utilities')} className="sm:col-span-2">
          <Input {...field('utilities')} />
        </Field>
        <Field label="Amenities" hint="Comma-separated, e.g. Parking, Balcony" error={err('amenities')} className="sm:col-span-2">
          <Input {...field('amenities')} />
        </Field>
        <Field
          label="Appliances included"
          hint="Comma-separated, e.g. Refrigerator, Dishwasher"
          error={err('appliances_included')}
          className="sm:col-span-2"
        >
          <Input {...field('appliances_included')} />
        </Field>
        <Field label="Property management contact" error={err('property_management_contact')}>
          <Input {...field('property_management_contact')} />
        </Field>
        <Field label="Website" error={err('website')}>
          <Input {...field('website')} type="url" placeholder="https://" />
        </Field>
      </Group>

      <AccessibilityFields
        value={watch('accessibility')}
        error={err('accessibility')}
        onChange={(value) => {
          setValue('accessibility', value, { shouldDirty: true });
          clearErrors('accessibility');
        }}
      />

      <ImagesField items={images} onChange={setImages} error={imageError} onError={setImageError} disabled={busy} />

      {progress !== null && <UploadProgress fraction={progress} finishingLabel="Processing images…" />}

      <FormActions
        onCancel={requestClose}
        busy={busy}
        submitLabel={editing ? 'Save Changes' : 'Add Property'}
        className="border-t border-slate-200 pt-4"
      />
    </form>
  );
}
