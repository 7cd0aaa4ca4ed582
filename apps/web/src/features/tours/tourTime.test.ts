import { describe, expect, it } from 'vitest';
import { dayLabel, firstOpenDay, timeLabel, whenLabel, withProperty, zoneName } from './tourTime';

describe('tour times in the site zone', () => {
  it('shows the time in the site zone, not the browser zone', () => {
    expect(timeLabel('2026-03-09T14:00:00Z', 'America/New_York')).toBe('10:00 AM');
    expect(timeLabel('2026-03-09T14:00:00Z', 'Europe/Berlin')).toBe('3:00 PM');
  });
  it('names the zone as it is on that day (daylight saving)', () => {
    expect(zoneName('2026-01-09T14:00:00Z', 'America/New_York')).toBe('EST');
    expect(zoneName('2026-07-09T14:00:00Z', 'America/New_York')).toBe('EDT');
  });
  it('labels a site calendar day without shifting it', () => {
    expect(dayLabel('2026-03-09')).toBe('Mon, Mar 9');
    expect(dayLabel('2026-03-09', 'long')).toBe('Monday, March 9');
  });
  it('puts a late-evening UTC time on the site day', () => {
    // 02:30 UTC on the 10th is still the 9th in New York.
    expect(whenLabel('2026-03-10T02:30:00Z', 'America/New_York')).toBe('Monday, March 9 at 10:30 PM EDT');
  });
  it('starts on the first day with a free time', () => {
    const slot = { start: 'x', end: 'y', remaining: 1 };
    expect(
      firstOpenDay([
        { date: 'a', slots: [] },
        { date: 'b', slots: [slot] },
      ]),
    ).toBe('b');
    expect(firstOpenDay([{ date: 'a', slots: [] }])).toBe('a');
    expect(firstOpenDay([])).toBeNull();
  });
  it('adds the home to built-in tour links only', () => {
    const o = 'https://x.test';
    expect(withProperty('https://x.test/tour?type=self_guided', 'p1', o)).toBe('https://x.test/tour?type=self_guided&property=p1');
    expect(withProperty('https://x.test/tour?type=self_guided&property=p2', 'p1', o)).toBe(
      'https://x.test/tour?type=self_guided&property=p2',
    );
    expect(withProperty('https://calendly.com/tour?type=x', 'p1', o)).toBe('https://calendly.com/tour?type=x');
    expect(withProperty('https://x.test/contact', 'p1', o)).toBe('https://x.test/contact');
  });
});
