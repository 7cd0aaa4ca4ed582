import { describe, expect, it } from 'vitest';
import { balanceText, formatCents, ordinal } from './money';

describe('amounts in cents', () => {
  it('writes cents as dollars', () => {
    expect(formatCents(125_050)).toBe('$1,250.50');
    expect(formatCents(55_000)).toBe('$550');
  });
  it('says which way a balance goes', () => {
    expect(balanceText(55_000)).toBe('$550 owed');
    expect(balanceText(-20_050)).toBe('$200.50 credit');
    expect(balanceText(0)).toBe('Paid up');
  });
  it('names the due day', () => {
    expect(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '28th']).toEqual([1, 2, 3, 4, 11, 12, 13, 21, 28].map(ordinal));
  });
});
