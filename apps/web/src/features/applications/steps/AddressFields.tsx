import { NumberField, TextareaField, TextField } from '../fields';
import type { FieldName } from '../wizardForm';

/** The fields of one address; `prefix` is its path in the form, e.g. residential_history.current_address. */
export function AddressFields({ prefix, previous = false }: { prefix: string; previous?: boolean }) {
  const name = (field: string) => `${prefix}.${field}` as FieldName;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name={name('street_address')}
        label="Street Address"
        autoComplete={previous ? 'off' : 'street-address'}
        className="sm:col-span-2"
      />
      <TextField name={name('city')} label="City" />
      <div className="grid grid-cols-2 gap-4">
        <TextField name={name('state')} label="State" />
        <TextField name={name('zip_code')} label="ZIP Code" inputMode="numeric" />
      </div>
      <NumberField name={name('monthly_rent')} label="Monthly Rent ($)" />
      <TextField name={name('move_in_date')} label="Move-in Date" type="date" />
      {previous && <TextField name={name('move_out_date')} label="Move-out Date" type="date" />}
      <TextareaField name={name('reason_for_moving')} label="Reason for Moving" rows={2} className="sm:col-span-2" />
    </div>
  );
}
