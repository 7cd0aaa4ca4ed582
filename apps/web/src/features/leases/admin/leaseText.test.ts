import { describe, expect, it } from 'vitest';
import { endsInText, lateFeeText, residentNames, termText } from './leaseText';

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

describe('residentNames', () => {
  it('joins names with "and"', () => {
    expect(residentNames([{ full_name: 'Ann' }])).toBe('Ann');
    expect(residentNames([{ full_name: 'Ann' }, { full_name: 'Bo' }])).toBe('Ann and Bo');
    expect(residentNames([{ full_name: 'Ann' }, { full_name: 'Bo' }, { full_name: 'Cy' }])).toBe('Ann, Bo and Cy');
  });
});

describe('lateFeeText', () => {
  it('describes a flat and a capped percent fee', () => {
    expect(lateFeeText({ type: 'flat', amount: 5000, cap_cents: null }, 5)).toBe('$50 after 5 grace days');
    expect(lateFeeText({ type: 'percent', amount: 250, cap_cents: 7500 }, 1)).toBe('2.5% of the rent, at most $75, after 1 grace day');
    expect(lateFeeText({ type: 'flat', amount: 0, cap_cents: null }, 3)).toBe('No late fee');
  });
});
