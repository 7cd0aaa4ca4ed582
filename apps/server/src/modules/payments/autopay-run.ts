// The due-day run's autopay step (ADR 0040). For each lease with autopay on, once per rent period
// and only within the grace days of its due date, the lease's balance is charged to the saved
// method. One attempt per lease and period (a unique index): a refused charge is not retried (the
// resident is told and pays by hand before the late fee); a charge nobody answered stays pending
// without a processor reference and is asked again on the next hourly run under the same
// idempotency key, so a lost answer can never charge twice. The webhook books what succeeds.
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { autopayEnrollments, leaseBalances, leases, onlinePayments } from '../../db/schema';
import { forEachConcurrently } from '../../platform/concurrency';
import { addDays, officeToday } from '../leases/dates';
import { duePeriods, periodLabel, type PostingTerms } from '../ledger/periods';
import { tellAutopayFailed } from './autopay';
import { PaymentDeclined, ProcessorUnavailable, type PaymentProcessor } from './processor';

/** Leases autopay charges: running ones (an ended lease's last balance is settled by the office). */
const CHARGED_STATUSES = ['signed', 'active'] as const;
/** The processor keeps an idempotency key a day; an unanswered attempt is asked again within it. */
const RETRY_WINDOW_MS = 23 * 60 * 60_000;

export interface AutopayRunAnswer {
  charged: number;
  declined: number;
  unanswered: number;
}

/** A lease's terms with the enrollment that pays it and its balance now. */
interface Candidate extends PostingTerms {
  leaseId: string;
  residentId: string;
  customerRef: string;
  paymentMethodRef: string;
  graceDays: number;
  balanceCents: number;
}

/** The period whose grace days `today` is in, if any (the latest one come due). */
export function periodToCharge(c: Candidate, today: string): { period: string; dueDate: string } | null {
  const current = duePeriods(c, today).at(-1);
  if (!current || addDays(current.dueDate, c.graceDays) < today) return null;
  return current;
}

export async function chargeAutopay(
  ctx: AppContext,
  processor: PaymentProcessor,
  options: { asOf?: string; now?: Date } = {},
): Promise<AutopayRunAnswer> {
  const today = options.asOf ?? officeToday(options.now);
  const now = options.now ?? new Date();
  const rows: Candidate[] = (await ctx.db
    .select({
      leaseId: leases.id,
      residentId: autopayEnrollments.residentId,
      customerRef: autopayEnrollments.customerRef,
      paymentMethodRef: autopayEnrollments.paymentMethodRef,
      startDate: leases.startDate,
      endDate: leases.endDate,
      moveOutDate: leases.moveOutDate,
      dueDay: leases.dueDay,
      graceDays: leases.graceDays,
      monthlyRentCents: leases.monthlyRentCents,
      balanceCents: leaseBalances.balanceCents,
    })
    .from(autopayEnrollments)
    .innerJoin(leases, eq(leases.id, autopayEnrollments.leaseId))
    .innerJoin(leaseBalances, eq(leaseBalances.leaseId, leases.id))
    .where(
      and(
        eq(autopayEnrollments.enabled, true),
        isNotNull(autopayEnrollments.paymentMethodRef),
        isNotNull(autopayEnrollments.customerRef),
        eq(autopayEnrollments.processor, processor.name),
        inArray(leases.status, [...CHARGED_STATUSES]),
        gt(leaseBalances.balanceCents, 0),
      ),
    )
    .orderBy(autopayEnrollments.updatedAt)) as Candidate[];

  // One payer per lease: the earliest enrollment switched on (autopay.ts refuses a second one).
  const byLease = new Map<string, Candidate>();
  for (const row of rows) if (!byLease.has(row.leaseId)) byLease.set(row.leaseId, row);

  const answer: AutopayRunAnswer = { charged: 0, declined: 0, unanswered: 0 };
  await forEachConcurrently([...byLease.values()], 4, async (c) => {
    const due = periodToCharge(c, today);
    if (!due) return;
    const attempt = await claimAttempt(ctx, processor, c, due.period, now);
    if (!attempt) return;
    try {
      const charged = await processor.chargeSaved({
        onlinePaymentId: attempt.id,
        leaseId: c.leaseId,
        amountCents: attempt.amountCents,
        customerRef: c.customerRef,
        paymentMethodRef: c.paymentMethodRef,
        description: `Rent – ${periodLabel(due.period)} (autopay)`,
      });
      await ctx.db
        .update(onlinePayments)
        .set({ processorRef: charged.processorRef, updatedAt: new Date() })
        .where(eq(onlinePayments.id, attempt.id));
      answer.charged += 1;
    } catch (err) {
      if (err instanceof PaymentDeclined) {
        answer.declined += 1;
        await recordDeclined(ctx, c, attempt, err);
      } else if (err instanceof ProcessorUnavailable) {
        answer.unanswered += 1;
        ctx.logger.warn({ onlinePaymentId: attempt.id, reason: err.message }, 'payment processor did not answer (autopay)');
      } else throw err;
    }
  });
  return answer;
}

/**
 * This period's attempt: a new row for the balance, or an earlier one nobody answered (still
 * pending, no processor reference, within the retry window). Null when the period is done.
 */
async function claimAttempt(ctx: AppContext, processor: PaymentProcessor, c: Candidate, period: string, now: Date) {
  const [created] = await ctx.db
    .insert(onlinePayments)
    .values({
      leaseId: c.leaseId,
      residentId: c.residentId,
      amountCents: c.balanceCents,
      processor: processor.name,
      autopay: true,
      autopayPeriod: period,
    })
    .onConflictDoNothing()
    .returning({ id: onlinePayments.id, amountCents: onlinePayments.amountCents });
  if (created) return created;
  const [unanswered] = await ctx.db
    .select({ id: onlinePayments.id, amountCents: onlinePayments.amountCents, createdAt: onlinePayments.createdAt })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.leaseId, c.leaseId),
        eq(onlinePayments.autopayPeriod, period),
        eq(onlinePayments.status, 'pending'),
        isNull(onlinePayments.processorRef),
      ),
    );
  if (!unanswered || now.getTime() - unanswered.createdAt.getTime() > RETRY_WINDOW_MS) return null;
  return unanswered;
}

async function recordDeclined(ctx: AppContext, c: Candidate, attempt: { id: string; amountCents: number }, err: PaymentDeclined) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(onlinePayments)
      .set({ status: 'failed', processorRef: err.processorRef ?? null, failureMessage: err.message, updatedAt: new Date() })
      .where(eq(onlinePayments.id, attempt.id));
    await tellAutopayFailed(tx, ctx, { residentId: c.residentId, leaseId: c.leaseId, amountCents: attempt.amountCents }, err.message);
  });
}
