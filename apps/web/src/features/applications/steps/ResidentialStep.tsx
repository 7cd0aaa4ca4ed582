import { Plus, Trash2 } from '../../../ui/icons';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { emptyPreviousAddress } from '../formValues';
import { useWizardForm } from '../wizardForm';
import { AddressFields } from './AddressFields';

/** Step 3 (optional): the current address and any number of previous ones. */
export function ResidentialStep() {
  const { form } = useWizardForm();
  const previous = useFieldArray({ control: form.control, name: 'residential_history.previous_addresses' });
  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Current Address</legend>
        <AddressFields prefix="residential_history.current_address" />
      </fieldset>
      {previous.fields.map((row, i) => (
        <fieldset key={row.id} className="space-y-3 rounded-lg border border-slate-200 p-4 pt-1">
          <legend className="px-1 text-base font-semibold text-slate-900">Previous Address {i + 1}</legend>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => previous.remove(i)} aria-label={`Remove previous address ${i + 1}`}>
              <Trash2 aria-hidden className="h-4 w-4" /> Remove
            </Button>
          </div>
          <AddressFields prefix={`residential_history.previous_addresses.${i}`} previous />
        </fieldset>
      ))}
      {previous.fields.length < 10 && (
        <Button variant="outline" onClick={() => previous.append(emptyPreviousAddress())}>
          <Plus aria-hidden className="h-4 w-4" /> Add Previous Address
        </Button>
      )}
    </div>
  );
}
