import type { Property } from '@rentfront/shared/properties';
import type { ReactNode } from 'react';
import { formatMoney, formatUsDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import type { ApplicationFormValues } from '../formValues';
import { maskSsn } from '../ssnMask';
import { PropertySummary } from './PropertySummary';
import { useWizardForm } from '../wizardForm';

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {onEdit && (
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, string][] }) {
  const shown = rows.filter(([, v]) => v.trim() !== '');
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-700">{label}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 9: personal information (when a name is given), employment (when a company is given), the property. */
export function ReviewStep({
  values,
  property,
  onEdit,
}: {
  values: ApplicationFormValues;
  property: Property;
  onEdit: (step: number) => void;
}) {
  const p = values.personal_information;
  // A resumed draft keeps these on the server, shown masked, unless they were typed again.
  const { savedSensitive } = useWizardForm();
  const e = values.employment_income.current_employer;
  return (
    <div className="space-y-4">
      {p.full_name.trim() && (
        <Section title="Personal Information" onEdit={() => onEdit(2)}>
          <Rows
            rows={[
              ['Full Name', p.full_name],
              ['Email', p.email],
              ['Phone Number', p.phone_number],
              ['Date of Birth', p.date_of_birth ? formatUsDate(p.date_of_birth) : (savedSensitive.date_of_birth ?? '')],
              [
                'Social Security Number',
                p.social_security_number ? maskSsn(p.social_security_number) : (savedSensitive.social_security_number ?? ''),
              ],
            ]}
          />
        </Section>
      )}
      {e.company_name.trim() && (
        <Section title="Employment & Income" onEdit={() => onEdit(4)}>
          <Rows
            rows={[
              ['Company Name', e.company_name],
              ['Job Title', e.job_title],
              ['Monthly Income', e.monthly_income ? formatMoney(e.monthly_income) : ''],
              ['Start Date', e.start_date ? formatUsDate(e.start_date) : ''],
            ]}
          />
        </Section>
      )}
      <Section title="Property">
        <PropertySummary property={property} compact />
      </Section>
    </div>
  );
}
