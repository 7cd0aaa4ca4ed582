import { describe, expect, it } from 'vitest';
import { renewalOfText, renewalRows, rentChangeText } from './renewal';
import { testPortalLease } from './testPortalLease';

const current = { id: 'l0', reference: 'LSE-000123', start_date: '2026-01-01', end_date: '2026-12-31', monthly_rent_cents: 150000 };

describe('renewal offer texts', () => {
  it('compares the new term and rent with the current ones', () => {
    const offer = testPortalLease({ start_date: '2027-01-01', end_date: '2027-12-31', monthly_rent_cents: 157500, renewal_of: current });
    expect(renewalOfText(offer)).toBe('Renewal of LSE-000123');
    expect(renewalRows(offer)).toEqual([
      { label: 'Term', current: 'Jan 1, 2026 to Dec 31, 2026', offered: 'Jan 1, 2027 to Dec 31, 2027' },
      { label: 'Monthly rent', current: '$1,500', offered: '$1,575 ($75 more a month)' },
    ]);
  });

  it('says less, the same, or nothing for a lease that renews none', () => {
    expect(rentChangeText(150000, 140000)).toBe('$100 less a month');
    expect(rentChangeText(150000, 150000)).toBe('The same rent');
    expect(renewalOfText(testPortalLease())).toBeNull();
    expect(renewalRows(testPortalLease())).toEqual([]);
  });
});
