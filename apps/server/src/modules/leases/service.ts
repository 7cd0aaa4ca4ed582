// Drafting leases (issue 32 item 1): from scratch, from an approved application, as a renewal of
// an active lease, and editing the terms. Sending, signing and the later steps are in lifecycle.ts.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Lease, LeaseUpdateResult } from '@rentfront/shared/lease-answers';
import { LEASE_MESSAGES as M, LEASE_VOID_REASON, type LeaseData, type LeaseRenewalInput } from '@rentfront/shared/leases';
import type { Db, DbOrTx } from '../../db/client';
import { applications, leaseCharges, leaseResidents, leases, leaseSignatures, properties } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { uniqueViolation } from '../applications/reference';
import { recordLeaseChange, type LeaseActor } from './actor';
import { addDays, officeToday, termEnd } from './dates';
import { findLeaseRow, isUuid, loadLease } from './queries';
import { insertDraft, propertyCopy, termColumns, writeResidentsAndCharges } from './terms';

/** Locks a lease row for a change, or 404. */
export async function lockLease(tx: DbOrTx, id: string) {
  const row = await findLeaseRow(tx, id);
  if (!row) throw notFound(M.notFound);
  const [locked] = await tx.select().from(leases).where(eq(leases.id, row.id)).for('update');
  return locked!;
}

export async function createLease(db: Db, data: LeaseData, actor: LeaseActor): Promise<Lease> {
  return db.transaction(async (tx) => {
    const property = await propertyCopy(tx, data.property_id);
    if (data.application_id) await assertApplicationFree(tx, data.application_id);
    const row = await insertDraft(tx, { ...termColumns(data), ...property, createdBy: actor.id, updatedBy: actor.id }).catch(
      rethrowApplicationClash,
    );
    await writeResidentsAndCharges(tx, row.id, data);
    await recordLeaseChange(tx, actor, { leaseId: row.id, kind: 'created', detail: { reference: row.reference } });
    return loadLease(tx, row);
  });
}

function rethrowApplicationClash(err: unknown): never {
  if (uniqueViolation(err)?.includes('leases_application_live_idx')) throw conflict(M.applicationHasLease);
  throw err;
}

async function assertApplicationFree(tx: DbOrTx, applicationId: string) {
  const [app] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId));
  if (!app) throw badRequest(M.applicationInvalid, { application_id: M.applicationInvalid });
  const [live] = await tx
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.applicationId, applicationId), ne(leases.status, 'cancelled')))
    .limit(1);
  if (live) throw conflict(M.applicationHasLease);
}

/**
 * PUT: a draft is edited in place; a lease out for signature goes back to draft and its live
 * signatures are voided with the reason of ADR 0034 (the answer says how many). A signed, active,
 * ended or cancelled lease is a 409. The row lock orders this edit and a resident's signature.
 */
export async function updateLease(db: Db, id: string, data: LeaseData, actor: LeaseActor): Promise<LeaseUpdateResult> {
  return db.transaction(async (tx) => {
    const row = await lockLease(tx, id);
    if (row.status !== 'draft' && row.status !== 'out_for_signature') throw conflict(M.onlyDraftEditable);
    const property = await propertyCopy(tx, data.property_id);
    if (data.application_id && data.application_id !== row.applicationId) await assertApplicationFree(tx, data.application_id);
    const now = new Date();
    let voided = 0;
    if (row.status === 'out_for_signature') {
      const rows = await tx
        .update(leaseSignatures)
        .set({ voidedAt: now, voidReason: LEASE_VOID_REASON })
        .where(and(eq(leaseSignatures.leaseId, row.id), isNull(leaseSignatures.voidedAt)))
        .returning({ id: leaseSignatures.id });
      voided = rows.length;
    }
    const [updated] = await tx
      .update(leases)
      .set({ ...termColumns(data), ...property, status: 'draft', updatedBy: actor.id, updatedAt: now })
      .where(eq(leases.id, row.id))
      .returning()
      .catch(rethrowApplicationClash);
    await writeResidentsAndCharges(tx, row.id, data);
    await recordLeaseChange(tx, actor, {
      leaseId: row.id,
      kind: 'updated',
      detail: { returned_to_draft: row.status !== 'draft' },
      at: now,
    });
    if (row.status === 'out_for_signature') {
      await recordLeaseChange(tx, actor, {
        leaseId: row.id,
        kind: 'signatures_voided',
        detail: { count: voided, reason: LEASE_VOID_REASON },
        at: now,
      });
    }
    return { lease: await loadLease(tx, updated!), voided_signatures: voided };
  });
}

/**
 * A draft from an approved application: its property (title, address, rent and deposit in cents),
 * the applicant's name, e-mail and phone. The application form asks no desired move-in date, so
 * the start is the property's available-from date when that is later than today, else today; the
 * end follows the property's lease term in months (none: month-to-month).
 */
