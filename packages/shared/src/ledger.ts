// Rent and money (issue 33; docs/decisions/0036-ledger-model.md): a lease's ledger is append-only.
// Every amount is integer cents. `amount_cents` of an entry is its signed effect on what the
// household owes: a charge or a refund adds (+), a payment or a credit takes away (−), a reversal is
// the opposite of the entry it reverses. `balance_cents` > 0: owed; < 0: credit carried forward.
import { z } from 'zod';
import { isIsoDate } from './leases';

export const LEDGER_ENTRY_KINDS = ['charge', 'payment', 'credit', 'refund', 'reversal'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_CATEGORIES = ['rent', 'late_fee', 'deposit', 'pet_rent', 'parking', 'utility', 'other'] as const;
export type LedgerCategory = (typeof LEDGER_CATEGORIES)[number];

export const LEDGER_CATEGORY_LABELS: Record<LedgerCategory, string> = {
  rent: 'Rent',
  late_fee: 'Late fee',
  deposit: 'Security deposit',
  pet_rent: 'Pet rent',
  parking: 'Parking',
  utility: 'Utilities',
  other: 'Other',
};

export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  charge: 'Charge',
  payment: 'Payment',
  credit: 'Credit',
  refund: 'Refund',
  reversal: 'Reversal',
};

/** How a payment arrived. `card` and `ach` are also what the online processor records. */
export const PAYMENT_METHODS = ['check', 'cash', 'money_order', 'bank_transfer', 'card', 'ach'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: 'Check',
  cash: 'Cash',
  money_order: 'Money order',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  ach: 'Bank account (ACH)',
};

/** Who wrote an entry: staff by hand, the due-day run, the online processor, a resident. */
export const LEDGER_SOURCES = ['staff', 'posting', 'processor', 'move_out'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/** The methods staff record by hand that carry a number the office can match (one entry each). */
export const REFERENCED_PAYMENT_METHODS = ['check', 'money_order'] as const satisfies readonly PaymentMethod[];

export const LEDGER_LIMITS = {
  /** $1,000,000 bounds one entry: larger is a typing mistake, not a rent payment. */
  amountMax: 100_000_000,
  description: 200,
  reference: 80,
  reason: 500,
  idempotencyKey: 200,
} as const;

const L = LEDGER_LIMITS;

export const LEDGER_MESSAGES = {
  amount: `amount_cents: enter an amount from 1 cent to $${(L.amountMax / 100).toLocaleString('en-US')}, in whole cents`,
  category: `category: must be one of ${LEDGER_CATEGORIES.join(', ')}`,
  chargeKind: 'kind: a charge is a charge or a credit',
  description: 'description: describe the entry',
  method: `method: must be one of ${PAYMENT_METHODS.join(', ')}`,
  reference: 'reference: enter the check or money order number',
  date: (field: string) => `${field}: enter a date as YYYY-MM-DD`,
  futureDate: (field: string) => `${field}: the date cannot be in the future`,
  reason: 'reason: say why the entry is reversed',
  tooLong: (field: string, max: number) => `${field}: must be at most ${max} characters`,
  idempotencyKey: `Idempotency-Key: at most ${L.idempotencyKey} characters of letters, digits, - and _`,
  idempotencyMismatch: 'Idempotency-Key: this key was already used for a different request',
  idempotencyInProgress: 'Idempotency-Key: the request with this key is still being processed; try again in a moment',
  leaseNotFound: 'Lease not found',
  entryNotFound: 'Ledger entry not found',
  leaseClosed: 'This lease is cancelled or still a draft: it has no ledger to write to',
  reverseReversal: 'A reversal cannot be reversed: record a new entry instead',
  alreadyReversed: 'This entry has already been reversed',
  duplicateReference: 'A payment with this number is already recorded on this lease',
  receiptNotFound: 'Receipt not found',
  chargeRecorded: 'Charge recorded',
  creditRecorded: 'Credit recorded',
  paymentRecorded: 'Payment recorded',
  reversed: 'Entry reversed',
} as const;

/** A real calendar date as YYYY-MM-DD, with the field's own message. */
export const isoDateSchema = (field: string) =>
  z
    .string({ error: LEDGER_MESSAGES.date(field) })
    .trim()
    .refine(isIsoDate, LEDGER_MESSAGES.date(field));

const trimmed = (max: number, field: string) =>
  z.string({ message: LEDGER_MESSAGES.description }).trim().max(max, LEDGER_MESSAGES.tooLong(field, max));

/** A positive whole number of cents within the bound: zero, negative, fractional or absurd → 400. */
export const ledgerAmountSchema = z
  .number({ message: LEDGER_MESSAGES.amount })
  .int(LEDGER_MESSAGES.amount)
  .min(1, LEDGER_MESSAGES.amount)
  .max(L.amountMax, LEDGER_MESSAGES.amount);

/** POST /api/admin/leases/{id}/charges: a one-off charge, or a credit (kind: credit). */
export const ledgerChargeBodySchema = z.object({
  kind: z.enum(['charge', 'credit'], { message: LEDGER_MESSAGES.chargeKind }).default('charge'),
  category: z.enum(LEDGER_CATEGORIES, { message: LEDGER_MESSAGES.category }),
  description: trimmed(L.description, 'description').min(1, LEDGER_MESSAGES.description),
  amount_cents: ledgerAmountSchema,
  /** The day it is due (a charge) or takes effect (a credit); default: today in the office's zone. */
  entry_date: isoDateSchema('entry_date').optional(),
});
export type LedgerChargeBody = z.infer<typeof ledgerChargeBodySchema>;

/** POST /api/admin/leases/{id}/payments. */
export const ledgerPaymentBodySchema = z
  .object({
    amount_cents: ledgerAmountSchema,
    method: z.enum(PAYMENT_METHODS, { message: LEDGER_MESSAGES.method }),
    reference: trimmed(L.reference, 'reference').optional().default(''),
    received_on: isoDateSchema('received_on'),
    /** A note for the ledger line; default "Payment – Check 1234". */
    description: trimmed(L.description, 'description').optional(),
  })
  .superRefine((body, ctx) => {
    if ((REFERENCED_PAYMENT_METHODS as readonly string[]).includes(body.method) && body.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: LEDGER_MESSAGES.reference });
    }
  });
