// Autopay (issue 33 item 3, ADR 0040): a resident saves a card or bank account on the processor's
// page; the due-day run then charges the lease's balance with it (autopay-run.ts). One resident
// pays a lease by autopay; the one who set it up turns it off.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PAYMENT_MESSAGES as M, type AutopayState } from '@rentfront/shared/payments';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { autopayEnrollments, residents, type LeaseRow, type onlinePayments } from '../../db/schema';
import { AppError, conflict } from '../../platform/http/errors';
import { writeAudit } from '../../platform/audit';
import { isUuid } from '../../platform/ids';
import { enqueueEmail } from '../../platform/mail/outbox';
import { LEDGER_WRITABLE_STATUSES } from '../ledger/book';
import { autopayFailedEmail, autopayOnEmail } from './emails';
import { ProcessorUnavailable, type PaymentEvent, type PaymentProcessor } from './processor';

type Resident = { id: string; email: string };
type Enrollment = typeof autopayEnrollments.$inferSelect;

/** An enrollment that charges: on, with a saved method. */
export const isOn = (e: Pick<Enrollment, 'enabled' | 'paymentMethodRef'>) => e.enabled && e.paymentMethodRef !== null;

/** The lease's enrollments, the one that charges first (the earliest to be switched on). */
async function enrollmentsOf(db: AppContext['db'] | Tx, leaseId: string) {
  return db
    .select({ enrollment: autopayEnrollments, name: residents.fullName })
    .from(autopayEnrollments)
    .innerJoin(residents, eq(residents.id, autopayEnrollments.residentId))
    .where(eq(autopayEnrollments.leaseId, leaseId))
    .orderBy(asc(autopayEnrollments.updatedAt), asc(autopayEnrollments.id));
}

export async function autopayState(ctx: AppContext, lease: LeaseRow, resident: Resident, available: boolean): Promise<AutopayState> {
  const rows = await enrollmentsOf(ctx.db, lease.id);
  const on = rows.find((r) => isOn(r.enrollment));
  const mine = rows.find((r) => r.enrollment.residentId === resident.id);
  if (on) {
    return {
      available,
      status: 'on',
      mine: on.enrollment.residentId === resident.id,
      set_up_by: on.name,
      since: on.enrollment.updatedAt.toISOString(),
    };
  }
  const pending = mine && mine.enrollment.enabled;
  return { available, status: pending ? 'pending' : 'off', mine: Boolean(pending), set_up_by: null, since: null };
}

/**
 * Turns autopay on: the resident's enrollment (re)opens as pending and the processor's page saves
 * the method; the webhook (`method_saved`) switches it on. Another resident's autopay is a 409.
 */
export async function startAutopay(
  ctx: AppContext,
  processor: PaymentProcessor,
  lease: LeaseRow,
  resident: Resident,
): Promise<{ redirect_url: string }> {
  if (!LEDGER_WRITABLE_STATUSES.includes(lease.status)) throw conflict(M.leaseNotFound);
  const rows = await enrollmentsOf(ctx.db, lease.id);
  const on = rows.find((r) => isOn(r.enrollment));
  if (on) throw conflict(on.enrollment.residentId === resident.id ? M.autopayAlreadyOn : M.autopayTakenBy(on.name));
  const [enrollment] = await ctx.db
    .insert(autopayEnrollments)
    .values({ leaseId: lease.id, residentId: resident.id, processor: processor.name, enabled: true })
    .onConflictDoUpdate({
      target: [autopayEnrollments.leaseId, autopayEnrollments.residentId],
      set: { enabled: true, paymentMethodRef: null, processor: processor.name, updatedAt: new Date() },
    })
    .returning();
  try {
    const started = await processor.startAutopaySetup({
      enrollmentId: enrollment!.id,
      leaseId: lease.id,
      residentEmail: resident.email,
      customerRef: enrollment!.processor === processor.name ? enrollment!.customerRef : null,
      returnUrl: `${ctx.config.publicUrl}/resident/leases/${lease.id}/money?autopay=1`,
    });
    await ctx.db
      .update(autopayEnrollments)
      .set({ customerRef: started.customerRef, updatedAt: new Date() })
      .where(eq(autopayEnrollments.id, enrollment!.id));
    return { redirect_url: started.redirectUrl };
  } catch (err) {
    if (!(err instanceof ProcessorUnavailable)) throw err;
    ctx.logger.warn({ enrollmentId: enrollment!.id, reason: err.message }, 'payment processor did not answer (autopay set-up)');
    await ctx.db.update(autopayEnrollments).set({ enabled: false, updatedAt: new Date() }).where(eq(autopayEnrollments.id, enrollment!.id));
    throw new AppError(503, M.processorDown);
  }
}

