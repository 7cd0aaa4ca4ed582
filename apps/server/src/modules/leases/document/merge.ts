// The template's merge fields ({{name}}, LEASE_MERGE_FIELDS): checked when the office saves a
// template, filled from a snapshot when a document is drawn.
import {
  LEASE_CHARGE_LABELS,
  LEASE_MERGE_FIELDS,
  LEASE_MESSAGES,
  type LeaseMergeField,
  type LeaseTemplateSection,
} from '@rentfront/shared/leases';
import type { LeaseSnapshot } from './snapshot';

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars ($1,234.00): integer arithmetic until the last step. */
export function money(cents: number): string {
  return usd.format(cents / 100);
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2027-01-31 → January 31, 2027 (no time zone: a lease date is a calendar day). */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTH_NAMES[m! - 1]} ${d}, ${y}`;
}

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${tail}`;
}

function lateFeeWords(s: LeaseSnapshot): string {
  const { type, amount, cap_cents } = s.late_fee;
  if (amount === 0) return 'none';
  if (type === 'flat') return money(amount);
  // Basis points: 250 → 2.5 %.
  const percent = `${(amount / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}% of the monthly rent`;
  return cap_cents === null ? percent : `${percent}, at most ${money(cap_cents)}`;
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The value of every merge field for one snapshot. */
export function mergeValues(s: LeaseSnapshot): Record<LeaseMergeField, string> {
  return {
    lease_reference: s.reference,
    resident_names: joinNames(s.residents.map((r) => r.full_name)),
    property_title: s.property_title ?? '',
    property_address: s.property_address ?? '',
    start_date: longDate(s.start_date),
    end_date: s.end_date ? longDate(s.end_date) : 'month-to-month',
    term: s.end_date
      ? `fixed term from ${longDate(s.start_date)} to ${longDate(s.end_date)}`
      : `month-to-month tenancy from ${longDate(s.start_date)}`,
    monthly_rent: money(s.monthly_rent_cents),
    deposit: money(s.deposit_cents),
    due_day: ordinal(s.due_day),
    grace_days: String(s.grace_days),
    late_fee: lateFeeWords(s),
    recurring_charges: s.charges.length
      ? s.charges.map((c) => `- ${LEASE_CHARGE_LABELS[c.category]}: ${c.description}, ${money(c.amount_cents)} per month`).join('\n')
      : '- None',
    office_name: s.office_name,
    notes: s.notes ?? 'none',
  };
}

const isMergeField = (name: string): name is LeaseMergeField => Object.hasOwn(LEASE_MERGE_FIELDS, name);

/** Fills `{{name}}` in a text (the saved template only holds known names). */
export function fillMergeFields(text: string, values: Record<LeaseMergeField, string>): string {
  return text.replace(FIELD, (whole, name: string) => (isMergeField(name) ? values[name] : whole));
}

/** The first unknown merge field of a template, with the field it is in (for the 400), or null. */
export function unknownMergeField(sections: LeaseTemplateSection[]): { field: string; message: string } | null {
  for (const [i, section] of sections.entries()) {
    for (const key of ['heading', 'body'] as const) {
      for (const match of section[key].matchAll(FIELD)) {
        const name = match[1]!;
        if (!isMergeField(name)) {
          const field = `sections.${i}.${key}`;
          return { field, message: LEASE_MESSAGES.unknownMergeField(`sections.${key}`, name) };
        }
      }
    }
  }
  return null;
}
