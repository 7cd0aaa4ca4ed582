import { describe, expect, it } from 'vitest';
import type { TourDay } from '@rentfront/shared';
import { booking, catalog, env } from './machine-fixtures';
import { ChatDriver, type FakeTours } from './test-driver';
import { nextTimes, parseClock, parseWhen, slotLabel } from './tour-times';

// env.today is Tuesday 2025-06-10; the site's zone is New York (EDT, UTC-4).
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-04:00`).toISOString();
const day = (date: string, times: string[]): TourDay => ({
  date,
  slots: times.map((t) => ({ start: at(date, t), end: new Date(Date.parse(at(date, t)) + 30 * 60_000).toISOString(), remaining: 1 })),
});
const WEEK: TourDay[] = [
  day('2025-06-11', ['09:00', '09:30', '10:00', '14:00']),
  day('2025-06-12', ['11:00', '15:00']),
  day('2025-06-13', []),
  day('2025-06-14', ['10:00']),
  day('2025-06-16', ['09:00', '16:00']),
];
const from = (d: string | undefined) => WEEK.filter((x) => !d || x.date >= d);

function tourDriver(tours: Partial<FakeTours> = {}, bookings: (typeof booking)[] = []) {
  const d = new ChatDriver(env, catalog, bookings, { types: ['self_guided', 'with_agent', 'video_call'], days: from, ...tours });
  d.start();
  d.say('schedule_visit');
  d.say('maple');
  d.say('p-maple');
  return d;
}

const bookedResult = (start: string) => ({
  type: 'tour_booked' as const,
  tour_id: 'tour-1',
  start,
  end: start,
  time_zone: 'America/New_York',
  manage_url: 'https://rent.example/tour/manage/tok',
  calendar_url: '/api/tours/manage/tok/calendar.ics',
  access_note: null,
});

describe('tour times', () => {
  it('labels a slot in the site zone', () => {
    expect(slotLabel('2026-12-01T15:00:00.000Z', 'America/New_York')).toBe('Tue, Dec 1 · 10:00 AM EST');
    expect(slotLabel('2025-06-11T13:00:00.000Z', 'America/New_York')).toBe('Wed, Jun 11 · 9:00 AM EDT');
  });

  it('offers two times a day over the first three open days, and says when there are more', () => {
    const page = nextTimes(WEEK);
    expect(page.slots.map((s) => s.start)).toEqual([
      at('2025-06-11', '09:00'),
      at('2025-06-11', '10:00'),
      at('2025-06-12', '11:00'),
      at('2025-06-12', '15:00'),
      at('2025-06-14', '10:00'),
    ]);
    expect(page).toMatchObject({ more: true, nextFrom: '2025-06-16' });
  });

  it('reads typed days and times', () => {
    expect(parseClock('10am')).toBe('10:00');
    expect(parseClock('2:30 pm')).toBe('14:30');
    expect(parseClock('at 3')).toBe('15:00');
    expect(parseClock('14:00')).toBe('14:00');
    expect(parseClock('2')).toBeUndefined();
    expect(parseWhen('Friday at 2pm', env.today)).toEqual({ date: '2025-06-13', time: '14:00' });
    expect(parseWhen('tomorrow', env.today)).toEqual({ date: '2025-06-11' });
    expect(parseWhen('9:30', env.today)).toEqual({ time: '09:30' });
    expect(parseWhen("'; drop table tours; --", env.today)).toBeUndefined();
    expect(parseWhen('25:99', env.today)).toBeUndefined();
  });
});

describe('schedule_visit with built-in tours', () => {
  it('asks the tour type, offers the next free times, books and confirms with the manage link', () => {
    const d = tourDriver({ book: (req) => bookedResult(req.start) });
    expect(d.lookups.at(-1)).toEqual({ type: 'tour_types', property_id: 'p-maple' });
    expect(d.last).toMatchObject({ step: 'visit_tour_type', input_type: 'choice', selected_property_id: 'p-maple' });
    expect(d.last.options.map((o) => o.value)).toEqual(['self_guided', 'with_agent', 'video_call']);
    expect(d.last.additional_options?.map((o) => o.label)).toEqual(['Request a call instead']);

    const times = d.say('self guided please');
    expect(times.step).toBe('visit_slot');
    expect(times.question).toContain('next free times to see **Maple Street Loft** (self-guided tour)');
    expect(times.options[0]).toEqual({ label: 'Wed, Jun 11 · 9:00 AM EDT', value: at('2025-06-11', '09:00') });
    expect(times.additional_options?.map((o) => o.value)).toEqual(['later', 'request']);
    expect(times.links).toEqual([{ label: 'See all times on the calendar', url: '/tour?type=self_guided&property=p-maple' }]);

    expect(d.say(times.options[2].value)).toMatchObject({ step: 'visit_name' });
    d.say('Sam Rivera');
    d.say('(518) 555-0100');
    const done = d.say('sam@example.com');
    expect(d.lookups.at(-1)).toEqual({
      type: 'book_tour',
      booking: {
        property_id: 'p-maple',
        tour_type: 'self_guided',
        start: at('2025-06-12', '11:00'),
        name: 'Sam Rivera',
        email: 'sam@example.com',
        phone: '(518) 555-0100',
      },
    });
    expect(done).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message' });
    expect(done.question).toContain("You're booked, Sam! Your visit to **Maple Street Loft** is on **Thursday, June 12 at 11:00 AM EDT**");
    expect(done.question).toContain('A confirmation e-mail with a calendar invite is on its way to sam@example.com');
    expect(done.links).toEqual([{ label: 'Reschedule or cancel your tour', url: 'https://rent.example/tour/manage/tok' }]);
    expect(d.leads()).toEqual([
      expect.objectContaining({
        lead_type: 'visit_request',
        property_id: 'p-maple',
        email: 'sam@example.com',
        details: expect.objectContaining({ tour_id: 'tour-1', tour_type: 'self_guided', date: '2025-06-12', time: '11:00' }),
      }),
    ]);
    // The manage link (a credential) is not kept in the conversation's context.
    expect(JSON.stringify(d.state.context)).not.toContain('tok');
  });

  it('goes straight to the times when only one type is offered, and pages with "Later times"', () => {
    const d = tourDriver({ types: ['video_call'] });
    expect(d.last.step).toBe('visit_slot');
    expect(d.last.question).toContain('(video call tour)');
    const later = d.say('Later times');
    expect(d.lookups.at(-1)).toEqual({ type: 'tour_slots', property_id: 'p-maple', tour_type: 'video_call', from: '2025-06-16' });
    expect(later.options.map((o) => o.value)).toEqual([at('2025-06-16', '09:00'), at('2025-06-16', '16:00')]);
    expect(later.additional_options?.map((o) => o.value)).toEqual(['request']);
    expect(d.say('more').question).toMatch(/no later times online/);
  });

  it('understands a typed day, a day with a time, and a time from the list', () => {
    const d = tourDriver({ types: ['self_guided'] });
    const thursday = d.say('Thursday');
    expect(thursday.question).toContain('free times on Thursday, June 12, 2025');
    expect(thursday.options.map((o) => o.value)).toEqual([at('2025-06-12', '11:00'), at('2025-06-12', '15:00')]);
    expect(d.say('3pm')).toMatchObject({ step: 'visit_name' });

    const e = tourDriver({ types: ['self_guided'] });
    expect(e.say('tomorrow at 2pm')).toMatchObject({ step: 'visit_name' });
    expect(e.state.context.tour?.start).toBe(at('2025-06-11', '14:00'));

    const f = tourDriver({ types: ['self_guided'] });
    const full = f.say('Friday');
    expect(full.question).toContain('There are no free times on Friday, June 13, 2025, so here are the next ones after it.');
    expect(f.say('tomorrow at 8pm').question).toContain('That time is not free.');
  });

  it('never accepts a malformed or injected time, and says how to answer', () => {
    const d = tourDriver({ types: ['self_guided'] });
    const n = d.last.step_number;
    for (const bad of ['2099-01-01T10:00:00.000Z', '<script>alert(1)</script>', "1' OR '1'='1", 'x'.repeat(900)]) {
      const r = d.say(bad);
      expect(r).toMatchObject({ step: 'visit_slot', step_number: n });
      expect(r.question).toMatch(/Please pick one of the times below/);
    }
    expect(d.say('06/01/2025').question).toMatch(/already passed/);
  });

  it('after "just taken" shows fresh times and books the next pick without asking the details again', () => {
    let calls = 0;
    const d = tourDriver({
      types: ['self_guided'],
      book: (req) => {
        calls += 1;
        if (calls === 1) {
          return {
            type: 'tour_refused',
            reason: 'taken',
            message: 'This time was just taken. Please pick another time.',
            time_zone: 'America/New_York',
            days: WEEK.slice(1),
          };
        }
        return bookedResult(req.start);
      },
    });
    d.say('1');
    d.say('Sam Rivera');
    d.say('5185550100');
    const taken = d.say('sam@example.com');
    expect(taken).toMatchObject({ step: 'visit_slot' });
    expect(taken.question.startsWith('This time was just taken. Please pick another time.')).toBe(true);
    expect(taken.options[0].value).toBe(at('2025-06-12', '11:00'));
    expect(d.leads()).toHaveLength(0);
    const done = d.say(taken.options[0].value);
    expect(done.step).toBe('satisfaction');
    expect(calls).toBe(2);
    expect(d.leads()).toHaveLength(1);
  });

  it('falls back to the call-back request when tours are off or there are no free times', () => {
    const off = tourDriver({ types: [], unavailable: 'tours_off' });
    expect(off.last).toMatchObject({ step: 'visit_date' });
    expect(off.last.question).toContain("Online tour booking isn't available for **Maple Street Loft** right now");

    const none = tourDriver({ types: ['self_guided'], days: () => [day('2025-06-11', [])] });
    expect(none.last.step).toBe('visit_date');
    expect(none.last.question).toContain('There are no free times to see **Maple Street Loft** online in the next 14 days');

    const links = tourDriver({ types: [] }, [booking]);
    expect(links.last).toMatchObject({ step: 'visit_booking', booking_options: [booking] });

    const asked = tourDriver({ types: ['self_guided'] });
    expect(asked.say('request').step).toBe('visit_date');
  });

  it('saves the request for the office when the booking is refused for another reason', () => {
    const d = tourDriver({
      types: ['self_guided'],
      book: () => ({
        type: 'tour_refused',
        reason: 'limited',
        message: 'Too many bookings from this network. Please try again later.',
        time_zone: 'UTC',
        days: [],
      }),
    });
    d.say('1');
    d.say('Sam Rivera');
    d.say('5185550100');
    const r = d.say('sam@example.com');
    expect(r.step).toBe('satisfaction');
    expect(r.question).toContain("Sorry, I couldn't book that time online. Too many bookings");
    expect(d.leads()[0]).toMatchObject({ lead_type: 'visit_request', details: { requested_start: at('2025-06-11', '09:00') } });
  });
});
