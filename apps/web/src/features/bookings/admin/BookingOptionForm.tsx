import { bookingTypeCreateSchema, type AdminBookingType, type BookingTypeCreateInput } from '@rentfront/shared/bookings';
import { useState } from 'react';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { Field } from '../../../ui/Field';
import { Input, Textarea } from '../../../ui/Input';
import { changedFrom } from '../../../ui/unsaved/changed';
import { useDialogForm } from '../../../ui/unsaved/FormDialog';
import { FormActions } from '../../../ui/FormActions';

interface Values {
  title: string;
  description: string;
  booking_page_url: string;
  duration_minutes: string;
  price: string;
  currency_code: string;
}

const fromOption = (o?: AdminBookingType): Values => ({
  title: o?.title ?? '',
  description: o?.description ?? '',
  booking_page_url: o?.booking_page_url ?? '',
  duration_minutes: o?.duration_minutes ? String(o.duration_minutes) : '30',
  price: o?.price ? String(o.price) : '0',
  currency_code: o?.currency_code ?? 'USD',
});

export interface BookingOptionFormProps {
  option?: AdminBookingType;
  busy: boolean;
  /** Field errors from the server, by field name. */
  serverErrors?: Record<string, string>;
  onSubmit: (input: BookingTypeCreateInput) => void;
  onCancel: () => void;
}

/** Add or edit one visit booking option (checked with the same schema as the server). */
export function BookingOptionForm({ option, busy, serverErrors, onSubmit, onCancel }: BookingOptionFormProps) {
  const [initial] = useState<Values>(() => fromOption(option));
  const {
    values,
    errors: shown,
    set,
    submit,
  } = useCheckedForm({
    initial,
    schema: bookingTypeCreateSchema,
    toInput: (v) => ({ ...v, description: v.description.trim() || null }),
    serverErrors,
    onSubmit,
  });
  const { requestClose } = useDialogForm(changedFrom(initial, values), { fallbackClose: onCancel });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field label="Title" required error={shown.title} className="sm:col-span-2">
        <Input value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={120} />
      </Field>
      <Field label="Description" error={shown.description} className="sm:col-span-2">
        <Textarea value={values.description} onChange={(e) => set('description', e.target.value)} rows={3} />
      </Field>
      <Field label="Booking page URL" required error={shown.booking_page_url} className="sm:col-span-2">
        <Input
          type="url"
          value={values.booking_page_url}
          placeholder="https://"
          onChange={(e) => set('booking_page_url', e.target.value)}
        />
      </Field>
      <Field label="Duration (minutes)" required error={shown.duration_minutes}>
        <Input
          type="number"
          min={5}
          max={1440}
          step={5}
          value={values.duration_minutes}
          onChange={(e) => set('duration_minutes', e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <Field label="Price (0 is Free)" error={shown.price}>
          <Input type="number" min={0} step={0.01} value={values.price} onChange={(e) => set('price', e.target.value)} />
        </Field>
        <Field label="Currency" error={shown.currency_code}>
          <Input value={values.currency_code} maxLength={3} onChange={(e) => set('currency_code', e.target.value.toUpperCase())} />
        </Field>
      </div>
      <FormActions onCancel={requestClose} busy={busy} submitLabel={option ? 'Save Changes' : 'Add Option'} className="sm:col-span-2" />
    </form>
  );
}
