import type { ResidentLease } from '@rentfront/shared/residents';

/** A resident's lease as the portal's API answers it, for the portal's tests. */
export const testPortalLease = (over: Partial<ResidentLease> = {}): ResidentLease => ({
  id: 'l1',
  reference: 'L-0001',
  status: 'active',
  property_title: 'Maple Flat',
  property_address: '12 Maple St, Albany, NY',
  residents: [],
  start_date: '2026-01-01',
  end_date: null,
  monthly_rent_cents: 150000,
  deposit_cents: 150000,
  due_day: 1,
  grace_days: 5,
  late_fee: { type: 'flat', amount: 5000, cap_cents: null },
  recurring_charges: [],
  document: null,
  renewal_of: null,
  needs_my_signature: false,
  my_signed_at: null,
  consent: { version: 'v', text: [] },
  ...over,
});
