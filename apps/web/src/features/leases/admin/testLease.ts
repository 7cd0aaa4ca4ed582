import type { Lease, LeaseListItem } from '@rentfront/shared/lease-answers';

// A lease as the API answers it, for the section's render tests.

export const PROPERTY_ID = '8a6e0804-2bd0-4672-b79d-d97027f9071b';

export function testLease(over: Partial<Lease> = {}): Lease {
  return {
    id: 'l1',
    reference: 'LSE-ABC123',
    property_id: PROPERTY_ID,
    property_title: 'Maple Cottage',
    property_address: '12 Maple St, Albany, NY',
    application_id: null,
    renewal_of: null,
    status: 'draft',
    residents: [{ id: 'lr1', full_name: 'Maria Lopez', email: 'maria@example.com', phone: null, resident_id: null, signed_at: null }],
    start_date: '2027-01-01',
    end_date: '2027-12-31',
    monthly_rent_cents: 125050,
    deposit_cents: 125000,
    due_day: 1,
    grace_days: 5,
    late_fee: { type: 'flat', amount: 5000, cap_cents: null },
    recurring_charges: [],
    notes: null,
    document_version: 0,
    move_out_date: null,
    sent_at: null,
    signed_at: null,
    countersigned_at: null,
    activated_at: null,
    ended_at: null,
    cancelled_at: null,
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-01T10:00:00.000Z',
    signatures: [],
    documents: [],
    timeline: [{ id: 'e1', kind: 'created', actor: 'Mo Manager', detail: { reference: 'LSE-ABC123' }, at: '2026-12-01T10:00:00.000Z' }],
    ...over,
  };
}

export function testRow(over: Partial<LeaseListItem> = {}): LeaseListItem {
  const l = testLease();
  return {
    id: l.id,
    reference: l.reference,
    property_id: l.property_id,
    property_title: l.property_title,
    property_address: l.property_address,
    status: 'active',
    residents: [{ full_name: 'Maria Lopez', email: 'maria@example.com' }],
    start_date: l.start_date,
    end_date: l.end_date,
    monthly_rent_cents: l.monthly_rent_cents,
    ends_in_days: 45,
    created_at: l.created_at,
    updated_at: l.updated_at,
    ...over,
  };
}