/** Turns autopay off: only its owner may; the saved method is forgotten here. */
export async function stopAutopay(ctx: AppContext, lease: LeaseRow, resident: Resident, ip: string | undefined): Promise<void> {
  const rows = await enrollmentsOf(ctx.db, lease.id);
  const mine = rows.find((r) => r.enrollment.residentId === resident.id && r.enrollment.enabled);
  if (!mine) {
    const other = rows.find((r) => isOn(r.enrollment));
    throw other ? new AppError(403, M.autopayNotYours) : conflict(M.autopayNotOn);
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(autopayEnrollments)
      .set({ enabled: false, paymentMethodRef: null, updatedAt: new Date() })
      .where(eq(autopayEnrollments.id, mine.enrollment.id));
    await audit(tx, 'autopay.off', mine.enrollment, ip);
  });
}

/** Residents are not staff: no actor id; the enrollment and lease say whose autopay it was. */
function audit(tx: Tx, action: string, e: Pick<Enrollment, 'id' | 'leaseId' | 'residentId'>, ip: string | undefined) {
  return writeAudit(tx, {
    actorId: null,
    action,
    entityType: 'autopay_enrollment',
    entityId: e.id,
    details: { lease_id: e.leaseId, resident_id: e.residentId },
    ip,
  });
}

/**
 * The processor saved an enrollment's method: autopay is on (unless the resident turned it off
 * meanwhile), and they get an e-mail saying so. Answers what the webhook records.
 */
export async function applyMethodSaved(tx: Tx, ctx: AppContext, event: PaymentEvent): Promise<string> {
  if (!event.enrollmentId || !isUuid(event.enrollmentId) || !event.paymentMethodRef) return 'ignored';
  const [row] = await tx
    .update(autopayEnrollments)
    .set({ paymentMethodRef: event.paymentMethodRef, updatedAt: new Date() })
    .where(
      and(eq(autopayEnrollments.id, event.enrollmentId), eq(autopayEnrollments.enabled, true), isNotNull(autopayEnrollments.customerRef)),
    )
    .returning();
  if (!row) return 'no change';
  await audit(tx, 'autopay.on', row, undefined);
  const [resident] = await tx
    .select({ email: residents.email, name: residents.fullName })
    .from(residents)
    .where(eq(residents.id, row.residentId));
  if (resident) await enqueueEmail(tx, { to: resident.email, ...autopayOnEmail(ctx.config, resident.name, row.leaseId) });
  return 'autopay on';
}

/** Tells the resident an autopay charge was refused (nothing taken, rent still owed). */
export async function tellAutopayFailed(
  tx: Tx,
  ctx: AppContext,
  payment: Pick<typeof onlinePayments.$inferSelect, 'residentId' | 'leaseId' | 'amountCents'>,
  reason: string,
): Promise<void> {
  if (!payment.residentId) return;
  const [resident] = await tx
    .select({ email: residents.email, name: residents.fullName })
    .from(residents)
    .where(eq(residents.id, payment.residentId));
  if (!resident) return;
  await enqueueEmail(tx, {
    to: resident.email,
    ...autopayFailedEmail(ctx.config, resident.name, payment.leaseId, payment.amountCents, reason),
  });
}