export async function leaseFromApplication(db: Db, applicationId: string, actor: LeaseActor): Promise<Lease> {
  if (!isUuid(applicationId)) throw notFound(M.applicationNotFound);
  return db.transaction(async (tx) => {
    const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
    if (!app) throw notFound(M.applicationNotFound);
    if (app.status !== 'approved') throw conflict(M.applicationNotApproved);
    await assertApplicationFree(tx, app.id);
    if (!app.propertyId) throw conflict(M.applicationNoProperty);
    const [p] = await tx.select().from(properties).where(eq(properties.id, app.propertyId));
    if (!p) throw conflict(M.applicationNoProperty);
    const today = officeToday();
    const start = p.availableFrom && p.availableFrom > today ? p.availableFrom : today;
    const row = await insertDraft(tx, {
      ...(await propertyCopy(tx, p.id)),
      applicationId: app.id,
      startDate: start,
      endDate: p.leaseTerm && p.leaseTerm > 0 ? termEnd(start, p.leaseTerm) : null,
      monthlyRentCents: Math.round(Number(p.price) * 100),
      depositCents: Math.round(Number(p.deposit ?? 0) * 100),
      dueDay: 1,
      graceDays: 5,
      lateFeeType: 'flat',
      lateFeeAmount: 0,
      lateFeeCapCents: null,
      createdBy: actor.id,
      updatedBy: actor.id,
    }).catch(rethrowApplicationClash);
    await tx
      .insert(leaseResidents)
      .values({ leaseId: row.id, position: 0, fullName: app.fullName, email: app.email.toLowerCase(), phone: app.phoneNumber });
    await recordLeaseChange(tx, actor, {
      leaseId: row.id,
      kind: 'created',
      detail: { reference: row.reference, application: app.reference },
    });
    return loadLease(tx, row);
  });
}

/**
 * A renewal offer (issue 32 item 6): a draft with `renewal_of`, the same residents, charges and
 * terms, the new term and rent; by default it starts the day after the current lease ends. It is
 * sent and signed like any lease (signing it is the resident's acceptance).
 */
export async function offerRenewal(db: Db, id: string, input: LeaseRenewalInput, actor: LeaseActor): Promise<Lease> {
  return db.transaction(async (tx) => {
    const current = await lockLease(tx, id);
    if (current.status !== 'active') throw conflict(M.renewalNotActive);
    const [existing] = await tx
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.renewalOf, current.id), inArray(leases.status, ['draft', 'out_for_signature', 'signed', 'active'])))
      .limit(1);
    if (existing) throw conflict(M.renewalExists);
    const start = input.start_date ?? (current.endDate ? addDays(current.endDate, 1) : null);
    if (!start) throw badRequest(M.renewalStartRequired, { start_date: M.renewalStartRequired });
    if (current.endDate && start <= current.endDate) throw badRequest(M.renewalStartBeforeEnd, { start_date: M.renewalStartBeforeEnd });
    if (input.end_date && input.end_date <= start) throw badRequest(M.endBeforeStart, { end_date: M.endBeforeStart });
    const [people, charges] = await Promise.all([
      tx.select().from(leaseResidents).where(eq(leaseResidents.leaseId, current.id)),
      tx.select().from(leaseCharges).where(eq(leaseCharges.leaseId, current.id)),
    ]);
    const row = await insertDraft(tx, {
      propertyId: current.propertyId,
      propertyTitle: current.propertyTitle,
      propertyAddress: current.propertyAddress,
      renewalOf: current.id,
      startDate: start,
      endDate: input.end_date,
      monthlyRentCents: input.monthly_rent_cents,
      depositCents: current.depositCents,
      dueDay: current.dueDay,
      graceDays: current.graceDays,
      lateFeeType: current.lateFeeType,
      lateFeeAmount: current.lateFeeAmount,
      lateFeeCapCents: current.lateFeeCapCents,
      notes: current.notes,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await writeResidentsAndCharges(tx, row.id, {
      residents: [...people]
        .sort((a, b) => a.position - b.position)
        .map((p) => ({ full_name: p.fullName, email: p.email, phone: p.phone })),
      recurring_charges: [...charges]
        .sort((a, b) => a.position - b.position)
        .map((c) => ({ category: c.category, description: c.description, amount_cents: c.amountCents })),
    });
    await recordLeaseChange(tx, actor, {
      leaseId: row.id,
      kind: 'created',
      detail: { reference: row.reference, renewal_of: current.reference },
    });
    await recordLeaseChange(tx, actor, { leaseId: current.id, kind: 'renewal_offered', detail: { renewal: row.reference } });
    return loadLease(tx, row);
  });
}
