// The security deposit at move-out (issue 33 item 5). When a lease has ended (move_out_date set)
// the office opens its deposit statement, itemises deductions (each with up to 6 photos from the
// move-out inspection), and sends it: the ledger then gets each deduction as a charge dated the
// move-out, a deposit credit of the held amount, and — when credit remains — a deposit refund.
// The statement must go out within rent_settings.deposit_statement_days of the move-out (default
// 30). All amounts are integer cents.
import { z } from 'zod';
import { LEDGER_CATEGORIES, LEDGER_LIMITS } from './ledger';

export const DEPOSIT_STATEMENT_STATUSES = ['draft', 'sent'] as const;
export type DepositStatementStatus = (typeof DEPOSIT_STATEMENT_STATUSES)[number];

/** Deductions are charges of these categories (rent owed, damage as "other", utilities …). */
export const DEPOSIT_DEDUCTION_CATEGORIES = LEDGER_CATEGORIES.filter((c) => c !== 'deposit') as unknown as readonly [
  'rent',
  'late_fee',
  'pet_rent',
  'parking',
  'utility',
  'other',
];
export type DepositDeductionCategory = (typeof DEPOSIT_DEDUCTION_CATEGORIES)[number];

export const DEPOSIT_LIMITS = {
  description: 200,
  maxDeductions: 50,
  maxPhotos: 6,
  photoMaxBytes: 5 * 1024 * 1024,
  amountMax: LEDGER_LIMITS.amountMax,
} as const;

export const DEPOSIT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const DEPOSIT_MESSAGES = {
  opened: 'Deposit statement opened',
  fetched: 'Deposit statement retrieved',
  deductionAdded: 'Deduction added',
  deductionRemoved: 'Deduction removed',
  sent: 'Deposit statement sent',
  leaseNotFound: 'Lease not found',
  statementNotFound: 'This lease has no deposit statement yet',
  deductionNotFound: 'Deduction not found',
  notMovedOut: 'The deposit statement opens once the lease has ended with a move-out date',
  alreadyOpen: 'This lease already has a deposit statement',
  alreadySent: 'This deposit statement has already been sent',
  sendBeforeMoveOut: 'The deposit statement can be sent from the move-out date on',
  photoNotFound: 'Photo not found',
  tooManyDeductions: `A statement has at most ${DEPOSIT_LIMITS.maxDeductions} deductions`,
  category: `category: must be one of ${DEPOSIT_DEDUCTION_CATEGORIES.join(', ')}`,
  description: 'description: describe the deduction',
  descriptionTooLong: `description: must be at most ${DEPOSIT_LIMITS.description} characters`,
  amount: `amount_cents: enter an amount from 1 cent to $${(DEPOSIT_LIMITS.amountMax / 100).toLocaleString('en-US')}, in whole cents`,
  tooManyPhotos: `Maximum ${DEPOSIT_LIMITS.maxPhotos} photos per deduction`,
  photoTooLarge: (name: string) => `${name}: a photo must be less than 5MB`,
  photoWrongType: (name: string) => `${name}: a photo must be a JPEG, PNG or WebP image`,
} as const;

/** The text fields of POST …/deposit-statement/deductions (multipart; photos in `photos`). */
export const depositDeductionFieldsSchema = z.object({
  category: z.enum(DEPOSIT_DEDUCTION_CATEGORIES, { message: DEPOSIT_MESSAGES.category }),
  description: z
    .string({ message: DEPOSIT_MESSAGES.description })
    .trim()
    .min(1, DEPOSIT_MESSAGES.description)
    .max(DEPOSIT_LIMITS.description, DEPOSIT_MESSAGES.descriptionTooLong),
  amount_cents: z.coerce
    .number({ message: DEPOSIT_MESSAGES.amount })
    .int(DEPOSIT_MESSAGES.amount)
    .min(1, DEPOSIT_MESSAGES.amount)
    .max(DEPOSIT_LIMITS.amountMax, DEPOSIT_MESSAGES.amount),
});
export type DepositDeductionFields = z.output<typeof depositDeductionFieldsSchema>;

export const depositDeductionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  category: z.enum(DEPOSIT_DEDUCTION_CATEGORIES),
  description: z.string(),
  amount_cents: z.number().int(),
  /** Admin URLs of the photos (served to staff only). */
  photos: z.array(z.string()),
});
export type DepositDeduction = z.output<typeof depositDeductionSchema>;

export const depositStatementSchema = z.object({
  id: z.string(),
  lease_id: z.string(),
  lease_reference: z.string(),
  status: z.enum(DEPOSIT_STATEMENT_STATUSES),
  move_out_date: z.string(),
  due_by: z.string(),
  /** True when the deadline has passed and the statement is still a draft. */
  overdue: z.boolean(),
  deductions: z.array(depositDeductionSchema),
  deductions_total_cents: z.number().int(),
  /** Held now (draft) or held when sent (sent). */
  deposit_held_cents: z.number().int(),
  /**
   * The rest of the account apart from the deposit, now (draft) or when sent: charges still owed
   * (> 0) are paid from the deposit like a deduction; a credit (< 0) is refunded with it.
   */
  balance_cents: z.number().int(),
  /** What goes back to the residents (≥ 0) … */
  refund_cents: z.number().int(),
  /** … or what they still owe after the deposit (≥ 0); one of the two is 0. */
  billed_cents: z.number().int(),
  sent_at: z.string().nullable(),
  sha256: z.string().nullable(),
});
export type DepositStatement = z.output<typeof depositStatementSchema>;

/**
 * The settlement of a statement from the deposit held, the deductions and the account's balance
 * apart from the deposit: the deposit pays the deductions and what is still owed; what is left
 * (with any credit on the account) is refunded, what is not covered is billed. Integer cents.
 */
export function settleDeposit(
  depositHeldCents: number,
  deductionsCents: number,
  balanceCents = 0,
): { refund_cents: number; billed_cents: number } {
  const left = depositHeldCents - deductionsCents - balanceCents;
  return left >= 0 ? { refund_cents: left, billed_cents: 0 } : { refund_cents: 0, billed_cents: -left };
}
