import { describe, expect, it } from 'vitest';
import { AGING_LABELS, agingBucket, defaultIncomeRange, incomeRangeFromParams, reportHref } from './reportFilters';

describe('agingBucket', () => {
  it('puts the edges of each bucket where the report names them', () => {
    const cases: [number, string][] = [
      [-3, 'Current'],
      [0, 'Current'],
      [1, '1–30 days'],
      [30, '1–30 days'],
      [31, '31–60 days'],
      [60, '31–60 days'],
      [61, '61–90 days'],
      [90, '61–90 days'],
      [91, '90+ days'],
      [400, '90+ days'],
    ];
    for (const [days, label] of cases) expect(AGING_LABELS[agingBucket(days)], String(days)).toBe(label);
  });
});

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

describe('reportHref', () => {
  it('builds the screen and CSV addresses with only the filters set', () => {
    expect(reportHref('income', { from: '2026-01-01', to: '2026-12-03' }, true)).toBe(
      '/api/admin/reports/income.csv?from=2026-01-01&to=2026-12-03',
    );
    expect(reportHref('rent-roll', { property_id: undefined })).toBe('/api/admin/reports/rent-roll');
  });
});
