import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { RESIDENT_ESIGN_CONSENT, type ResidentLease } from '@rentfront/shared/residents';
import type { DbOrTx } from '../../db/client';
import { leaseCharges, leaseResidents, leases, leaseSignatures, type LeaseRow } from '../../db/schema';
import { currentDocumentRow } from '../leases/document/current-document';
import { leaseTermsOf } from '../leases/serialize';
import { liveResidentSignatures } from '../leases/signing';
import { isUuid } from '../../platform/ids';

/**
 * The leases of a resident (ADR 0034): always through lease_residents on the session's resident
 * id, so another resident's lease is simply not found. Drafts stay the office's until sent.
 * A sub-select rather than a join, so a lease with two residents is one row.
 */
function ownLease(db: DbOrTx, residentId: string) {
  const mine = db.select({ id: leaseResidents.leaseId }).from(leaseResidents).where(eq(leaseResidents.residentId, residentId));
  return and(inArray(leases.id, mine), ne(leases.status, 'draft'));
}

/** One of the resident's leases, or undefined (unknown, malformed, a draft or someone else's). */
export async function findOwnLease(db: DbOrTx, residentId: string, leaseId: string): Promise<LeaseRow | undefined> {
  if (!isUuid(leaseId)) return undefined;
  const [row] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.id, leaseId), ownLease(db, residentId)));
  return row;
}

export async function listOwnLeases(db: DbOrTx, residentId: string): Promise<ResidentLease[]> {
  const rows = await db.select().from(leases).where(ownLease(db, residentId)).orderBy(desc(leases.startDate), desc(leases.createdAt));
  return Promise.all(rows.map((row) => toResidentLease(db, row, residentId)));
}

/**
 * The lease a renewal offer renews: its reference, term and rent, which the portal compares the
 * offer with. The offer carries the same household, so these are the resident's own terms.
 */
async function renewedLease(db: DbOrTx, id: string | null) {
  if (!id) return undefined;
  const [row] = await db
    .select({
      id: leases.id,
      reference: leases.reference,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRentCents: leases.monthlyRentCents,
    })
    .from(leases)
    .where(eq(leases.id, id));
  return row;
}

/** The lease as its resident sees it: terms, who signed the current version, its document. */
export async function toResidentLease(db: DbOrTx, lease: LeaseRow, residentId: string): Promise<ResidentLease> {
  const [people, charges, signatures, doc, renewed] = await Promise.all([
    db.select().from(leaseResidents).where(eq(leaseResidents.leaseId, lease.id)).orderBy(asc(leaseResidents.position)),
    db.select().from(leaseCharges).where(eq(leaseCharges.leaseId, lease.id)).orderBy(asc(leaseCharges.position)),
    db
      .select({ leaseResidentId: leaseSignatures.leaseResidentId, signedAt: leaseSignatures.signedAt })
      .from(leaseSignatures)
      .where(liveResidentSignatures(lease)),
    currentDocumentRow(db, lease.id, lease.documentVersion),
    renewedLease(db, lease.renewalOf),
  ]);
  const signedAt = new Map(signatures.map((s) => [s.leaseResidentId, s.signedAt]));
  const me = people.find((p) => p.residentId === residentId);
  const mySignedAt = me ? (signedAt.get(me.id) ?? null) : null;
  return {
    id: lease.id,
    reference: lease.reference,
    status: lease.status,
    property_title: lease.propertyTitle,
    property_address: lease.propertyAddress,
    residents: people.map((p) => ({ full_name: p.fullName, signed: signedAt.has(p.id) })),
    ...leaseTermsOf(lease),
    recurring_charges: charges.map((c) => ({ category: c.category, description: c.description, amount_cents: c.amountCents })),
    document: doc
      ? { version: doc.version, kind: doc.kind, sha256: doc.sha256, size_bytes: doc.sizeBytes, created_at: doc.createdAt.toISOString() }
      : null,
    renewal_of: renewed
      ? {
          id: renewed.id,
          reference: renewed.reference,
          start_date: renewed.startDate,
          end_date: renewed.endDate,
          monthly_rent_cents: renewed.monthlyRentCents,
        }
      : null,
    needs_my_signature: lease.status === 'out_for_signature' && me !== undefined && mySignedAt === null,
    my_signed_at: mySignedAt?.toISOString() ?? null,
    consent: { version: RESIDENT_ESIGN_CONSENT.version, text: [...RESIDENT_ESIGN_CONSENT.text] },
  };
}
