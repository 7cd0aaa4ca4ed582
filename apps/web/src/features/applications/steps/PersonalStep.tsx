import { SsnField } from '../SsnField';
import { TextField } from '../fields';
import { useWizardForm } from '../wizardForm';

/** A resumed draft's saved value, masked: the field stays blank and keeps it unless retyped. */
function savedHint(masked: string | null | undefined) {
  return masked ? `Saved (${masked}). Leave blank to keep it, or type a new one.` : undefined;
}

/** Step 2: validated on Continue (name, e-mail, phone). */
export function PersonalStep() {
  const { savedSensitive } = useWizardForm();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="personal_information.full_name" label="Full Name" required autoComplete="name" className="sm:col-span-2" />
        <TextField name="personal_information.email" label="Email" type="email" required autoComplete="email" inputMode="email" />
        <TextField name="personal_information.phone_number" label="Phone Number" type="tel" required autoComplete="tel" inputMode="tel" />
        <TextField
          name="personal_information.date_of_birth"
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          hint={savedHint(savedSensitive.date_of_birth)}
        />
        <SsnField savedHint={savedHint(savedSensitive.social_security_number)} />
        <TextField
          name="personal_information.drivers_license_number"
          label="Driver's License Number"
          hint={savedHint(savedSensitive.drivers_license_number)}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Emergency Contact</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="personal_information.emergency_contact.name" label="Name" />
          <TextField name="personal_information.emergency_contact.relationship" label="Relationship" />
          <TextField name="personal_information.emergency_contact.phone_number" label="Phone Number" type="tel" inputMode="tel" />
        </div>
      </fieldset>
    </div>
  );
}
