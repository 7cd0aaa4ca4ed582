import { SsnField } from '../SsnField';
import { TextField } from '../fields';

/** Step 2: validated on Continue (name, e-mail, phone). */
export function PersonalStep() {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="personal_information.full_name" label="Full Name" required autoComplete="name" className="sm:col-span-2" />
        <TextField name="personal_information.email" label="Email" type="email" required autoComplete="email" inputMode="email" />
        <TextField name="personal_information.phone_number" label="Phone Number" type="tel" required autoComplete="tel" inputMode="tel" />
        <TextField name="personal_information.date_of_birth" label="Date of Birth" type="date" autoComplete="bday" />
        <SsnField />
        <TextField name="personal_information.drivers_license_number" label="Driver's License Number" />
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
