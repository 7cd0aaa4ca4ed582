// Online rent payments (issue 33 item 3; docs/payments.md): the resident starts a payment, the
// processor's hosted page takes it, and its webhook confirms it into the ledger.
import { z } from 'zod';
import { ledgerAmountSchema } from './ledger';

export const ONLINE_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** A resident may pay ahead of what is owed, up to this much more than the balance ($10,000). */
export const ONLINE_PREPAY_MAX_CENTS = 1_000_000;

export const PAYMENT_MESSAGES = {
  unavailable: 'Online payment is not available. Pay the office by check or bank transfer.',
  processorDown: 'The payment service is not answering. Nothing was charged; try again in a few minutes.',
  tooMuch: (maxCents: number) =>
    `amount_cents: you can pay at most $${(maxCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} online`,
  started: 'Continue on the payment page',
  badSignature: 'The webhook signature is not valid',
  leaseNotFound: 'Lease not found',
  /** On an online payment that succeeded after its lease was cancelled: the office refunds it. */
  leaseClosedRefund: 'Paid after the lease was closed, so it was not booked. Refund it at the payment processor.',
  // Autopay (ADR 0040)
  autopayStarted: 'Continue on the payment page to save your card or bank account',
  autopayAlreadyOn: 'Autopay is already on for this lease',
  autopayTakenBy: (name: string) => `Autopay is already on for this lease, set up by ${name}. Only one resident pays by autopay.`,
  autopayOff: 'Autopay is off. Pay each month from this page.',
  autopayNotYours: 'Only the resident who set up autopay can turn it off.',
  autopayNotOn: 'Autopay is not on for this lease',
  autopayDeclined: 'Your bank or card declined the payment.',
} as const;

export const AUTOPAY_STATUSES = ['off', 'pending', 'on'] as const;
export type AutopayStatus = (typeof AUTOPAY_STATUSES)[number];

/** GET /api/resident/leases/{id}/autopay: the lease's autopay as this resident sees it. */
export const autopayStateSchema = z.object({
  available: z.boolean(),
  /** off; pending: the resident left the processor's page before saving a method; on. */
  status: z.enum(AUTOPAY_STATUSES),
  /** Whether the one who set it up is this resident (only they turn it off). */
  mine: z.boolean(),
  set_up_by: z.string().nullable(),
  since: z.string().nullable(),
});
export type AutopayState = z.infer<typeof autopayStateSchema>;

export const autopayStartAnswerSchema = z.object({ redirect_url: z.string() });

/** POST /api/resident/leases/{id}/payments. */
export const startOnlinePaymentBodySchema = z.object({ amount_cents: ledgerAmountSchema });
export type StartOnlinePaymentBody = z.infer<typeof startOnlinePaymentBodySchema>;

export const startOnlinePaymentAnswerSchema = z.object({ online_payment_id: z.string(), redirect_url: z.string() });
export type StartOnlinePaymentAnswer = z.infer<typeof startOnlinePaymentAnswerSchema>;

export const onlinePaymentSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  method: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

/** GET /api/resident/leases/{id}/payments: newest first, and whether online payment is on. */
export const onlinePaymentListSchema = z.object({ available: z.boolean(), payments: z.array(onlinePaymentSchema) });
export type OnlinePaymentList = z.infer<typeof onlinePaymentListSchema>;
