import { LEASE_MESSAGES, leaseInputSchema, type LateFeeType, type LeaseChargeCategory, type LeaseInput } from '@rentfront/shared/leases';
import type { Lease } from '@rentfront/shared/lease-answers';

// The lease form's values (what the office types: dollars and percents as text) and their
// mapping to the API's terms (integer cents and basis points) and back. The checks are the
// shared schema's, so the form and the server name the same field with the same message.

export interface LeaseResidentValues {
  full_name: string;
  email: string;
  phone: string;
}

export interface LeaseChargeValues {
  category: LeaseChargeCategory;
  description: string;
  amount: string;
}

export interface LeaseFormValues {
  property_id: string;
  application_id: string | null;
  residents: LeaseResidentValues[];
  start_date: string;
  end_date: string;
  month_to_month: boolean;
  monthly_rent: string;
  deposit: string;
  due_day: string;
  grace_days: string;
  late_fee_type: LateFeeType;
  /** Dollars for a flat fee, a percent of the rent for a percent fee. */
  late_fee_amount: string;
  late_fee_cap: string;
  recurring_charges: LeaseChargeValues[];
  notes: string;
}

export const EMPTY_RESIDENT: LeaseResidentValues = { full_name: '', email: '', phone: '' };
export const EMPTY_CHARGE: LeaseChargeValues = { category: 'parking', description: '', amount: '' };

export const EMPTY_LEASE_FORM: LeaseFormValues = {
  property_id: '',
  application_id: null,
  residents: [EMPTY_RESIDENT],
  start_date: '',
  end_date: '',
  month_to_month: false,
  monthly_rent: '',
  deposit: '',
  due_day: '1',
  grace_days: '5',
  late_fee_type: 'flat',
  late_fee_amount: '',
  late_fee_cap: '',
  recurring_charges: [],
  notes: '',
};

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "1,250.5" → 125050: a decimal with at most two places read as hundredths, by string so no
 * float rounding creeps in. Blank → null; anything else (letters, a minus, three decimals) → NaN.
 */
export function parseHundredths(text: string): number | null {
  const clean = text.trim().replace(/[$,\s%]/g, '');
  if (clean === '') return null;
  const m = DECIMAL.exec(clean);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 125050 → "1250.50", 125000 → "1250": what the box shows for an amount of the API. */
export function hundredthsText(value: number | null): string {
  if (value === null) return '';
  const whole = Math.floor(value / 100);
  const rest = value % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Where the form draws an API field's error: `monthly_rent_cents` → `monthly_rent`, … */
export function formPathOf(apiKey: string): string {
  const fixed: Record<string, string> = {
    monthly_rent_cents: 'monthly_rent',
    deposit_cents: 'deposit',
    'late_fee.type': 'late_fee_type',
    'late_fee.amount': 'late_fee_amount',
    'late_fee.cap_cents': 'late_fee_cap',
  };
  if (fixed[apiKey]) return fixed[apiKey];
  return apiKey.replace(/^recurring_charges\.(\d+)\.amount_cents$/, 'recurring_charges.$1.amount');
}

/** "residents.email: enter a valid e-mail address" → "Enter a valid e-mail address" (the field is named by its place). */
export function fieldText(message: string): string {
  const text = message.replace(/^[a-z_]+(?:\.[a-z_]+)*: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const AMOUNT_TEXT = 'Enter an amount such as 1250 or 1250.50';
const PERCENT_TEXT = 'Enter a percent such as 5 or 2.5';

export type LeaseFormResult = { ok: true; input: LeaseInput } | { ok: false; errors: Record<string, string> };

/** The API body from the form, or the form's errors keyed by form path. */
export function toLeaseInput(values: LeaseFormValues): LeaseFormResult {
  const errors: Record<string, string> = {};
  const amount = (path: string, text: string, required: boolean, hint = AMOUNT_TEXT): number | null => {
    const v = parseHundredths(text);
    if (Number.isNaN(v) || (required && v === null)) errors[path] = hint;
    return v;
  };
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

  const input: LeaseInput = {
    property_id: values.property_id,
    application_id: values.application_id,
    residents: values.residents.map((r) => ({ full_name: r.full_name, email: r.email, phone: r.phone })),
    start_date: values.start_date,
    end_date: values.month_to_month ? null : values.end_date,
    monthly_rent_cents: amount('monthly_rent', values.monthly_rent, true) ?? 0,
    deposit_cents: amount('deposit', values.deposit, false) ?? 0,
    due_day: whole(values.due_day),
    grace_days: whole(values.grace_days),
    late_fee: {
      type: values.late_fee_type,
      amount:
        amount('late_fee_amount', values.late_fee_amount, false, values.late_fee_type === 'percent' ? PERCENT_TEXT : AMOUNT_TEXT) ?? 0,
      cap_cents: amount('late_fee_cap', values.late_fee_cap, false),
    },
    recurring_charges: values.recurring_charges.map((c, i) => ({
      category: c.category,
      description: c.description,
      amount_cents: amount(`recurring_charges.${i}.amount`, c.amount, true) ?? 0,
    })),
    notes: values.notes,
  };
  if (values.property_id === '') errors.property_id = fieldText(LEASE_MESSAGES.propertyRequired);
  if (!values.month_to_month && values.end_date.trim() === '') errors.end_date = 'Enter the end date, or tick Month-to-month';
  // The schema checks the order only once every other field passes; the form says it at once.
  else if (input.end_date && values.start_date && input.end_date <= values.start_date)
    errors.end_date = fieldText(LEASE_MESSAGES.endBeforeStart);

  const parsed = leaseInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.map(String).join('.') || 'property_id');
      if (!(path in errors)) errors[path] = fieldText(issue.message);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input };
}

/** The form filled from a lease (editing a draft, or the one made from an application). */
export function leaseFormValues(lease: Lease): LeaseFormValues {
  return {
    property_id: lease.property_id ?? '',
    application_id: lease.application_id,
    residents: lease.residents.map((r) => ({ full_name: r.full_name, email: r.email, phone: r.phone ?? '' })),
    start_date: lease.start_date,
    end_date: lease.end_date ?? '',
    month_to_month: lease.end_date === null,
    monthly_rent: hundredthsText(lease.monthly_rent_cents),
    deposit: hundredthsText(lease.deposit_cents),
    due_day: String(lease.due_day),
    grace_days: String(lease.grace_days),
    late_fee_type: lease.late_fee.type,
    late_fee_amount: hundredthsText(lease.late_fee.amount),
    late_fee_cap: hundredthsText(lease.late_fee.cap_cents),
    recurring_charges: lease.recurring_charges.map((c) => ({
      category: c.category,
      description: c.description,
      amount: hundredthsText(c.amount_cents),
    })),
    notes: lease.notes ?? '',
  };
}

/** The server's 400/409 field errors keyed by form path; a message naming a field without `errors` lands there too. */
export function serverFieldErrors(message: string, errors: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(errors ?? {})) out[formPathOf(key)] = fieldText(text);
  if (Object.keys(out).length === 0) {
    const named = /^([a-z_]+(?:\.[a-z_]+)*): /.exec(message);
    if (named) out[formPathOf(named[1])] = fieldText(message);
  }
  return out;
}
