import { describe, expect, it } from 'vitest';
import { lateFeeText, termText } from './leaseFormat';

describe('lease terms as text', () => {
  it('reads a fixed term and a month-to-month one', () => {
    expect(termText({ start_date: '2026-01-01', end_date: '2026-12-31' })).toBe('Jan 1, 2026 to Dec 31, 2026');
    expect(termText({ start_date: '2026-01-01', end_date: null })).toBe('From Jan 1, 2026, month to month');
  });

  it('reads flat and percent late fees, with and without a cap', () => {
    expect(lateFeeText({ type: 'flat', amount: 5000, cap_cents: null })).toBe('$50');
    expect(lateFeeText({ type: 'percent', amount: 500, cap_cents: 10050 })).toBe('5 % of the rent, at most $100.50');
  });
});
