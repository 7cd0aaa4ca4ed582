import { describe, expect, it } from 'vitest';
import { siteYear } from './siteYear';
import {
  formatDateTime,
  formatMoney,
  formatNumber,
  formatRelativeDate,
  formatShortDate,
  formatUsDate,
  telHref,
  todayLocalIso,
} from './format';
import { balanceText, formatCents, ordinal } from './money';

describe('format', () => {
  it('formats dollars without cents for whole amounts and with two decimals otherwise', () => {
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(1250.5)).toBe('$1,250.50');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney('abc')).toBe('N/A');
  });

  // The lease screens (office and portal) print rent and fees in integer cents and due days as ordinals.
  it('formats integer cents as dollars, without cents for whole amounts', () => {
    expect(formatCents(125050)).toBe('$1,250.50');
    expect(formatCents(180000)).toBe('$1,800');
  });

  it('says which way a balance goes', () => {
    expect(balanceText(55_000)).toBe('$550 owed');
    expect(balanceText(-20_050)).toBe('$200.50 credit');
    expect(balanceText(0)).toBe('Paid up');
  });

  it('writes due days as English ordinals', () => {
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

  it('reads YYYY-MM-DD as a local date so it never shifts a day', () => {
    expect(formatUsDate('2026-03-01')).toBe('3/1/2026');
    expect(formatUsDate('')).toBe('N/A');
  });

  it('says Today, Yesterday, N days ago up to 7, then a short date, by the New York calendar', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // 3 PM in New York
    expect(formatRelativeDate('2026-11-22T06:00:00Z', now)).toBe('Today');
    expect(formatRelativeDate('2026-11-22T03:00:00Z', now)).toBe('Yesterday'); // 10 PM on the 21st there
    expect(formatRelativeDate('2026-11-15T17:00:00Z', now)).toBe('7 days ago');
    expect(formatRelativeDate('2026-11-14T17:00:00Z', now)).toBe('Nov 14, 2026');
    expect(formatRelativeDate('not a date', now)).toBe('N/A');
  });

  it('prints a timestamp in the site zone whatever zone the machine runs in, so server HTML and hydration agree', () => {
    // 02:00 UTC on the 27th is the evening of the 26th in New York; a UTC server used to print the 27th.
    expect(formatShortDate('2026-11-27T02:00:00Z')).toBe('Nov 26, 2026');
    expect(formatUsDate('2026-11-27T02:00:00.000Z')).toBe('11/26/2026');
    expect(formatDateTime('2026-07-04T16:05:00Z')).toBe('Jul 4, 2026, 12:05 PM');
    // A calendar date stays its day in every zone.
    expect(formatShortDate('2026-03-01')).toBe('Mar 1, 2026');
    // New Year's Eve in New York is already the new year in UTC.
    expect(siteYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
  });

  it('rounds and separates thousands', () => {
    expect(formatNumber(1234.6)).toBe('1,235');
    expect(formatNumber(undefined)).toBe('N/A');
  });

  it('gives the local date for today', () => {
    expect(todayLocalIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('dials only the digits and the plus of a phone number', () => {
    expect(telHref('+1 (518) 555-0177')).toBe('tel:+15185550177');
    expect(telHref('518.555.0100 ext')).toBe('tel:5185550100');
  });
});
