import { describe, expect, it } from 'vitest';
import { parseDollars } from './dollars';

describe('parseDollars', () => {
  it('reads dollars and cents exactly, without float error', () => {
    expect(parseDollars('12.30')).toBe(1230);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars('4.35')).toBe(435);
  });
  it('takes a dollar sign, thousands commas, a lone point and spaces around', () => {
    expect(parseDollars(' $1,250.5 ')).toBe(125050);
    expect(parseDollars('1250')).toBe(125000);
    expect(parseDollars('1250.')).toBe(125000);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('$ 10')).toBe(1000);
  });
  it('refuses zero, negatives, fractional cents, bad commas, words and absurd amounts', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', '1,23', '12,34.00', 'abc', '1e3', '.', '$', '1 000', '1000001', '9'.repeat(30)]) {
      expect(parseDollars(bad), bad).toBeNull();
    }
    expect(parseDollars('1,000,000.00')).toBe(100_000_000);
  });
});
