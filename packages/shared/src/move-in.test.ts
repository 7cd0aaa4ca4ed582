import { describe, expect, it } from 'vitest';
import { knownAccessibilityFeatures } from './accessibility-features';
import { isStaleAvailableFrom, leaseTermsText, moveInText, parseLeaseTerm, sortLeaseTerms } from './move-in';

describe('move-in dates and lease terms', () => {
  it('reads a lease term as months 1–60 or mtm, and nothing else', () => {
    expect(['12', ' 6 ', '12 months', '1 month', 'MTM', 'month-to-month', 60].map(parseLeaseTerm)).toEqual([
      '12',
      '6',
      '12',
      '1',
      'mtm',
      'mtm',
      '60',
    ]);
    expect(['0', '61', '999', 'weekly', '-3', '1.5', '', undefined, null].map(parseLeaseTerm)).toEqual(Array(9).fill(undefined));
  });

  it('orders terms shortest first, month-to-month last, each once, and says them in words', () => {
    expect(sortLeaseTerms(['mtm', '24', '6', '12', '6'])).toEqual(['6', '12', '24', 'mtm']);
    expect(leaseTermsText(['1', '12', 'mtm'])).toBe('1 month, 12 months, Month-to-month');
    expect(leaseTermsText([])).toBeUndefined();
  });

  it('says when a home is free: now, from a date ahead, or nothing for an unavailable home without one', () => {
    expect(moveInText(null, '2027-01-10', true)).toBe('Available now');
    expect(moveInText('2027-01-10', '2027-01-10', true)).toBe('Available now');
    expect(moveInText('2027-02-01', '2027-01-10', true)).toBe('Available from February 1, 2027');
    expect(moveInText('2027-02-01', '2027-01-10', false)).toBe('Available from February 1, 2027');
    expect(moveInText(null, '2027-01-10', false)).toBeUndefined();
    expect(moveInText('2026-12-01', '2027-01-10', false)).toBeUndefined();
  });

  it('calls a date more than a year before today stale, and a year ago exactly not', () => {
    expect(isStaleAvailableFrom('2026-01-10', '2027-01-10')).toBe(false);
    expect(isStaleAvailableFrom('2026-01-09', '2027-01-10')).toBe(true);
    expect(isStaleAvailableFrom('2027-06-01', '2027-01-10')).toBe(false);
  });

  it('keeps the known accessibility features, in the fixed order, each once', () => {
    expect(knownAccessibilityFeatures(['Grab_Bars', 'moat', 'elevator', 'grab_bars', ''])).toEqual(['elevator', 'grab_bars']);
  });
});
