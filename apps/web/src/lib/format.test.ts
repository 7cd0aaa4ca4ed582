import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatRelativeDate, formatUsDate, todayLocalIso } from './format';

describe('format', () => {
  it('formats dollars without cents for whole amounts and with two decimals otherwise', () => {
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(1250.5)).toBe('$1,250.50');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney('abc')).toBe('N/A');
  });

  it('reads YYYY-MM-DD as a local date so it never shifts a day', () => {
    expect(formatUsDate('2026-03-01')).toBe('3/1/2026');
    expect(formatUsDate('')).toBe('N/A');
  });

  it('says Today, Yesterday, N days ago up to 7, then a short date', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(formatRelativeDate(new Date(2026, 10, 22, 1, 0), now)).toBe('Today');
    expect(formatRelativeDate(new Date(2026, 10, 21, 23, 0), now)).toBe('Yesterday');
    expect(formatRelativeDate(new Date(2026, 10, 15, 12, 0), now)).toBe('7 days ago');
    expect(formatRelativeDate(new Date(2026, 10, 14, 12, 0), now)).toBe('Nov 14, 2026');
  });

  it('rounds and separates thousands', () => {
    expect(formatNumber(1234.6)).toBe('1,235');
    expect(formatNumber(undefined)).toBe('N/A');
  });

  it('gives the local date for today', () => {
    expect(todayLocalIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
