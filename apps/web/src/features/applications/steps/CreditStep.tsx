import { APPLICATION_OPTIONS } from '@rentfront/shared/applications';
import { SelectField, TextareaField } from '../fields';
import { useWizardForm } from '../wizardForm';

/** Step 5 (optional): credit and background answers; the eviction details box appears on a past eviction. */
export function CreditStep() {
  const { form } = useWizardForm();
  const eviction = form.watch('credit_background_check.eviction_history');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="credit_background_check.credit_score_range"
        label="Credit Score Range"
        options={APPLICATION_OPTIONS.credit_score_range}
      />
      <SelectField
        name="credit_background_check.bankruptcy_history"
        label="Bankruptcy History"
        options={APPLICATION_OPTIONS.bankruptcy_history}
      />
      <SelectField
        name="credit_background_check.eviction_history"
        label="Eviction History"
        options={APPLICATION_OPTIONS.eviction_history}
      />
      <SelectField
        name="credit_background_check.criminal_background"
        label="Criminal Background"
        options={APPLICATION_OPTIONS.criminal_background}
      />
      {eviction === 'past_eviction' && (
        <TextareaField
          name="credit_background_check.eviction_details"
          label="Eviction Details"
          hint="When and what happened."
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
