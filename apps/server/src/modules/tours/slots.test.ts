import { describe, expect, it } from 'vitest';
import { addDays, checkSlot, computeSlots, localDate, zonedInstant, type SlotRules } from './slots';

const NY = 'America/New_York';
const everyDay = (start: string, end: string) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ start, end }]])) as SlotRules['weeklyHours'];

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: NY,
  weeklyHours: everyDay('09:00', '12:00'),
  closedDates: [],
  lengthMinutes: 30,
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  daysAhead: 30,
  capacity: 1,
  ...overrides,
});

const starts = (days: ReturnType<typeof computeSlots>, date: string) => days.find((d) => d.date === date)?.slots.map((s) => s.start);

describe('slot engine', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('lays out slots of length + buffer inside the hours, in UTC', () => {
    const days = computeSlots(rules({ lengthMinutes: 45, bufferMinutes: 15 }), { now, from: '2026-03-02', to: '2026-03-02', bookings: [] });
    // 09:00 EST = 14:00Z; 45 + 15 minutes apart; 11:00-11:45 is the last that fits before 12:00.
    expect(starts(days, '2026-03-02')).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z', '2026-03-02T16:00:00.000Z']);
    expect(days[0].slots[0]).toEqual({ start: '2026-03-02T14:00:00.000Z', end: '2026-03-02T14:45:00.000Z', remaining: 1 });
  });

  it('keeps 9 a.m. local on both sides of the March change (2026-03-08, America/New_York)', () => {
    const days = computeSlots(rules(), { now, from: '2026-03-07', to: '2026-03-09', bookings: [] });
    expect(starts(days, '2026-03-07')?.[0]).toBe('2026-03-07T14:00:00.000Z'); // EST, UTC-5
    expect(starts(days, '2026-03-08')?.[0]).toBe('2026-03-08T13:00:00.000Z'); // EDT, UTC-4
    expect(starts(days, '2026-03-08')).toHaveLength(6);
    expect(starts(days, '2026-03-09')?.[0]).toBe('2026-03-09T13:00:00.000Z');
  });

  it('offers no slot in the skipped hour of 2026-03-08', () => {
    const days = computeSlots(rules({ weeklyHours: everyDay('01:00', '04:00') }), {
      now,
      from: '2026-03-08',
      to: '2026-03-08',
      bookings: [],
    });
    // 01:00 EST (06:00Z) to 04:00 EDT (08:00Z) is two real hours: 01:00, 01:30, 03:00, 03:30 local.
    expect(starts(days, '2026-03-08')).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('keeps 9 a.m. local across the November change and offers the repeated hour (2026-11-01)', () => {
    const late = new Date('2026-10-25T12:00:00Z');
    const days = computeSlots(rules(), { now: late, from: '2026-10-31', to: '2026-11-02', bookings: [] });
    expect(starts(days, '2026-10-31')?.[0]).toBe('2026-10-31T13:00:00.000Z'); // EDT
    expect(starts(days, '2026-11-01')?.[0]).toBe('2026-11-01T14:00:00.000Z'); // EST
    expect(starts(days, '2026-11-02')?.[0]).toBe('2026-11-02T14:00:00.000Z');
    const night = computeSlots(rules({ weeklyHours: everyDay('01:00', '03:00') }), {
      now: late,
      from: '2026-11-01',
      to: '2026-11-01',
      bookings: [],
    });
    // 01:00 EDT (05:00Z) to 03:00 EST (08:00Z): three real hours, six slots.
    expect(starts(night, '2026-11-01')).toHaveLength(6);
    expect(starts(night, '2026-11-01')?.[0]).toBe('2026-11-01T05:00:00.000Z');
    expect(starts(night, '2026-11-01')?.[5]).toBe('2026-11-01T07:30:00.000Z');
  });

  it('applies notice, horizon, closed dates and days without hours', () => {
    const noon = new Date('2026-03-02T15:10:00Z'); // 10:10 EST
    const r = rules({
      minNoticeMinutes: 60,
      daysAhead: 2,
      closedDates: ['2026-03-03'],
      weeklyHours: { ...everyDay('09:00', '12:00'), '0': [] },
    });
    const days = computeSlots(r, { now: noon, from: '2026-02-20', to: '2026-03-30', bookings: [] });
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    // 11:10 is the earliest: 11:30 is the first slot.
    expect(starts(days, '2026-03-02')).toEqual(['2026-03-02T16:30:00.000Z']);
    expect(starts(days, '2026-03-03')).toEqual([]);
    expect(starts(days, '2026-03-04')).toHaveLength(6);
  });

  it('counts bookings against capacity and leaves full slots out', () => {
    const b = { start: new Date('2026-03-02T14:00:00Z'), end: new Date('2026-03-02T14:30:00Z') };
    const two = computeSlots(rules({ capacity: 2 }), { now, from: '2026-03-02', to: '2026-03-02', bookings: [b] });
    expect(two[0].slots[0]).toMatchObject({ start: '2026-03-02T14:00:00.000Z', remaining: 1 });
    const one = computeSlots(rules(), { now, from: '2026-03-02', to: '2026-03-02', bookings: [b] });
    expect(one[0].slots[0].start).toBe('2026-03-02T14:30:00.000Z');
  });

  it('says why a start is not offered', () => {
    const r = rules({ minNoticeMinutes: 60, daysAhead: 5, closedDates: ['2026-03-04'] });
    const at = (iso: string) => checkSlot(r, new Date(iso), now, []);
    expect(at('2026-03-01T11:00:00Z')).toBe('past');
    expect(at('2026-03-01T12:30:00Z')).toBe('too_soon');
    expect(at('2026-03-20T14:00:00Z')).toBe('too_far');
    expect(at('2026-03-04T14:00:00Z')).toBe('closed');
    expect(at('2026-03-02T14:10:00Z')).toBe('not_offered');
    expect(at('2026-03-02T20:00:00Z')).toBe('not_offered');
    expect(at('2026-03-02T14:00:00Z')).toEqual({ end: new Date('2026-03-02T14:30:00Z') });
    const taken = checkSlot(r, new Date('2026-03-02T14:00:00Z'), now, [
      { start: new Date('2026-03-02T14:00:00Z'), end: new Date('2026-03-02T14:30:00Z') },
    ]);
    expect(taken).toBe('taken');
  });

  it('has small date helpers that agree with the zone', () => {
    expect(localDate(new Date('2026-03-08T04:59:00Z'), NY)).toBe('2026-03-07');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(zonedInstant('2026-11-01', '24:00', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
