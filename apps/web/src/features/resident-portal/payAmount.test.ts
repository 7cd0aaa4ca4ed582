import { describe, expect, it } from 'vitest';
import { parsePayAmount, prefillAmount } from './payAmount';

describe('pay amount', () => {
  it('reads US dollars into cents', () => {
    expect(parsePayAmount('1,250.5', 150_000)).toEqual({ cents: 125_050 });
    expect(parsePayAmount('$12', 0)).toEqual({ cents: 1_200 });
    expect(parsePayAmount('0.01', 0)).toEqual({ cents: 1 });
  });
  it('refuses zero, negative, fractional cents and absurd amounts', () => {
    for (const bad of ['0', '-5', '1.005', 'abc', '', '99999999']) expect(parsePayAmount(bad, 150_000)).toHaveProperty('error');
  });
  it('prefills the balance', () => {
    expect(prefillAmount(150_000)).toBe('1500.00');
    expect(prefillAmount(-100)).toBe('');
  });
});
