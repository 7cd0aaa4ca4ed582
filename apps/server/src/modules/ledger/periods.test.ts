import { describe, expect, it } from 'vitest';
import { duePeriods, lateFeeCents, periodLabel, prorate } from './periods';

const terms = { startDate: '2027-01-01', endDate: '2027-12-31', moveOutDate: null, dueDay: 1, monthlyRentCents: 150_000 };

describe('duePeriods', () => {
  it('lists the months due by the office day, none before the due day', () => {
    expect(duePeriods(terms, '2026-12-31')).toEqual([]);
    expect(duePeriods(terms, '2027-01-01').map((p) => p.period)).toEqual(['2027-01']);
    expect(duePeriods(terms, '2027-03-15').map((p) => p.dueDate)).toEqual(['2027-01-01', '2027-02-01', '2027-03-01']);
  });

  it('dates a first month that starts after the due day on its start date, with its days', () => {
    const [first, second] = duePeriods({ ...terms, startDate: '2027-01-15', dueDay: 5 }, '2027-02-05');
    expect(first).toEqual({ period: '2027-01', dueDate: '2027-01-15', daysInTerm: 17, daysInMonth: 31 });
    expect(second).toEqual({ period: '2027-02', dueDate: '2027-02-05', daysInTerm: 28, daysInMonth: 28 });
  });

  it('stops at the end of the term or the move-out, and prorates the last month', () => {
    const periods = duePeriods({ ...terms, endDate: '2027-03-10' }, '2027-12-01');
    expect(periods.map((p) => [p.period, p.daysInTerm])).toEqual([
      ['2027-01', 31],
      ['2027-02', 28],
      ['2027-03', 10],
    ]);
    expect(duePeriods({ ...terms, endDate: null, moveOutDate: '2027-02-14' }, '2027-12-01').map((p) => p.period)).toEqual([
      '2027-01',
      '2027-02',
    ]);
  });

  it('runs on for a month-to-month lease', () => {
    expect(duePeriods({ ...terms, endDate: null }, '2029-12-31')).toHaveLength(36);
  });
});

describe('prorate', () => {
  it('charges whole months whole and part months by day, half up to the cent', () => {
    expect(prorate(150_000, { daysInTerm: 31, daysInMonth: 31 })).toBe(150_000);
    // 150,000 × 17 / 31 = 82,258.06… → 82,258
    expect(prorate(150_000, { daysInTerm: 17, daysInMonth: 31 })).toBe(82_258);
    // 100,001 × 1 / 2 = 50,000.5 → 50,001 (half up)
    expect(prorate(100_001, { daysInTerm: 1, daysInMonth: 2 })).toBe(50_001);
  });
});

describe('lateFeeCents', () => {
  it('takes a flat fee, or a percent of the rent in basis points', () => {
    expect(lateFeeCents({ type: 'flat', amount: 5_000, capCents: null }, 150_000)).toBe(5_000);
    expect(lateFeeCents({ type: 'percent', amount: 500, capCents: null }, 150_000)).toBe(7_500);
  });

  it('holds the fee to the lease cap and the state caps, whichever is lowest', () => {
    const rule = { type: 'percent' as const, amount: 1_000, capCents: 12_000 };
    expect(lateFeeCents(rule, 150_000)).toBe(12_000);
    expect(lateFeeCents(rule, 150_000, { max_cents: 10_000 })).toBe(10_000);
    expect(lateFeeCents(rule, 150_000, { max_percent_bp: 500 })).toBe(7_500);
  });
});

it('names a month', () => {
  expect(periodLabel('2026-12')).toBe('December 2026');
});
