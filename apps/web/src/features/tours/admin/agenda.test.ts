import type { AdminTour } from '@rentfront/shared/tours';
import { describe, expect, it } from 'vitest';
import { zoneDay } from '../../../lib/format';
import { addDays, agendaRequestWindow, dateTimeWithZone, groupByZoneDay, timeRange, timeWithZone } from './agenda';

const NY = 'America/New_York';

function tour(id: string, start: string, minutes = 30): AdminTour {
  return {
    id,
    property_id: 'p',
    property_title: 'Home',
    property_address: '1 Main St',
    type: 'with_agent',
    status: 'booked',
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    full_name: id,
    email: `${id}@example.com`,
    phone: '5185550100',
    note: null,
    notes: null,
    created_at: start,
    updated_at: start,
    email_verified: false,
    access_sent_at: null,
    manage_link_active: true,
  };
}

describe('tour agenda', () => {
  it("groups by the site's calendar day, not UTC's or the browser's", () => {
    // 03:30 UTC on the 10th is still the evening of the 9th in New York.
    const days = groupByZoneDay([tour('late', '2026-03-10T03:30:00Z'), tour('morning', '2026-03-09T13:00:00Z')], NY, '2026-03-09', 2);
    expect(days.map((d) => [d.date, d.tours.map((t) => t.id)])).toEqual([
      ['2026-03-09', ['morning', 'late']],
      ['2026-03-10', []],
    ]);
    // The same instants in Tokyo fall on the 9th (22:00) and the 10th (12:30).
    expect(
      groupByZoneDay([tour('late', '2026-03-10T03:30:00Z'), tour('morning', '2026-03-09T13:00:00Z')], 'Asia/Tokyo', '2026-03-09', 2).map(
        (d) => d.tours.map((t) => t.id),
      ),
    ).toEqual([['morning'], ['late']]);
  });

  it('keeps every day of the week, even empty ones, and leaves out tours outside it', () => {
    const days = groupByZoneDay([tour('before', '2026-11-20T15:00:00Z'), tour('in', '2026-11-29T15:00:00Z')], NY, '2026-11-27', 7);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(days.flatMap((d) => d.tours.map((t) => t.id))).toEqual(['in']);
  });

  it('spring forward (2026-03-08 in New York): the day has 23 hours and both zones show', () => {
    // 1:30 AM EST, then 3:30 AM EDT an hour later, then 11:30 PM EDT: all on the 8th.
    const tours = [tour('a', '2026-03-08T06:30:00Z'), tour('b', '2026-03-08T07:30:00Z'), tour('c', '2026-03-09T03:30:00Z')];
    const [day] = groupByZoneDay(tours, NY, '2026-03-08', 1);
    expect(day.tours.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(tours.map((t) => timeWithZone(t.start, NY))).toEqual(['1:30 AM EST', '3:30 AM EDT', '11:30 PM EDT']);
    // A tour across the change names both ends' zones.
    expect(timeRange('2026-03-08T06:45:00Z', '2026-03-08T07:15:00Z', NY)).toBe('1:45 AM EST – 3:15 AM EDT');
    expect(timeRange('2026-03-09T13:00:00Z', '2026-03-09T13:30:00Z', NY)).toBe('9:00 AM – 9:30 AM EDT');
  });

  it('fall back (2026-11-01 in New York): the repeated 1:30 AM is told apart by its zone', () => {
    const tours = [tour('edt', '2026-11-01T05:30:00Z'), tour('est', '2026-11-01T06:30:00Z'), tour('night', '2026-11-02T04:30:00Z')];
    const [day, next] = groupByZoneDay(tours, NY, '2026-11-01', 2);
    expect(day.tours.map((t) => t.id)).toEqual(['edt', 'est', 'night']);
    expect(next.tours).toEqual([]);
    expect(tours.map((t) => timeWithZone(t.start, NY))).toEqual(['1:30 AM EDT', '1:30 AM EST', '11:30 PM EST']);
    expect(dateTimeWithZone('2026-11-01T06:30:00Z', NY)).toBe('Sun, Nov 1, 2026, 1:30 AM EST');
  });

  it("asks for a window that holds any zone's today and next six days", () => {
    const now = new Date('2026-11-27T23:30:00Z');
    const window = agendaRequestWindow(now);
    expect(window).toEqual({ from: '2026-11-26', to: '2026-12-04' });
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', NY, 'Asia/Kolkata']) {
      const today = zoneDay(now, zone);
      expect(today >= window.from && addDays(today, 6) <= window.to, zone).toBe(true);
    }
  });

  it('moves calendar days across month, year and clock changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
