import { describe, expect, it } from 'vitest';
import { endsInText, lateFeeText, residentNames, termText } from './leaseText';
import { formatCents, ordinal } from '../../../lib/format';

describe('termText', () => {
  it('prints a fixed term from start to end', () => {
    expect(termText('2027-01-01', '2027-12-31')).toBe('Jan 1, 2027 – Dec 31, 2027');
  });
  it('says month-to-month without an end date', () => {
    expect(termText('2027-01-01', null)).toBe('Jan 1, 2027 – Month-to-month');
  });
});

describe('endsInText', () => {
  it('counts the days left on a running lease', () => {
    expect(endsInText(45, 'active')).toBe('45 days');
    expect(endsInText(1, 'signed')).toBe('1 day');
    expect(endsInText(0, 'active')).toBe('Today');
  });
  it('says how long ago a passed end date was', () => {
    expect(endsInText(-3, 'active')).toBe('3 days ago');
  });
  it('has nothing to say for month-to-month or a finished lease', () => {
    expect(endsInText(null, 'active')).toBe('—');
    expect(endsInText(20, 'ended')).toBe('—');
    expect(endsInText(20, 'cancelled')).toBe('—');
  });
});

describe('formatCents and residentNames', () => {
  it('formats integer cents as dollars', () => {
    expect(formatCents(125050)).toBe('$1,250.50');
    expect(formatCents(180000)).toBe('$1,800');
  });
  it('joins names with "and"', () => {
    expect(residentNames([{ full_name: 'Ann' }])).toBe('Ann');
    expect(residentNames([{ full_name: 'Ann' }, { full_name: 'Bo' }])).toBe('Ann and Bo');
    expect(residentNames([{ full_name: 'Ann' }, { full_name: 'Bo' }, { full_name: 'Cy' }])).toBe('Ann, Bo and Cy');
  });
});

describe('lateFeeText and ordinal', () => {
  it('describes a flat and a capped percent fee', () => {
    expect(lateFeeText({ type: 'flat', amount: 5000, cap_cents: null }, 5)).toBe('$50 after 5 grace days');
    expect(lateFeeText({ type: 'percent', amount: 250, cap_cents: 7500 }, 1)).toBe('2.5% of the rent, at most $75, after 1 grace day');
    expect(lateFeeText({ type: 'flat', amount: 0, cap_cents: null }, 3)).toBe('No late fee');
  });
  it('writes due days as ordinals', () => {
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
