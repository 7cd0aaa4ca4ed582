import { NumberField, TextField } from '../fields';

/** Step 4 (optional): the current employer and income. */
export function EmploymentStep() {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Current Employer</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="employment_income.current_employer.company_name" label="Company Name" autoComplete="organization" />
        <TextField name="employment_income.current_employer.job_title" label="Job Title" autoComplete="organization-title" />
        <NumberField name="employment_income.current_employer.monthly_income" label="Monthly Income ($)" />
        <TextField name="employment_income.current_employer.start_date" label="Start Date" type="date" />
        <TextField name="employment_income.current_employer.phone_number" label="Employer Phone" type="tel" inputMode="tel" />
        <TextField name="employment_income.current_employer.supervisor_name" label="Supervisor Name" />
      </div>
    </fieldset>
  );
}
