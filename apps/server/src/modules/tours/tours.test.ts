import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, TOUR_MESSAGES } from '@rentfront/shared';
import { properties, tours } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { savePropertyTourSettings } from './settings';
import { availability, book, createHome, firstSlot, freshIp, invite, openEveryDay, tourCount, visitor } from './test-helpers';
import { useTestContext } from '../../test/app';

describe('tours: availability and booking', () => {
  const t = useTestContext();
  let home: string;

  beforeAll(async () => {
    await openEveryDay(t);
    home = await createHome(t);
  });

  it('lists days with free slots in ISO UTC, with the zone', async () => {
    const res = await availability(t, `property_id=${home}&type=with_agent`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ property_id: home, type: 'with_agent', time_zone: 'America/New_York', length_minutes: 45 });
    expect(data.days.length).toBeGreaterThan(10);
    const slot = data.days[1].slots[0];
    expect(slot).toEqual({ start: expect.stringMatching(/Z$/), end: expect.stringMatching(/Z$/), remaining: 1 });
    expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(45 * 60_000);
    // Never the access instructions or anything of the home's own settings.
    expect(res.body).not.toMatch(/access|lockbox/i);
  });

  it('answers a date range and refuses bad ranges and dates with 400', async () => {
    const first = (await availability(t, `property_id=${home}&type=self_guided`)).json().data.days[2].date as string;
    const one = await availability(t, `property_id=${home}&type=self_guided&from=${first}&to=${first}`);
    expect(one.json().data.days.map((d: { date: string }) => d.date)).toEqual([first]);
    for (const [query, message] of [
      ['from=2026-02-30', TOUR_MESSAGES.dateInvalid],
      ['from=tomorrow', TOUR_MESSAGES.dateInvalid],
      ['from=2026-03-10&to=2026-03-01', TOUR_MESSAGES.rangeInvalid],
      ['from=2026-01-01&to=2026-12-31', TOUR_MESSAGES.rangeTooLong],
      ['from=2099-01-01&to=2099-01-02', TOUR_MESSAGES.tooFarAhead],
    ]) {
      const res = await availability(t, `property_id=${home}&type=self_guided&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
    expect((await availability(t, `property_id=${home}&type=helicopter`)).statusCode).toBe(400);
    expect((await availability(t, `type=self_guided`)).statusCode).toBe(400);
    expect((await availability(t, `property_id=${'x'.repeat(500)}&type=self_guided`)).statusCode).toBe(400);
  });

  it('answers 404 for unknown and malformed homes', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await availability(t, `property_id=${id}&type=self_guided`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TOUR_MESSAGES.propertyNotFound);
    }
  });

  it('answers 409 with a message for a home not available, tours off or a type switched off', async () => {
    const rented = await createHome(t, { status: 'rented' });
    const rentedRes = await availability(t, `property_id=${rented}&type=self_guided`);
    expect(rentedRes.statusCode).toBe(409);
    expect(rentedRes.json().message).toBe(TOUR_MESSAGES.propertyUnavailable);

    const off = await createHome(t);
    await savePropertyTourSettings(t.db.db, off, { tours_enabled: false, weekly_hours: null, access_instructions: null });
    const offRes = await availability(t, `property_id=${off}&type=self_guided`);
    expect(offRes.statusCode).toBe(409);
    expect(offRes.json().message).toBe(TOUR_MESSAGES.toursOff);

    await openEveryDay(t, (s) => (s.types.video_call.enabled = false));
    const typeRes = await availability(t, `property_id=${home}&type=video_call`);
    expect(typeRes.statusCode).toBe(409);
    expect(typeRes.json().message).toBe(TOUR_MESSAGES.typeOff);
    const slot = await firstSlot(t, home, 'self_guided');
    const booking = await book(t, { property_id: home, type: 'video_call', start: slot.start, ...visitor() });
    expect(booking.statusCode).toBe(409);
    await openEveryDay(t);
  });

  it('books a free slot: 201, e-mails with a calendar invite, and the slot is gone', async () => {
    const slot = await firstSlot(t, home);
    const person = visitor();
    const res = await book(t, { property_id: home, type: 'with_agent', start: slot.start, ...person });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ tour_id: expect.any(String), start: slot.start, end: slot.end });
    expect(data.manage_url).toMatch(new RegExp(`^${TEST_ORIGIN}/tour/manage/[A-Za-z0-9_-]{43}$`));
    const google = new URL(data.google_calendar_url);
    expect(google.searchParams.get('dates')).toBe(`${slot.start.replace(/[-:]|\.000/g, '')}/${slot.end.replace(/[-:]|\.000/g, '')}`);
    expect(google.searchParams.get('location')).toBe('214 Lark Street, Apt 3, Albany, NY 12210');
    const download = await t.app.inject({ method: 'GET', url: data.calendar_url });
    expect(download.statusCode).toBe(200);

    const [row] = await t.db.db.select().from(tours).where(eq(tours.id, data.tour_id));
    expect(row).toMatchObject({ status: 'booked', email: person.email, phone: person.phone, note: person.note });
    expect(row.manageTokenHash).not.toContain(data.manage_url.split('/').pop());

    await t.flushMail();
    const [mail] = t.mail.to(person.email);
    expect(mail.subject).toContain('Your tour is booked');
    expect(mail.text).toContain(data.manage_url);
    const ics = invite(mail);
    expect(ics).toMatchObject({ method: 'REQUEST', sequence: 0, start: slot.start, end: slot.end, startIsUtc: true });
    expect(ics.uid).toBe(`tour-${data.tour_id}@localhost`);
    expect(ics.location).toBe('214 Lark Street, Apt 3, Albany, NY 12210');
    expect(ics.text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    const office = t.mail.to(t.config.site.email).find((m) => m.subject.startsWith('New tour booked'));
    expect(office?.text).toContain(person.email);

    const again = await firstSlot(t, home);
    expect(again.start).not.toBe(slot.start);
    const taken = await book(t, { property_id: home, type: 'with_agent', start: slot.start, ...visitor() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TOUR_MESSAGES.taken);
  });

  it('refuses a start that is not an offered slot, storing nothing', async () => {
    const other = await createHome(t);
    const slot = await firstSlot(t, other);
    const at = (ms: number) => new Date(Date.parse(slot.start) + ms).toISOString();
    const cases: [string, number, string][] = [
      ['2020-01-01T14:00:00Z', 400, TOUR_MESSAGES.startPast],
      [at(10 * 60_000), 400, TOUR_MESSAGES.startNotOffered],
      [at(13 * 3_600_000), 400, TOUR_MESSAGES.startNotOffered],
      [at(200 * 86_400_000), 400, TOUR_MESSAGES.startTooFar],
      ['2030-01-01T14:00:00Z', 400, TOUR_MESSAGES.tooFarAhead],
      ['next tuesday', 400, TOUR_MESSAGES.startInvalid],
      ['2026-13-45T99:00:00Z', 400, TOUR_MESSAGES.startInvalid],
      ['2026-03-09T14:00:00', 400, TOUR_MESSAGES.startInvalid],
    ];
    for (const [start, status, message] of cases) {
      const res = await book(t, { property_id: other, type: 'with_agent', start, ...visitor() });
      expect(res.statusCode, start).toBe(status);
      expect(res.json().message, start).toBe(message);
    }
    await openEveryDay(
      t,
      (s) => (s.closed_dates = [slot.start.slice(0, 10), new Date(Date.parse(slot.start) + 86_400_000).toISOString().slice(0, 10)]),
    );
    const closed = await book(t, { property_id: other, type: 'with_agent', start: slot.start, ...visitor() });
    expect(closed.json().message).toBe(TOUR_MESSAGES.startClosed);
    await openEveryDay(t, (s) => (s.types.with_agent.min_notice_minutes = 60 * 24 * 10));
    const soon = await book(t, { property_id: other, type: 'with_agent', start: slot.start, ...visitor() });
    expect(soon.json().message).toBe(TOUR_MESSAGES.startTooSoon);
    await openEveryDay(t);
    expect(await tourCount(t, other)).toBe(0);
  });

  it("checks the visitor's fields with the contact form's messages", async () => {
    const slot = await firstSlot(t, home);
    const base = { property_id: home, type: 'with_agent', start: slot.start };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ full_name: '' }, 'full_name', CONTACT_MESSAGES.nameRequired],
      [{ full_name: 'x'.repeat(200) }, 'full_name', CONTACT_MESSAGES.nameTooLong],
      [{ email: 'not-an-email' }, 'email', CONTACT_MESSAGES.emailInvalid],
      [{ email: undefined }, 'email', CONTACT_MESSAGES.emailRequired],
      [{ phone: '0123' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
      [{ phone: '' }, 'phone', CONTACT_MESSAGES.phoneRequired],
      [{ note: 'n'.repeat(1001) }, 'note', TOUR_MESSAGES.noteTooLong],
      [{ type: 'drive_by' }, 'type', TOUR_MESSAGES.typeInvalid],
      [{ start: undefined }, 'start', TOUR_MESSAGES.startRequired],
    ];
    const before = await tourCount(t, home);
    for (const [override, field, message] of cases) {
      const res = await book(t, { ...base, ...visitor(), ...override });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
    expect((await book(t, { ...base, ...visitor(), property_id: 'nope' })).statusCode).toBe(404);
    const huge = await book(t, { ...base, ...visitor(), note: 'x'.repeat(2_000_000) });
    expect([400, 413]).toContain(huge.statusCode);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/tours',
      payload: '{"property_id":',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(await tourCount(t, home)).toBe(before);
  });

  it('refuses a cross-site booking', async () => {
    const slot = await firstSlot(t, home);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tours',
      payload: { property_id: home, type: 'with_agent', start: slot.start, ...visitor() },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rate-limits bookings per address', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await book(t, { property_id: 'nope', type: 'with_agent', start: 'x', ...visitor() }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('gives the last place of a slot to exactly one of twenty simultaneous requests', async () => {
    const contested = await createHome(t);
    const slot = await firstSlot(t, contested);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => book(t, { property_id: contested, type: 'with_agent', start: slot.start, ...visitor() })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(TOUR_MESSAGES.taken);
    expect(await tourCount(t, contested)).toBe(1);
  });

  it('lets several parties share a slot up to its capacity', async () => {
    await openEveryDay(t, (s) => (s.types.self_guided.parties_per_slot = 2));
    const shared = await createHome(t);
    const slot = await firstSlot(t, shared, 'self_guided');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => book(t, { property_id: shared, type: 'self_guided', start: slot.start, ...visitor() })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    await openEveryDay(t);
  });

  it('keeps deleted homes out', async () => {
    const gone = await createHome(t);
    await t.db.db.delete(properties).where(eq(properties.id, gone));
    expect((await availability(t, `property_id=${gone}&type=with_agent`)).statusCode).toBe(404);
  });
});
