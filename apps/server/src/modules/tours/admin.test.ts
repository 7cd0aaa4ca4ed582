import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOUR_SETTINGS, TOUR_LIMITS, TOUR_MESSAGES } from '@rentfront/shared';
import { TEST_ORIGIN } from '../../test/context';
import { book, createHome, firstSlot, invite, openEveryDay, visitor } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

describe('tours: admin API, settings and visit options', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let home: string;
  let other: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await openEveryDay(t);
    home = await createHome(t);
    other = await createHome(t);
    for (const [name, property, type, index] of [
      ['a', home, 'with_agent', 0],
      ['b', home, 'self_guided', 2],
      ['c', other, 'with_agent', 1],
    ] as const) {
      const slot = await firstSlot(t, property, type, index);
      const res = await book(t, { property_id: property, type, start: slot.start, ...visitor({ full_name: `Visitor ${name}` }) });
      ids[name] = res.json().data.tour_id;
    }
  });

  const list = async (query = '') => {
    const res = await admin.inject({ method: 'GET', url: `/api/admin/tours${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      tours: { id: string; full_name: string; status: string; start: string; property_title: string; type: string }[];
      pagination: Record<string, unknown>;
      time_zone: string;
    };
  };

  it('lists tours in start order with filters and pages', async () => {
    const all = await list();
    expect(all.tours).toHaveLength(3);
    expect(all.pagination).toMatchObject({ total: 3, limit: 20, offset: 0, has_next: false, has_prev: false });
    expect((await list(`?property_id=${home}`)).tours.map((x) => x.id).sort()).toEqual([ids.a, ids.b].sort());
    expect((await list('?type=self_guided')).tours.map((x) => x.id)).toEqual([ids.b]);
    expect((await list('?status=cancelled')).tours).toEqual([]);
    expect((await list('?status=all&type=')).tours).toHaveLength(3);
    const page = await list('?limit=1&offset=1');
    expect(page.tours).toHaveLength(1);
    expect(page.pagination).toMatchObject({ total: 3, has_next: true, has_prev: true });
    expect((await list('?from=2000-01-01&to=2000-01-02')).tours).toEqual([]);
    for (const bad of [
      '?limit=0',
      '?limit=1000',
      '?offset=-1',
      '?type=boat',
      '?status=lost',
      '?from=nope',
      '?to=2026-02-30',
      '?property_id=abc',
      `?property_id=${'a'.repeat(5000)}`,
      '?sort=email',
      '?sort=start&dir=up',
    ]) {
      expect((await admin.inject({ method: 'GET', url: `/api/admin/tours${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('answers the site zone it used, and sorts by a header with start order breaking ties', async () => {
    const all = await list();
    expect(all.time_zone).toBe('America/New_York');
    const starts = all.tours.map((x) => x.start);
    expect(starts).toEqual([...starts].sort());
    expect((await list('?sort=start&dir=desc')).tours.map((x) => x.start)).toEqual([...starts].sort().reverse());
    expect((await list('?sort=full_name&dir=desc')).tours.map((x) => x.full_name)).toEqual(['Visitor c', 'Visitor b', 'Visitor a']);
    expect((await list('?sort=type')).tours.map((x) => x.type)).toEqual(['self_guided', 'with_agent', 'with_agent']);
    const byHome = await list('?sort=property&dir=asc');
    expect(byHome.tours.map((x) => x.property_title)).toEqual([...byHome.tours.map((x) => x.property_title)].sort());
    // Blank sort and direction (a cleared header) are the list's own order.
    expect((await list('?sort=&dir=')).tours.map((x) => x.id)).toEqual(all.tours.map((x) => x.id));
    // The day filters are the site's calendar days: a tour's own day finds it.
    const first = all.tours[0];
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(first.start));
    expect((await list(`?from=${day}&to=${day}`)).tours.map((x) => x.id)).toContain(first.id);
  });

  it("shows one tour with its visitor's contact; 404 for unknown and malformed ids", async () => {
    const res = await admin.inject({ method: 'GET', url: `/api/admin/tours/${ids.a}` });
    expect(res.json().data).toMatchObject({
      id: ids.a,
      property_id: home,
      full_name: 'Visitor a',
      phone: '(518) 555-0100',
      status: 'booked',
    });
    expect(res.json().data.property_address).toBe('214 Lark Street, Apt 3, Albany, NY 12210');
    expect(res.json().data.related).toEqual([]);
    // A later contact message of the same address is linked.
    const tour = res.json().data as { email: string };
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { full_name: 'Visitor a', email: tour.email.toUpperCase(), phone: '5185550100', message: 'Following up on my tour.' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    const withRelated = await admin.inject({ method: 'GET', url: `/api/admin/tours/${ids.a}` });
    expect(withRelated.json().data.related).toMatchObject([{ kind: 'contact', status: 'pending' }]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await admin.inject({ method: 'GET', url: `/api/admin/tours/${id}` })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'PATCH', url: `/api/admin/tours/${id}`, payload: { status: 'confirmed' } })).statusCode).toBe(
        404,
      );
    }
  });

  it('confirms, keeps notes, cancels with a message to the visitor, and refuses moves that make no sense', async () => {
    const patch = (id: string, payload: unknown) =>
      admin.inject({ method: 'PATCH', url: `/api/admin/tours/${id}`, payload: payload as object });
    const confirmed = await patch(ids.a, { status: 'confirmed', notes: 'Agent: Sam' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: TOUR_MESSAGES.updated, data: { status: 'confirmed', notes: 'Agent: Sam' } });
    // Notes alone (what the details dialog saves) keep the status; an empty note clears them.
    const noted = await patch(ids.a, { notes: '  Agent: Sam\n<b>keys</b> at the desk  ' });
    expect(noted.json().data).toMatchObject({ status: 'confirmed', notes: 'Agent: Sam\n<b>keys</b> at the desk' });
    expect((await patch(ids.a, { notes: '' })).json().data.notes).toBeNull();

    const cancelled = await patch(ids.a, { status: 'cancelled', message: 'Sorry, the home was just rented.' });
    expect(cancelled.json().data.status).toBe('cancelled');
    await t.flushMail();
    const mail = t.mail.sent.find((m) => m.subject.startsWith('Your tour is cancelled'))!;
    expect(mail.text).toContain('Sorry, the home was just rented.');
    expect(invite(mail).method).toBe('CANCEL');

    const back = await patch(ids.a, { status: 'confirmed' });
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe(TOUR_MESSAGES.statusNotAllowed);
    expect((await patch(ids.b, { status: 'completed' })).json().data.status).toBe('completed');
    expect((await patch(ids.b, { status: 'no_show' })).json().data.status).toBe('no_show');
    for (const body of [
      {},
      { status: 'booked' },
      { status: 'lost' },
      { notes: 'x'.repeat(6000) },
      { status: 'cancelled', message: 'x'.repeat(TOUR_LIMITS.messageMax + 1) },
      { notes: 42 },
    ]) {
      expect((await patch(ids.c, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('reads and saves tour settings, validating them', async () => {
    const got = await admin.inject({ method: 'GET', url: '/api/admin/tour-settings' });
    expect(got.json().data.time_zone).toBe('America/New_York');
    const next = structuredClone(DEFAULT_TOUR_SETTINGS);
    next.time_zone = 'America/Chicago';
    next.closed_dates = ['2026-12-25'];
    const saved = await admin.inject({ method: 'PUT', url: '/api/admin/tour-settings', payload: next });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: TOUR_MESSAGES.settingsSaved,
      data: { time_zone: 'America/Chicago', closed_dates: ['2026-12-25'] },
    });
    const bad = [
      { ...next, time_zone: 'Mars/Olympus' },
      { ...next, closed_dates: ['2026-02-30'] },
      { ...next, weekly_hours: { '1': [{ start: '17:00', end: '09:00' }] } },
      { ...next, weekly_hours: { '9': [{ start: '09:00', end: '17:00' }] } },
      { ...next, types: { ...next.types, self_guided: { ...next.types.self_guided, length_minutes: 0 } } },
      { ...next, types: { ...next.types, self_guided: { ...next.types.self_guided, parties_per_slot: 1000 } } },
    ];
    for (const body of bad)
      expect((await admin.inject({ method: 'PUT', url: '/api/admin/tour-settings', payload: body })).statusCode).toBe(400);
  });

  it("reads and saves a home's own settings", async () => {
    const url = `/api/admin/tour-settings/properties/${other}`;
    expect((await admin.inject({ method: 'GET', url })).json().data).toEqual({
      property_id: other,
      tours_enabled: true,
      weekly_hours: null,
      access_instructions: null,
    });
    const body = { tours_enabled: false, weekly_hours: { '6': [{ start: '10:00', end: '12:00' }] }, access_instructions: 'Code 1234' };
    expect((await admin.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url })).json().data).toMatchObject(body);
    const unknown = '/api/admin/tour-settings/properties/00000000-0000-4000-8000-000000000000';
    expect((await admin.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'PUT', url, payload: { tours_enabled: 'maybe' } })).statusCode).toBe(400);
  });

  it('guards every admin route: 401 without a session, 403 cross-site', async () => {
    for (const route of [
      { method: 'GET', url: '/api/admin/tours' },
      { method: 'GET', url: `/api/admin/tours/${ids.c}` },
      { method: 'PATCH', url: `/api/admin/tours/${ids.c}`, payload: { status: 'confirmed' } },
      { method: 'GET', url: '/api/admin/tour-settings' },
      { method: 'PUT', url: '/api/admin/tour-settings', payload: DEFAULT_TOUR_SETTINGS },
      { method: 'GET', url: `/api/admin/tour-settings/properties/${home}` },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const crossSite = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/tours/${ids.c}`,
      payload: { status: 'confirmed' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('lists the enabled built-in tour types first in the visit options, with absolute links', async () => {
    await openEveryDay(t, (s) => (s.types.video_call.enabled = false));
    const res = await t.app.inject({ method: 'GET', url: '/api/tidycal/booking-types?page=1&per_page=30' });
    const options = res.json().data as { id: string; booking_page_url: string; duration_minutes: number; price: number }[];
    expect(options.map((o) => o.id)).toEqual(['tour-self_guided', 'tour-with_agent']);
    expect(options[0]).toMatchObject({ booking_page_url: `${TEST_ORIGIN}/tour?type=self_guided`, duration_minutes: 30, price: 0 });
    const second = await t.app.inject({ method: 'GET', url: '/api/tidycal/booking-types?page=2&per_page=30' });
    expect(second.json().data).toEqual([]);
  });
});
