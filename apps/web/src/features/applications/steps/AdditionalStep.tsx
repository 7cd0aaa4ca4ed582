import { APPLICATION_OPTIONS } from '@rentfront/shared/applications';
import { NumberField, SelectField, TextareaField, TextField } from '../fields';
import { useWizardForm } from '../wizardForm';

/** Step 7 (optional): pets (details appear on yes), vehicles and special requests. */
export function AdditionalStep() {
  const { form } = useWizardForm();
  const hasPets = form.watch('additional_information.has_pets');
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Pets</legend>
        <SelectField name="additional_information.has_pets" label="Do you have pets?" options={APPLICATION_OPTIONS.has_pets} />
        {hasPets === 'yes' && (
          <>
            <TextField name="additional_information.pet_type" label="Pet Type" placeholder="e.g. Cat" />
            <NumberField name="additional_information.number_of_pets" label="Number of Pets" step={1} />
            <TextareaField name="additional_information.pet_description" label="Pet Description" rows={2} className="sm:col-span-2" />
          </>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Vehicles</legend>
        <NumberField name="additional_information.number_of_vehicles" label="Number of Vehicles" step={1} />
        <TextField name="additional_information.vehicle_types" label="Vehicle Types" placeholder="e.g. Sedan, bicycle" />
      </fieldset>
      <TextareaField name="additional_information.special_requests" label="Special Requests" />
    </div>
  );
}
