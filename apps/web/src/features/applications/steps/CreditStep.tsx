import { APPLICATION_OPTIONS } from '@rentfront/shared/applications';
import { SelectField, TextareaField } from '../fields';
import { useWizardForm } from '../wizardForm';

/** The step's four questions, each a choice of the shared options of the same name. */
const QUESTIONS = [
  ['credit_score_range', 'Credit Score Range'],
  ['bankruptcy_history', 'Bankruptcy History'],
  ['eviction_history', 'Eviction History'],
  ['criminal_background', 'Criminal Background'],
] as const;

/** Step 5 (optional): credit and background answers; the eviction details box appears on a past eviction. */
export function CreditStep() {
  const { form } = useWizardForm();
  const eviction = form.watch('credit_background_check.eviction_history');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {QUESTIONS.map(([key, label]) => (
        <SelectField key={key} name={`credit_background_check.${key}`} label={label} options={APPLICATION_OPTIONS[key]} />
      ))}
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
