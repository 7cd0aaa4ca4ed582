// Starting a payment and applying the processor's events. A payment row exists before the
// processor is asked (so a webhook always finds it), and is marked failed when the processor does
// not answer; a confirmed payment is booked once (the entry's unique online_payment_id).
import { and, desc, eq, sql } from 'drizzle-orm';
import { ONLINE_PREPAY_MAX_CENTS, PAYMENT_MESSAGES as M, type OnlinePayment } from '@rentfront/shared/payments';
import type { AppContext } from '../../context';
import { leaseBalances, leases, onlinePayments, paymentWebhookEvents, residents, type LeaseRow } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import { enqueueEmail } from '../../platform/mail/outbox';
import { officeToday } from '../leases/dates';
import { appendLedgerEntry, LEDGER_WRITABLE_STATUSES } from '../ledger/book';
import { applyMethodSaved, tellAutopayFailed } from './autopay';
import { onlinePaymentReceiptEmail } from './emails';
import { ProcessorUnavailable, type PaymentEvent, type PaymentProcessor } from './processor';

type Resident = { id: string; email: string };

export async function startOnlinePayment(
  ctx: AppContext,
  processor: PaymentProcessor,
  lease: LeaseRow,
  resident: Resident,
  amountCents: number,
): Promise<{ online_payment_id: string; redirect_url: string }> {
  if (!LEDGER_WRITABLE_STATUSES.includes(lease.status)) throw conflict(M.leaseNotFound);
  const [bal] = await ctx.db.select({ b: leaseBalances.balanceCents }).from(leaseBalances).where(eq(leaseBalances.leaseId, lease.id));
  const maxCents = Math.max(bal?.b ?? 0, 0) + ONLINE_PREPAY_MAX_CENTS;
  if (amountCents > maxCents) throw badRequest(M.tooMuch(maxCents), { amount_cents: M.tooMuch(maxCents) });
  const [row] = await ctx.db
    .insert(onlinePayments)
    .values({ leaseId: lease.id, residentId: resident.id, amountCents, processor: processor.name })
    .returning({ id: onlinePayments.id });
  const id = row!.id;
  try {
    const started = await processor.startPayment({
      amountCents,
      leaseId: lease.id,
      onlinePaymentId: id,
      residentEmail: resident.email,
      description: 'Rent payment',
      returnUrl: `${ctx.config.publicUrl}/resident/leases/${lease.id}/money?payment=${id}`,
    });
    await ctx.db.update(onlinePayments).set({ processorRef: started.processorRef, updatedAt: new Date() }).where(eq(onlinePayments.id, id));
    return { online_payment_id: id, redirect_url: started.redirectUrl ?? '' };
  } catch (err) {
    if (!(err instanceof ProcessorUnavailable)) throw err;
    ctx.logger.warn({ onlinePaymentId: id, reason: err.message }, 'payment processor did not answer');
    await ctx.db
      .update(onlinePayments)
      .set({ status: 'failed', failureMessage: M.processorDown, updatedAt: new Date() })
      .where(eq(onlinePayments.id, id));
    throw new AppError(503, M.processorDown);
  }
}

/** Applies one verified event once: a replay, or an event for a payment already settled, changes nothing. */
export async function applyPaymentEvent(ctx: AppContext, processor: string, event: PaymentEvent): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({ processor, eventId: event.id, type: event.type, outcome: event.outcome })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.eventId });
    if (recorded.length === 0) return 'replay';
    if (event.outcome === 'method_saved') return applyMethodSaved(tx, ctx, event);
    if (event.outcome === 'ignored' || !event.onlinePaymentId || !isUuid(event.onlinePaymentId)) return 'ignored';
    // Only a pending payment moves: a late "failed" after "succeeded" (or the reverse) is ignored.
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.id, event.onlinePaymentId), eq(onlinePayments.processor, processor)))
      .for('update');
    if (!payment || payment.status !== 'pending') return 'no change';
    if (event.outcome === 'failed') {
      await tx
        .update(onlinePayments)
        .set({ status: 'failed', failureMessage: event.failureMessage ?? null, updatedAt: new Date() })
        .where(eq(onlinePayments.id, payment.id));
      // A resident paying online sees the failure on the page; an autopay charge needs telling.
      if (payment.autopay && payment.residentId) await tellAutopayFailed(tx, ctx, payment, event.failureMessage ?? M.autopayDeclined);
      return 'failed';
    }
    // The lease was cancelled while the resident paid: the money was taken, but its ledger is
    // closed. The payment is kept as succeeded with a note for the office (the online payments
    // report shows it), and the event is answered: refusing it would make the processor retry
    // for days, each time in vain.
    const [lease] = await tx.select({ status: leases.status }).from(leases).where(eq(leases.id, payment.leaseId));
    const bookable = !!lease && LEDGER_WRITABLE_STATUSES.includes(lease.status);
    await tx
      .update(onlinePayments)
      .set({
        status: 'succeeded',
        method: event.method ?? null,
        failureMessage: bookable ? null : M.leaseClosedRefund,
        updatedAt: new Date(),
      })
      .where(eq(onlinePayments.id, payment.id));
    if (!bookable) {
      ctx.logger.warn({ onlinePaymentId: payment.id }, 'online payment succeeded for a closed lease; not booked');
      return 'not booked';
    }
    const entry = await appendLedgerEntry(tx, {
      leaseId: payment.leaseId,
      kind: 'payment',
      category: 'rent',
      // The office's day, as every other entry: near midnight the UTC date is another day.
      entryDate: officeToday(),
      description: 'Online payment',
      amountCents: -payment.amountCents,
      method: event.method ?? 'card',
      source: 'processor',
      onlinePaymentId: payment.id,
    });
    if (entry && payment.residentId) {
      const [resident] = await tx
        .select({ email: residents.email, name: residents.fullName })
        .from(residents)
        .where(eq(residents.id, payment.residentId));
      if (resident) await enqueueEmail(tx, { to: resident.email, ...onlinePaymentReceiptEmail(ctx.config, resident.name, entry) });
    }
    return 'succeeded';
  });
}

export async function listOnlinePayments(ctx: AppContext, leaseId: string): Promise<OnlinePayment[]> {
  const rows = await ctx.db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.leaseId, leaseId))
    .orderBy(desc(onlinePayments.createdAt), desc(sql`${onlinePayments.id}`))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    amount_cents: r.amountCents,
    status: r.status,
    method: r.method,
    failure_message: r.failureMessage,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
