// What a lease document is drawn from (ADR 0034): the template sections and the terms as they were
// when the lease was sent, kept in lease_documents.snapshot so the same bytes can be drawn again.
import type { LateFee, LeaseChargeCategory, LeaseTemplateSection } from '@rentfront/shared/leases';
import type { LeaseChargeRow, LeaseResidentRow, LeaseRow } from '../../../db/schema';
import { leaseTermsOf } from '../serialize';

export interface LeaseSnapshot {
  version: number;
  /** The document's creation date (ISO): fixed, so two renders of one snapshot are identical. */
  drawn_at: string;
  reference: string;
  office_name: string;
  property_title: string | null;
  property_address: string | null;
  residents: { full_name: string; email: string }[];
  start_date: string;
  end_date: string | null;
  monthly_rent_cents: number;
  deposit_cents: number;
  due_day: number;
  grace_days: number;
  late_fee: LateFee;
  charges: { category: LeaseChargeCategory; description: string; amount_cents: number }[];
  notes: string | null;
  sections: LeaseTemplateSection[];
}

/** One signing event as the certificate page lists it (IP and user agent opened from their ciphertext). */
export interface CertificateEntry {
  role: 'resident' | 'office';
  full_name: string;
  signed_at: string;
  ip: string | null;
  user_agent: string | null;
  document_version: number;
  document_sha256: string;
}

export function leaseSnapshot(input: {
  lease: LeaseRow;
  residents: LeaseResidentRow[];
  charges: LeaseChargeRow[];
  sections: LeaseTemplateSection[];
  officeName: string;
  version: number;
  drawnAt: Date;
}): LeaseSnapshot {
  const { lease } = input;
  return {
    version: input.version,
    drawn_at: input.drawnAt.toISOString(),
    reference: lease.reference,
    office_name: input.officeName,
    property_title: lease.propertyTitle,
    property_address: lease.propertyAddress,
    residents: input.residents.map((r) => ({ full_name: r.fullName, email: r.email })),
    ...leaseTermsOf(lease),
    charges: input.charges.map((c) => ({ category: c.category, description: c.description, amount_cents: c.amountCents })),
    notes: lease.notes,
    sections: input.sections.map((s) => ({ heading: s.heading, body: s.body })),
  };
}
