import type { ResidentLease } from '@rentfront/shared/residents';
import { lateFeeText, termText } from './leaseFormat';
import { formatCents, ordinal } from '../../lib/money';

/** The lease's terms as a definition list: term, rent, deposit, due day, grace, late fee, other charges. */
export function LeaseTerms({ lease }: { lease: ResidentLease }) {
  const rows: [string, string][] = [
    ['Home', lease.property_address ?? lease.property_title ?? '—'],
    ['Residents', lease.residents.map((r) => r.full_name).join(', ') || '—'],
    ['Term', termText(lease)],
    ['Monthly rent', formatCents(lease.monthly_rent_cents)],
    ['Security deposit', formatCents(lease.deposit_cents)],
    ['Rent is due', `On the ${ordinal(lease.due_day)} of each month`],
    ['Grace period', `${lease.grace_days} day${lease.grace_days === 1 ? '' : 's'}`],
    ['Late fee', lateFeeText(lease.late_fee)],
    ...lease.recurring_charges.map((c): [string, string] => [c.description, `${formatCents(c.amount_cents)} a month`]),
  ];
  return (
    <section aria-labelledby="terms-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="terms-title" className="text-lg font-semibold text-slate-900">
        Terms
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value], i) => (
          <div key={`${label}-${i}`} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
