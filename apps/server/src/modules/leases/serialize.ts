// Lease rows → the API's shapes (packages/shared/src/lease-answers.ts).
import type { Lease, LeaseListItem } from '@rentfront/shared/lease-answers';
import type { LeaseChargeRow, LeaseDocumentRow, LeaseEventRow, LeaseResidentRow, LeaseRow, LeaseSignatureRow } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything the detail answer carries beside the lease row. */
export interface LeaseParts {
  residents: LeaseResidentRow[];
  charges: LeaseChargeRow[];
  signatures: LeaseSignatureRow[];
  documents: LeaseDocumentRow[];
  events: LeaseEventRow[];
}

/** Days from `today` to `endDate` (YYYY-MM-DD); null for month-to-month. */
export function daysUntil(today: string, endDate: string | null): number | null {
  if (!endDate) return null;
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The dates and money of a lease, written alike by the office's answer, the resident's answer and
 * the document snapshot (what residents sign is what both screens show).
 */
export function leaseTermsOf(row: LeaseRow) {
  return {
    start_date: row.startDate,
    end_date: row.endDate,
    monthly_rent_cents: row.monthlyRentCents,
    deposit_cents: row.depositCents,
    due_day: row.dueDay,
    grace_days: row.graceDays,
    late_fee: { type: row.lateFeeType, amount: row.lateFeeAmount, cap_cents: row.lateFeeCapCents },
  };
}

export function toLease(row: LeaseRow, parts: LeaseParts): Lease {
  // A resident has signed when a live signature of the current version is theirs.
  const signedBy = new Map(
    parts.signatures
      .filter((s) => s.role === 'resident' && !s.voidedAt && s.documentVersion === row.documentVersion && s.leaseResidentId)
      .map((s) => [s.leaseResidentId!, s.signedAt.toISOString()]),
  );
  return {
    id: row.id,
    reference: row.reference,
    property_id: row.propertyId,
    property_title: row.propertyTitle,
    property_address: row.propertyAddress,
    application_id: row.applicationId,
    renewal_of: row.renewalOf,
    status: row.status,
    residents: parts.residents.map((r) => ({
      id: r.id,
      full_name: r.fullName,
      email: r.email,
      phone: r.phone,
      resident_id: r.residentId,
      signed_at: signedBy.get(r.id) ?? null,
    })),
    ...leaseTermsOf(row),
    recurring_charges: parts.charges.map((c) => ({
      id: c.id,
      category: c.category,
      description: c.description,
      amount_cents: c.amountCents,
    })),
    notes: row.notes,
    document_version: row.documentVersion,
    move_out_date: row.moveOutDate,
    sent_at: iso(row.sentAt),
    signed_at: iso(row.signedAt),
    countersigned_at: iso(row.countersignedAt),
    activated_at: iso(row.activatedAt),
    ended_at: iso(row.endedAt),
    cancelled_at: iso(row.cancelledAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // IP and user agent stay encrypted: the certificate page is the only place they are opened.
    signatures: parts.signatures.map((s) => ({
      id: s.id,
      role: s.role,
      full_name: s.fullName,
      resident_id: s.residentId,
      staff_id: s.staffId,
      document_version: s.documentVersion,
      document_sha256: s.documentSha256,
      consent_version: s.consentVersion,
      signed_at: s.signedAt.toISOString(),
      voided_at: iso(s.voidedAt),
      void_reason: s.voidReason,
    })),
    documents: parts.documents.map((d) => ({
      id: d.id,
      version: d.version,
      kind: d.kind,
      sha256: d.sha256,
      size_bytes: d.sizeBytes,
      created_at: d.createdAt.toISOString(),
    })),
    timeline: parts.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actor: e.actor,
      detail: e.detail,
      at: e.at.toISOString(),
    })),
  };
}

export function toLeaseListItem(row: LeaseRow, residents: { fullName: string; email: string }[], today: string): LeaseListItem {
  return {
    id: row.id,
    reference: row.reference,
    property_id: row.propertyId,
    property_title: row.propertyTitle,
    property_address: row.propertyAddress,
    status: row.status,
    residents: residents.map((r) => ({ full_name: r.fullName, email: r.email })),
    start_date: row.startDate,
    end_date: row.endDate,
    monthly_rent_cents: row.monthlyRentCents,
    ends_in_days: daysUntil(today, row.endDate),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
