// Writing a lease's terms (create, edit, from an application, renewal): the lease row's columns,
// its residents and its charges, replaced as a whole.
import { eq } from 'drizzle-orm';
import { LEASE_MESSAGES as M, LEASE_REFERENCE_PREFIX, type LeaseData } from '@rentfront/shared/leases';
import type { DbOrTx } from '../../db/client';
import { leaseCharges, leaseResidents, leases, properties, type LeaseRow } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { newHumanReference } from '../applications/reference';

/** The property's title and address, copied onto the lease (it may be deleted later). */
export async function propertyCopy(db: DbOrTx, propertyId: string) {
  const [p] = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      pincode: properties.pincode,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!p) throw badRequest(M.propertyNotFound, { property_id: M.propertyNotFound });
  return { propertyId: p.id, propertyTitle: p.title, propertyAddress: `${p.address}, ${p.city}, ${p.state} ${p.pincode}` };
}

/** The lease columns of a set of terms (the property's copy is added by the caller). */
export function termColumns(data: LeaseData) {
  return {
    applicationId: data.application_id,
    startDate: data.start_date,
    endDate: data.end_date,
    monthlyRentCents: data.monthly_rent_cents,
    depositCents: data.deposit_cents,
    dueDay: data.due_day,
    graceDays: data.grace_days,
    lateFeeType: data.late_fee.type,
    lateFeeAmount: data.late_fee.amount,
    lateFeeCapCents: data.late_fee.cap_cents,
    notes: data.notes,
  };
}

/** Replaces the residents and charges of a lease with those of `data`, in order. */
export async function writeResidentsAndCharges(db: DbOrTx, leaseId: string, data: Pick<LeaseData, 'residents' | 'recurring_charges'>) {
  await db.delete(leaseResidents).where(eq(leaseResidents.leaseId, leaseId));
  await db.delete(leaseCharges).where(eq(leaseCharges.leaseId, leaseId));
  await db
    .insert(leaseResidents)
    .values(data.residents.map((r, position) => ({ leaseId, position, fullName: r.full_name, email: r.email, phone: r.phone })));
  if (data.recurring_charges.length) {
    await db.insert(leaseCharges).values(
      data.recurring_charges.map((c, position) => ({
        leaseId,
        position,
        category: c.category,
        description: c.description,
        amountCents: c.amount_cents,
      })),
    );
  }
}

/** Inserts a draft lease with a fresh LSE- reference (32^6 of them; the unique index is the backstop). */
export async function insertDraft(db: DbOrTx, values: Omit<typeof leases.$inferInsert, 'reference' | 'status'>): Promise<LeaseRow> {
  const [row] = await db
    .insert(leases)
    .values({ ...values, reference: newHumanReference(LEASE_REFERENCE_PREFIX.replace('-', '')), status: 'draft' })
    .returning();
  return row!;
}
