// The office's rent reports (issue 33 item 6): rent roll, delinquency aging, income by month and
// category, deposits held. Every amount is integer cents (the CSV writes them as dollars with two
// decimals, made from the cents as text, never from a float sum). Dates are the office's calendar
// (SITE_TIME_ZONE). Query schemas are strict: an unknown filter or sort is a 400, not ignored.
import { z } from 'zod';
import { LEDGER_CATEGORIES } from './ledger';
import { isIsoDate, LEASE_STATUSES } from './leases';
import { ONLINE_PAYMENT_STATUSES } from './payments';
import { searchTextSchema, SORT_DIRECTIONS } from './query';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }).optional());
const limitShape = {
  limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 500' }).int().min(1).max(500).default(50),
  offset: z.coerce.number({ error: 'offset must be a whole number, 0 or more' }).int().min(0).default(0),
};
const isoDay = (field: string) =>
  z
    .string({ error: `${field}: enter a date as YYYY-MM-DD` })
    .trim()
    .refine(isIsoDate, `${field}: enter a date as YYYY-MM-DD`);

export const pageSchema = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), has_next: z.boolean() });

/** The leases a report covers: signed or active, and ended ones still holding money or owing it. */
export const RENT_ROLL_STATUSES = ['signed', 'active', 'ended'] as const satisfies readonly (typeof LEASE_STATUSES)[number][];
export type RentRollStatus = (typeof RENT_ROLL_STATUSES)[number];

// ---------------------------------------------------------------- rent roll

export const RENT_ROLL_BALANCE_FILTERS = ['owing', 'credit', 'zero'] as const;
export const RENT_ROLL_SORTS = ['reference', 'property', 'rent', 'balance', 'deposit_held', 'paid_this_month'] as const;

export const rentRollQuerySchema = z
  .object({
    status: optionalEnum(RENT_ROLL_STATUSES, 'status'),
    search: searchTextSchema,
    balance: optionalEnum(RENT_ROLL_BALANCE_FILTERS, 'balance'),
    sort: optionalEnum(RENT_ROLL_SORTS, 'sort'),
    dir: optionalEnum(SORT_DIRECTIONS, 'dir'),
    ...limitShape,
  })
  .strict();
export type RentRollQuery = z.output<typeof rentRollQuerySchema>;

export const rentRollRowSchema = z.object({
  lease_id: z.string(),
  reference: z.string(),
  status: z.enum(RENT_ROLL_STATUSES),
  property_title: z.string().nullable(),
  /** The residents' names in the lease's order. */
  residents: z.array(z.string()),
  rent_cents: z.number().int(),
  deposit_held_cents: z.number().int(),
  /** > 0 owed, < 0 credit carried forward. */
  balance_cents: z.number().int(),
  /** Payments received (entry_date) in the office's current month, less those reversed since. */
  paid_this_month_cents: z.number().int(),
});
export type RentRollRow = z.output<typeof rentRollRowSchema>;

export const rentRollTotalsSchema = z.object({
  leases: z.number().int(),
  rent_cents: z.number().int(),
  deposit_held_cents: z.number().int(),
  balance_cents: z.number().int(),
  paid_this_month_cents: z.number().int(),
});

export const rentRollAnswerSchema = z.object({
  /** The office's month the "paid this month" column is about (YYYY-MM). */
  month: z.string(),
  rows: z.array(rentRollRowSchema),
  /** Over every row that matches the filters, not only this page. */
  totals: rentRollTotalsSchema,
  page: pageSchema,
});
export type RentRollAnswer = z.output<typeof rentRollAnswerSchema>;

// ---------------------------------------------------------------- delinquency aging

/** Age of an open charge on the office's today: current = not yet due or due today. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  days_90_plus: '90+ days',
};

export const DELINQUENCY_SORTS = ['reference', 'property', 'open', 'oldest_due_date', 'days_90_plus'] as const;

export const delinquencyQuerySchema = z
  .object({
    /** Only leases whose open cents reach this (default: anything open). */
    min_balance_cents: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'min_balance_cents must be a whole number of cents' }).int().min(0).max(100_000_000).optional(),
    ),
    /** true: only leases with a charge open after its due day (the dashboard's "late balance"). */
    past_due: optionalEnum(['true'], 'past_due'),
    search: searchTextSchema,
    sort: optionalEnum(DELINQUENCY_SORTS, 'sort'),
    dir: optionalEnum(SORT_DIRECTIONS, 'dir'),
    ...limitShape,
  })
  .strict();
export type DelinquencyQuery = z.output<typeof delinquencyQuerySchema>;

export const agingCentsSchema = z.object({
  current: z.number().int(),
  days_1_30: z.number().int(),
  days_31_60: z.number().int(),
  days_61_90: z.number().int(),
  days_90_plus: z.number().int(),
  /** The sum of the five. */
  open_cents: z.number().int(),
});
export type AgingCents = z.output<typeof agingCentsSchema>;

export const delinquencyRowSchema = agingCentsSchema.extend({
  lease_id: z.string(),
  reference: z.string(),
  status: z.enum(RENT_ROLL_STATUSES),
  property_title: z.string().nullable(),
  residents: z.array(z.string()),
  oldest_due_date: z.string().nullable(),
});
export type DelinquencyRow = z.output<typeof delinquencyRowSchema>;

