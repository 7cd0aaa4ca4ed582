import { APPLICATION_OPTIONS } from '@rentfront/shared/applications';
import type { ReactNode } from 'react';
import { formatMoney, formatUsDate } from '../../../lib/format';

const LABELS: Record<string, string> = {
  zip: 'ZIP',
  social_security_number: 'Social Security Number',
  drivers_license_number: "Driver's License Number",
  date_of_birth: 'Date of Birth',
  ever_convicted_felony: 'Ever Convicted of a Felony',
  agree_to_lease_terms: 'Agrees to Lease Terms',
  consent_to_background_credit_checks: 'Consents to Background & Credit Checks',
  understand_rental_policies: 'Understands Rental Policies',
  additional_income_sources: 'Additional Income Sources',
  additional_applicants: 'Additional Applicants',
};
const MONEY = new Set(['monthly_rent', 'monthly_income', 'amount_due']);
const OPTION_LABELS: Record<string, readonly { value: string; label: string }[]> = APPLICATION_OPTIONS;

export function labelOf(key: string): string {
  return (
    LABELS[key] ??
    key
      .split('_')
      .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
      .join(' ')
  );
}

const NOT_PROVIDED = <span className="italic text-slate-700">Not provided</span>;

/** One leaf value as an admin reads it: money in dollars, dates in US format, options by label. */
export function displayValue(key: string, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return NOT_PROVIDED;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return MONEY.has(key) ? formatMoney(value) : String(value);
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatUsDate(text);
  const option = OPTION_LABELS[key]?.find((o) => o.value === text);
  return option ? option.label : text;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object of the application as nested label/value lists; lists of rows are numbered. */
export function ValueTree({ data, skip = [] }: { data: Record<string, unknown>; skip?: string[] }) {
  const entries = Object.entries(data).filter(([k]) => !skip.includes(k));
  const scalars = entries.filter(([, v]) => !isObject(v) && !Array.isArray(v));
  const groups = entries.filter(([, v]) => isObject(v) || Array.isArray(v));
  return (
    <div className="space-y-3">
      {scalars.length > 0 && (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {scalars.map(([key, value]) => (
            <div key={key}>
              <dt className="text-slate-700">{labelOf(key)}</dt>
              <dd className="break-words font-medium text-slate-900">{displayValue(key, value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {groups.map(([key, value]) => (
        <div key={key} className="rounded-md border border-slate-200 p-3">
          <h4 className="mb-2 text-sm font-semibold text-slate-900">{labelOf(key)}</h4>
          {Array.isArray(value) ? (
            value.length === 0 ? (
              <p className="text-sm italic text-slate-700">None</p>
            ) : (
              <ol className="space-y-3">
                {value.map((item, i) => (
                  <li key={i}>
                    <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-700">#{i + 1}</p>
                    {isObject(item) ? <ValueTree data={item} /> : <p className="text-sm text-slate-900">{displayValue(key, item)}</p>}
                  </li>
                ))}
              </ol>
            )
          ) : (
            <ValueTree data={value as Record<string, unknown>} />
          )}
        </div>
      ))}
    </div>
  );
}