export type LedgerPaymentBody = z.infer<typeof ledgerPaymentBodySchema>;

/** POST /api/admin/ledger-entries/{id}/reverse. */
export const ledgerReverseBodySchema = z.object({
  reason: trimmed(L.reason, 'reason').min(1, LEDGER_MESSAGES.reason),
});
export type LedgerReverseBody = z.infer<typeof ledgerReverseBodySchema>;

/** The `Idempotency-Key` header: a client-made token, e.g. a UUID made when the form opened. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  /** 1, 2, 3 … within the lease: the order the entries were written in. */
  position: z.number().int(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  category: z.enum(LEDGER_CATEGORIES),
  entry_date: z.string(),
  description: z.string(),
  amount_cents: z.number().int(),
  balance_cents: z.number().int(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  /** The entry this one reverses, and the reversal of this one (if any). */
  reverses_entry_id: z.string().nullable(),
  reversed_by_entry_id: z.string().nullable(),
  reason: z.string().nullable(),
  /** For a charge: the cents still open after the payments and credits applied oldest first. */
  open_cents: z.number().int().nullable(),
  /** For a payment: its receipt number (RCT-…), null otherwise. */
  receipt_number: z.string().nullable(),
  source: z.enum(LEDGER_SOURCES),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const openChargeSchema = z.object({
  entry_id: z.string(),
  category: z.enum(LEDGER_CATEGORIES),
  description: z.string(),
  due_date: z.string(),
  amount_cents: z.number().int(),
  open_cents: z.number().int(),
});
export type OpenCharge = z.infer<typeof openChargeSchema>;

/** GET /api/admin/leases/{id}/ledger and GET /api/resident/leases/{id}/ledger. */
export const ledgerAnswerSchema = z.object({
  lease_id: z.string(),
  entries: z.array(ledgerEntrySchema),
  balance_cents: z.number().int(),
  /** The security deposit paid and held as a liability (never applied to rent on its own). */
  deposit_held_cents: z.number().int(),
  open_charges: z.array(openChargeSchema),
});
export type LedgerAnswer = z.infer<typeof ledgerAnswerSchema>;

/** The answer of a write: the entry written and the ledger's balance after it. */
export const ledgerWriteAnswerSchema = z.object({
  entry: ledgerEntrySchema,
  balance_cents: z.number().int(),
  message: z.string(),
});
export type LedgerWriteAnswer = z.infer<typeof ledgerWriteAnswerSchema>;

export const RECEIPT_NUMBER_PREFIX = 'RCT-';
