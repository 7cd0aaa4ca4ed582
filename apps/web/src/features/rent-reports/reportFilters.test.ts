import { describe, expect, it } from 'vitest';
import { defaultIncomeRange, exportQuery, incomeRangeFromParams, monthLabel, officeTodayIso } from './reportFilters';

describe('income range in the address', () => {
  it('defaults to twelve months ending today, across a year change', () => {
    expect(defaultIncomeRange('2026-12-03')).toEqual({ from: '2026-01-01', to: '2026-12-03' });
    expect(defaultIncomeRange('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });
  it('keeps a valid range and ignores a bad or reversed one', () => {
    const today = '2026-12-03';
    expect(incomeRangeFromParams(new URLSearchParams('from=2026-02-01&to=2026-02-28'), today)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(incomeRangeFromParams(new URLSearchParams('from=2026-02-30&to=2026-03-01'), today)).toEqual(defaultIncomeRange(today));
    expect(incomeRangeFromParams(new URLSearchParams('from=2026-05-01&to=2026-04-01'), today)).toEqual(defaultIncomeRange(today));
    expect(incomeRangeFromParams(new URLSearchParams(''), today)).toEqual(defaultIncomeRange(today));
  });
});

describe('the words of the figures', () => {
  it('names a month and the office’s day in the site’s zone, not the machine’s', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
    // 03:00 UTC on 1 December is still 30 November in New York.
    expect(officeTodayIso(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
  });
});

describe('exportQuery', () => {
  it('keeps the filters and sort on screen and drops the page and blanks', () => {
    expect(exportQuery({ search: 'maple', status: undefined, balance: '', sort: 'balance', dir: 'desc', limit: 25, offset: 50 })).toEqual({
      search: 'maple',
      sort: 'balance',
      dir: 'desc',
    });
  });
});