export const delinquencyAnswerSchema = z.object({
  /** The office's today the ages are counted from. */
  as_of: z.string(),
  rows: z.array(delinquencyRowSchema),
  totals: agingCentsSchema.extend({ leases: z.number().int() }),
  page: pageSchema,
});
export type DelinquencyAnswer = z.output<typeof delinquencyAnswerSchema>;

// ---------------------------------------------------------------- income

/**
 * Income = payments (kind payment) received from `from` to `to` (entry_date, inclusive), by the
 * month they were received and by the category of the charges they paid, as the ledger's FIFO
 * allocation applies them (oldest due first). A payment that was reversed counts nowhere (the
 * allocation drops both entries). The part of a payment no charge took yet is `unapplied`
 * (credit carried forward). Credits given by the office are not income.
 */
export const INCOME_CATEGORIES = [...LEDGER_CATEGORIES, 'unapplied'] as const;
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

/** Longest range one report covers: ten years of months. */
export const INCOME_MAX_DAYS = 3660;

export const incomeQuerySchema = z
  .object({ from: isoDay('from'), to: isoDay('to') })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to: must be on or after from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= INCOME_MAX_DAYS, {
    path: ['to'],
    message: `to: a report covers at most ${INCOME_MAX_DAYS} days`,
  });
export type IncomeQuery = z.output<typeof incomeQuerySchema>;

export const incomeMonthSchema = z.object({
  month: z.string(),
  /** Cents per category that has any in the month. */
  by_category: z.partialRecord(z.enum(INCOME_CATEGORIES), z.number().int()),
  total_cents: z.number().int(),
});

export const incomeAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(incomeMonthSchema),
  totals: z.object({ by_category: z.partialRecord(z.enum(INCOME_CATEGORIES), z.number().int()), total_cents: z.number().int() }),
});
export type IncomeAnswer = z.output<typeof incomeAnswerSchema>;

// ---------------------------------------------------------------- deposits held

export const DEPOSIT_REPORT_SORTS = ['reference', 'property', 'deposit_held', 'move_out_date'] as const;
/** `due`: moved out and the statement not sent yet (none or draft), the dashboard's item. */
export const DEPOSIT_STATEMENT_FILTERS = ['none', 'draft', 'sent', 'due'] as const;

export const depositsReportQuerySchema = z
  .object({
    status: optionalEnum(RENT_ROLL_STATUSES, 'status'),
    statement: optionalEnum(DEPOSIT_STATEMENT_FILTERS, 'statement'),
    search: searchTextSchema,
    sort: optionalEnum(DEPOSIT_REPORT_SORTS, 'sort'),
    dir: optionalEnum(SORT_DIRECTIONS, 'dir'),
    ...limitShape,
  })
  .strict();
export type DepositsReportQuery = z.output<typeof depositsReportQuerySchema>;

export const depositsReportRowSchema = z.object({
  lease_id: z.string(),
  reference: z.string(),
  status: z.enum(RENT_ROLL_STATUSES),
  property_title: z.string().nullable(),
  residents: z.array(z.string()),
  /** What the lease asks for, and what has been paid and is held. */
  deposit_cents: z.number().int(),
  deposit_held_cents: z.number().int(),
  move_out_date: z.string().nullable(),
  /** The move-out statement: none, draft or sent, and its deadline. */
  statement_status: z.enum(['none', 'draft', 'sent']),
  statement_due_by: z.string().nullable(),
});
export type DepositsReportRow = z.output<typeof depositsReportRowSchema>;

export const depositsReportAnswerSchema = z.object({
  rows: z.array(depositsReportRowSchema),
  totals: z.object({ leases: z.number().int(), deposit_held_cents: z.number().int() }),
  page: pageSchema,
});
export type DepositsReportAnswer = z.output<typeof depositsReportAnswerSchema>;

// ---------------------------------------------------------------- online payments

/**
 * Every payment residents started online (autopay's too), newest first: the office sees what
 * failed and why, and what is still pending at the processor. `since` is an office day (the
 * dashboard's "failed this week" link sets it); it compares with the payment's last change.
 */
export const onlinePaymentsReportQuerySchema = z
  .object({
    status: optionalEnum(ONLINE_PAYMENT_STATUSES, 'status'),
    since: z.preprocess(blankToUndefined, isoDay('since').optional()),
    search: searchTextSchema,
    ...limitShape,
  })
  .strict();
export type OnlinePaymentsReportQuery = z.output<typeof onlinePaymentsReportQuerySchema>;

export const onlinePaymentsReportRowSchema = z.object({
  id: z.string(),
  lease_id: z.string(),
  reference: z.string(),
  property_title: z.string().nullable(),
  residents: z.array(z.string()),
  amount_cents: z.number().int(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  method: z.string().nullable(),
  autopay: z.boolean(),
  /** The processor's words when it failed (never card details). */
  failure_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OnlinePaymentsReportRow = z.output<typeof onlinePaymentsReportRowSchema>;

export const onlinePaymentsReportAnswerSchema = z.object({
  rows: z.array(onlinePaymentsReportRowSchema),
  page: pageSchema,
});
export type OnlinePaymentsReportAnswer = z.output<typeof onlinePaymentsReportAnswerSchema>;

export const RENT_REPORT_MESSAGES = {
  rentRoll: 'Rent roll retrieved',
  delinquency: 'Delinquency retrieved',
  income: 'Income retrieved',
  deposits: 'Deposits held retrieved',
  onlinePayments: 'Online payments retrieved',
} as const;

/** "1234.50" from 123450 (and "-0.05" from -5): whole cents as text, never a float. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
