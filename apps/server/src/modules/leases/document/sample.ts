// A sample lease (two residents, a percent late fee, a charge) and its certificate: the fixture of
// render.test.ts and of the bench's lease PDF case (tools/bench/scenario-leases.ts).
import { DEFAULT_LEASE_TEMPLATE } from './default-template';
import type { CertificateInput } from './render';
import type { LeaseSnapshot } from './snapshot';

export const SAMPLE_SNAPSHOT: LeaseSnapshot = {
  version: 1,
  drawn_at: '2026-12-03T12:00:00.000Z',
  reference: 'LSE-ABC234',
  office_name: 'Rentfront Property Rentals',
  property_title: 'Lark Street Flat',
  property_address: '12 Lark St, Albany, NY 12207',
  residents: [
    { full_name: 'Ana Díaz', email: 'ana@example.com' },
    { full_name: 'Ben Diaz', email: 'ben@example.com' },
  ],
  start_date: '2027-01-01',
  end_date: '2027-12-31',
  monthly_rent_cents: 150_050,
  deposit_cents: 150_000,
  due_day: 1,
  grace_days: 5,
  late_fee: { type: 'percent', amount: 250, cap_cents: 7_500 },
  charges: [{ category: 'parking', description: 'Space 4', amount_cents: 7_500 }],
  notes: null,
  sections: DEFAULT_LEASE_TEMPLATE,
};

export const SAMPLE_CERTIFICATE: CertificateInput = {
  entries: [
    {
      role: 'resident',
      full_name: 'Ana Díaz',
      signed_at: '2026-12-03T13:00:00.000Z',
      ip: '203.0.113.9',
      user_agent: 'Mozilla/5.0 (iPhone)',
      document_version: 1,
      document_sha256: 'a'.repeat(64),
    },
    {
      role: 'office',
      full_name: 'Pat Manager',
      signed_at: '2026-12-04T10:00:00.000Z',
      ip: '198.51.100.7',
      user_agent: 'Office/1.0',
      document_version: 1,
      document_sha256: 'a'.repeat(64),
    },
  ],
  completed_at: '2026-12-04T10:00:00.000Z',
};
