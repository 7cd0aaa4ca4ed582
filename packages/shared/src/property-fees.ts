// A listing's fees as data and the totals made from them (issue 35 item 1, ADR 0042). No zod here:
// the public pages import this file; properties.ts adds the form schema.
//
// Amounts are US dollars in the API (like `price`), but every sum is taken in integer cents, so a
// total is the same figure wherever it is shown: the API, the page, JSON-LD and the feed.

export const FEE_FREQUENCIES = ['monthly', 'one_time', 'per_application', 'per_occurrence'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

export const FEE_FREQUENCY_LABELS: Record<FeeFrequency, string> = {
  monthly: 'Monthly',
  one_time: 'Once, at move-in',
  per_application: 'Per application',
  per_occurrence: 'Per occurrence',
};

/**
 * Where an entry comes from: `deposit` and `application_fee` are the spec's own fields shown as
 * entries of the list; `fee` is one the office entered. Only `fee` entries are stored in `fees`.
 */
export const FEE_KINDS = ['deposit', 'application_fee', 'fee'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export interface PropertyFee {
  name: string;
  /** US dollars; null while the amount is not known (such a required fee blocks publishing). */
  amount: number | null;
  frequency: FeeFrequency;
  required: boolean;
  refundable: boolean;
  note: string | null;
  kind: FeeKind;
}

/** A fee as the office enters it (the `fees` form field, and the stored column). */
export type EnteredFee = Omit<PropertyFee, 'kind'>;

export const FEES_MAX = 20;
export const FEE_AMOUNT_MAX = 100_000;
export const FEE_NAME_MAX = 80;
export const FEE_NOTE_MAX = 300;

export const FEE_NAMES = { deposit: 'Security deposit', application_fee: 'Application fee' } as const;

export const FEE_MESSAGES = {
  notJson: 'Fees must be a JSON list of fees',
  tooMany: `Fees may have at most ${FEES_MAX} entries`,
  name: (n: number) => `Fee ${n}: a name is required`,
  nameTooLong: (n: number) => `Fee ${n}: the name must be at most ${FEE_NAME_MAX} characters`,
  amount: (n: number) =>
    `Fee ${n}: the amount must be from 0 to ${FEE_AMOUNT_MAX.toLocaleString('en-US')} US dollars in whole cents, or empty when not known`,
  frequency: (n: number) => `Fee ${n}: the frequency must be one of: ${FEE_FREQUENCIES.join(', ')}`,
  flag: (n: number, flag: string) => `Fee ${n}: ${flag} must be true or false`,
  noteTooLong: (n: number) => `Fee ${n}: the note must be at most ${FEE_NOTE_MAX} characters`,
  unknownAmount: (name: string) =>
    `The required fee "${name}" has no amount. Enter its amount, or make it optional, before the listing is available.`,
} as const;

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The required monthly fees with a known amount, in cents: what the total adds to the rent. */
export function requiredMonthlyCents(fees: readonly EnteredFee[]): number {
  return fees.reduce((sum, f) => (f.required && f.frequency === 'monthly' && f.amount !== null ? sum + toCents(f.amount) : sum), 0);
}

export interface PropertyTotals {
  /** Rent plus every required monthly fee, dollars. */
  total_monthly_cost: number;
  /** What is due before the keys: the first month's total, the deposit and every required one-time fee, dollars. */
  move_in_total: number;
}

/** The two totals, from the rent, the deposit and the entered fees (the one place they are computed). */
export function propertyTotals(price: number, deposit: number | null, fees: readonly EnteredFee[]): PropertyTotals {
  const monthly = toCents(price) + requiredMonthlyCents(fees);
  const oneTime = fees.reduce(
    (sum, f) => (f.required && f.frequency === 'one_time' && f.amount !== null ? sum + toCents(f.amount) : sum),
    0,
  );
  return { total_monthly_cost: fromCents(monthly), move_in_total: fromCents(monthly + toCents(deposit ?? 0) + oneTime) };
}

/** Every fee of a listing: the deposit and the application fee (when set) first, then the office's. */
export function listingFees(deposit: number | null, applicationFee: number | null, fees: readonly EnteredFee[]): PropertyFee[] {
  const out: PropertyFee[] = [];
  if (deposit !== null && deposit > 0) {
    out.push({
      name: FEE_NAMES.deposit,
      amount: deposit,
      frequency: 'one_time',
      required: true,
      refundable: true,
      note: null,
      kind: 'deposit',
    });
  }
  if (applicationFee !== null && applicationFee > 0) {
    out.push({
      name: FEE_NAMES.application_fee,
      amount: applicationFee,
      frequency: 'per_application',
      required: true,
      refundable: false,
      note: null,
      kind: 'application_fee',
    });
  }
  for (const fee of fees) out.push({ ...fee, kind: 'fee' });
  return out;
}

/** The first required fee without an amount: a listing with one cannot be available. */
export function unknownRequiredFee(fees: readonly EnteredFee[]): EnteredFee | undefined {
  return fees.find((f) => f.required && f.amount === null);
}

/** The detail page's fee table: what is paid each month, at move-in, and what is optional or occasional. */
export function groupFees(fees: readonly PropertyFee[]): { monthly: PropertyFee[]; moveIn: PropertyFee[]; other: PropertyFee[] } {
  const monthly: PropertyFee[] = [];
  const moveIn: PropertyFee[] = [];
  const other: PropertyFee[] = [];
  for (const fee of fees) {
    if (fee.required && fee.frequency === 'monthly') monthly.push(fee);
    else if (fee.required && fee.frequency === 'one_time') moveIn.push(fee);
    else other.push(fee);
  }
  return { monthly, moveIn, other };
}

/** The headline monthly figure: the total under the office's listing rule (the default), else the rent. */
export function headlinePrice(p: { price: number; total_monthly_cost: number }, totalFirst: boolean): number {
  return totalFirst ? p.total_monthly_cost : p.price;
}

/**
 * A listing's monthly price in one line of plain text (e-mails, the chat, the map): the rent
 * alone when there are no required monthly fees; otherwise both figures, the headline one first.
 */
export function monthlyPriceText(price: number, totalMonthlyCost: number, formatUsd: (n: number) => string, totalFirst = true): string {
  if (toCents(totalMonthlyCost) === toCents(price)) return `${formatUsd(price)}/month`;
  if (!totalFirst) return `${formatUsd(price)}/month (${formatUsd(totalMonthlyCost)} with required fees)`;
  return `${formatUsd(totalMonthlyCost)}/month in all (rent ${formatUsd(price)})`;
}
