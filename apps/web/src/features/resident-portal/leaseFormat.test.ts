import { describe, expect, it } from 'vitest';
import { lateFeeText, termText } from './leaseFormat';
import { ordinal } from '../../lib/format';

describe('lease terms as text', () => {
  it('reads a fixed term and a month-to-month one', () => {
    expect(termText({ start_date: '2026-01-01', end_date: '2026-12-31' })).toBe('Jan 1, 2026 to Dec 31, 2026');
    expect(termText({ start_date: '2026-01-01', end_date: null })).toBe('From Jan 1, 2026, month to month');
  });

  it('reads flat and percent late fees, with and without a cap', () => {
    expect(lateFeeText({ type: 'flat', amount: 5000, cap_cents: null })).toBe('$50');
    expect(lateFeeText({ type: 'percent', amount: 500, cap_cents: 10050 })).toBe('5 % of the rent, at most $100.50');
  });

  it('gives due days their English ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 28].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '28th',
    ]);
  });
});
