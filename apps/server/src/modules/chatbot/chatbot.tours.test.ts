import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOUR_MESSAGES, TOUR_RATE_LIMIT, type ChatReply, type TourDay } from '@rentfront/shared';
import { chatConversations, chatLeads, properties, tours } from '../../db/schema';
import { savePropertyTourSettings } from '../tours/settings';
import { availability, book, createHome, invite, openEveryDay, tourCount, visitor } from '../tours/test-helpers';
import { dayTimes, nextTimes } from './engine/tour-times';
import { localToday } from './service';
import { ChatClient } from './test-helpers';
import { useTestContext } from '../../test/app';

// Issue 21 item 8: the chat's schedule-a-visit flow offers the tours service's free times and
// books them with the tour page's checks. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

describe('Property Assistant books tours', () => {
  const t = useTestContext();
  beforeAll(async () => {
    await openEveryDay(t);
  });

  const titleOf = async (id: string) => (await t.db.db.query.properties.findFirst({ where: (p, { eq: e }) => e(p.id, id) }))!.title;

  /** A visitor up to the times of a home (`type`: the tour type to pick). */
  async function toTimes(home: string, type = 'self_guided') {
    const c = new ChatClient(t);
    const { session_id } = await c.start();
    await c.say(session_id, 'Schedule a visit');
    await c.say(session_id, await titleOf(home));
    const kinds = await c.say(session_id, home);
    expect(kinds).toMatchObject({ step: 'visit_tour_type', input_type: 'choice', selected_property_id: home });
    expect(kinds.options.map((o) => o.value)).toEqual(['self_guided', 'with_agent', 'video_call']);
    const times = await c.say(session_id, type);
    return { c, session_id, times };
  }

  async function nextSlots(home: string, type = 'self_guided') {
    const res = await availability(t, `property_id=${home}&type=${type}`);
    expect(res.statusCode).toBe(200);
    return nextTimes(res.json().data.days as TourDay[]).slots.map((s) => s.start);
  }

  async function giveDetails(c: ChatClient, sessionId: string, email: string): Promise<ChatReply> {
    expect((await c.say(sessionId, 'Sam Rivera')).step).toBe('visit_phone');
    expect((await c.say(sessionId, '(518) 555-0188')).step).toBe('visit_email');
    return c.say(sessionId, email);
  }

  it('offers the same next times as the availability API, labelled in the site zone, with the calendar link', async () => {
    const home = await createHome(t);
    const { times } = await toTimes(home);
    expect(times).toMatchObject({ step: 'visit_slot', input_type: 'choice' });
    expect(times.options.map((o) => o.value)).toEqual(await nextSlots(home));
    // Two a day over three days; late in the evening (site zone) today may have one time left.
    const days = (await availability(t, `property_id=${home}&type=self_guided`)).json().data.days as TourDay[];
    const firstOpenDay = days.find((d) => d.slots.length > 0)!;
    expect(times.options).toHaveLength(firstOpenDay.slots.length >= 2 ? 6 : 5);
    for (const o of times.options)
      expect(o.label).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2} · \d{1,2}:\d{2} (AM|PM) E[SD]T$/);
    expect(times.additional_options?.map((o) => o.label)).toEqual(['Later times', 'Request a call instead']);
    expect(times.links).toEqual([{ label: 'See all times on the calendar', url: `/tour?type=self_guided&property=${home}` }]);
  });

  it('understands a typed day and a typed time of that day', async () => {
    const home = await createHome(t);
    const { c, session_id } = await toTimes(home);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const date = localToday(tomorrow);
    const day = await c.say(session_id, 'tomorrow');
    expect(day.step).toBe('visit_slot');
    expect(day.question).toContain('Here are the free times on');
    const res = await availability(t, `property_id=${home}&type=self_guided&from=${date}&to=${date}`);
    expect(day.options.map((o) => o.value)).toEqual(dayTimes(res.json().data.days as TourDay[], date).map((s) => s.start));
    // 08:00–20:00 every day: 6:30 PM is a free time (a 30-minute grid).
    const picked = await c.say(session_id, '6:30 pm');
    expect(picked.step).toBe('visit_name');
  });

  it('books exactly one tour with the e-mails and invite, records it on the lead, and the manage link works', async () => {
    const home = await createHome(t);
    const { c, session_id, times } = await toTimes(home, 'with_agent');
    const chosen = times.options[1];
    expect((await c.say(session_id, chosen.value)).step).toBe('visit_name');
    const email = `sam.${Date.now()}@example.com`;
    const done = await giveDetails(c, session_id, email);
    expect(done).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message', contact_submitted: true });
    expect(done.question).toContain("You're booked, Sam!");
    expect(done.question).toContain('(tour with an agent)');
    expect(done.question).toContain(`A confirmation e-mail with a calendar invite is on its way to ${email}`);
    expect(done.question).not.toContain('access instructions');
    const manage = done.links?.[0];
    expect(manage?.label).toBe('Reschedule or cancel your tour');
    expect(manage?.url).toMatch(/\/tour\/manage\/[^/]+$/);

    expect(await tourCount(t, home)).toBe(1);
    const [tour] = await t.db.db.select().from(tours).where(eq(tours.propertyId, home));
    expect(tour).toMatchObject({ type: 'with_agent', email, fullName: 'Sam Rivera', phone: '(518) 555-0188', status: 'booked' });
    expect(tour.startAt.toISOString()).toBe(chosen.value);

    const [conv] = await t.db.db.select().from(chatConversations).where(eq(chatConversations.sessionId, session_id));
    expect(JSON.stringify(conv.context)).not.toContain(manage!.url.split('/').pop());
    const leads = await t.db.db.select().from(chatLeads).where(eq(chatLeads.conversationId, conv.id));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      leadType: 'visit_request',
      email,
      propertyId: home,
      details: { tour_id: tour.id, tour_type: 'with_agent', tour_start: chosen.value, time_zone: 'America/New_York' },
    });

    await t.flushMail();
    const toVisitor = t.mail.to(email);
    expect(toVisitor).toHaveLength(1);
    const ics = invite(toVisitor[0]);
    expect(ics).toMatchObject({ method: 'REQUEST', start: chosen.value, startIsUtc: true });
    const office = t.mail.to(t.config.site.email);
    expect(office.filter((m) => m.text.includes('Sam Rivera') && m.subject.toLowerCase().includes('tour'))).toHaveLength(1);
    // The tour notice is the office's e-mail for this booking; no second "chat lead" e-mail.
    expect(office.filter((m) => m.subject.startsWith('New chat lead: Visit request') && m.text.includes(email))).toHaveLength(0);

    const token = decodeURIComponent(manage!.url.split('/').pop()!);
    const view = await t.app.inject({ method: 'GET', url: `/api/tours/manage/${encodeURIComponent(token)}` });
    expect(view.statusCode).toBe(200);
  });

  it('says "This time was just taken" with fresh times, and books the next pick at once', async () => {
    const home = await createHome(t);
    const { c, session_id, times } = await toTimes(home);
    const wanted = times.options[0].value;
    await c.say(session_id, wanted);
    // Someone else books the same time on the tour page meanwhile.
    const other = await book(t, { property_id: home, type: 'self_guided', start: wanted, ...visitor() });
    expect(other.statusCode).toBe(201);

    const taken = await giveDetails(c, session_id, 'late@example.com');
    expect(taken.step).toBe('visit_slot');
    expect(taken.question.startsWith('This time was just taken. Please pick another time.')).toBe(true);
    expect(taken.options.map((o) => o.value)).not.toContain(wanted);
    expect(taken.options.map((o) => o.value)).toEqual(await nextSlots(home));
    expect(await tourCount(t, home)).toBe(1);
    expect(
      await t.db.db
        .select()
        .from(tours)
        .where(and(eq(tours.propertyId, home), eq(tours.email, 'late@example.com'))),
    ).toHaveLength(0);

    const done = await c.say(session_id, taken.options[0].value);
    expect(done.step).toBe('satisfaction');
    expect(await tourCount(t, home)).toBe(2);
  });

  it('tells a self-guided booking when the access instructions come, as the tour page does (ADR 0021, issue 30)', async () => {
    const home = await createHome(t);
    const [pageSlot] = await nextSlots(home);
    const page = await book(t, { property_id: home, type: 'self_guided', start: pageSlot, ...visitor() });
    expect(page.statusCode).toBe(201);
    const pageNote = page.json().data.access_note as string;
    expect(pageNote).toBe(TOUR_MESSAGES.accessAfterConfirmation);

    const { c, session_id, times } = await toTimes(home);
    expect((await c.say(session_id, times.options[0].value)).step).toBe('visit_name');
    const done = await giveDetails(c, session_id, `self.${Date.now()}@example.com`);
    expect(done.step).toBe('satisfaction');
    expect(done.question).toContain("You're booked, Sam!");
    expect(done.question).toContain(pageNote);
    // The note sits before the manage link's sentence, as one reply.
    expect(done.question.indexOf(pageNote)).toBeLessThan(done.question.indexOf('To reschedule or cancel'));
  });

  it('shares the tour page booking limit per address: over it, nothing is booked and the office gets the request', async () => {
    const home = await createHome(t);
    const { c, session_id, times } = await toTimes(home);
    const store = t.app.ctx.rateLimits;
    for (let i = 0; i < TOUR_RATE_LIMIT.max * store.limitScale; i++) await store.hit(`tour-booking:${c.ip}`, TOUR_RATE_LIMIT.windowMs);
    await c.say(session_id, times.options[0].value);
    const email = `limited.${Date.now()}@example.com`;
    const reply = await giveDetails(c, session_id, email);
    expect(reply.step).toBe('satisfaction');
    expect(reply.question).toContain("Sorry, I couldn't book that time online. Too many bookings from this network.");
    expect(await tourCount(t, home)).toBe(0);
    const [lead] = await t.db.db.select().from(chatLeads).where(eq(chatLeads.email, email));
    expect(lead).toMatchObject({ leadType: 'visit_request', details: { requested_start: times.options[0].value } });
  });

  it('falls back to the call-back request when the home has tours off', async () => {
    const home = await createHome(t);
    await savePropertyTourSettings(t.db.db, home, { tours_enabled: false, weekly_hours: null, access_instructions: null });
    const c = new ChatClient(t);
    const { session_id } = await c.start();
    await c.say(session_id, 'schedule_visit');
    await c.say(session_id, await titleOf(home));
    const date = await c.say(session_id, home);
    expect(date).toMatchObject({ step: 'visit_date', input_type: 'date' });
    expect(date.question).toContain("Online tour booking isn't available");
  });

  it('falls back to the call-back request when there are no free times', async () => {
    const home = await createHome(t);
    await savePropertyTourSettings(t.db.db, home, { tours_enabled: true, weekly_hours: {}, access_instructions: null });
    const { times } = await toTimes(home, 'video_call');
    expect(times).toMatchObject({ step: 'visit_date', input_type: 'date' });
    expect(times.question).toContain('There are no free times to see');
    expect(times.question).toContain('online in the next 14 days (video call tour)');
  });

  it('never answers 500 to malformed choices or injection-like text, and books nothing', async () => {
    const home = await createHome(t);
    const { c, session_id, times } = await toTimes(home);
    const bad = [
      '2031-01-01T10:00:00.000Z',
      'not-a-date',
      "'); DELETE FROM tours; --",
      '<img src=x onerror=alert(1)>',
      '{"start":"2020-01-01"}',
      '99',
      '\u0000',
    ];
    for (const text of bad) {
      const res = await c.respondRaw(session_id, text);
      expect(res.statusCode, text).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json().data).toMatchObject({ step: 'visit_slot', step_number: times.step_number });
    }
    expect(await tourCount(t, home)).toBe(0);
  });
});

describe('Property Assistant tours with TIDYCAL_TOKEN', () => {
  const realFetch = globalThis.fetch;
  const tidycalItem = {
    id: 77,
    title: 'Open house with Alex',
    description: 'Saturday open house',
    url: 'https://tidycal.com/rentfront/open-house',
    duration_minutes: 60,
    price: 0,
    currency_code: 'USD',
  };

  beforeAll(async () => {
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) =>
      String(input).startsWith('https://tidycal.com/api/')
        ? new Response(JSON.stringify({ data: [tidycalItem] }), { status: 200, headers: { 'content-type': 'application/json' } })
        : realFetch(input, init),
    );
  });
  afterAll(() => vi.unstubAllGlobals());
  const t = useTestContext({ tidycalToken: 'test-token' });
  beforeAll(() => openEveryDay(t));

  const expected = {
    id: '77',
    title: 'Open house with Alex',
    description: 'Saturday open house',
    booking_page_url: 'https://tidycal.com/rentfront/open-house',
    duration_minutes: 60,
    price: 0,
    currency_code: 'USD',
  };

  async function pickHome(home: string) {
    const c = new ChatClient(t);
    const { session_id } = await c.start();
    await c.say(session_id, 'schedule_visit');
    const [row] = await t.db.db.select({ title: properties.title }).from(properties).where(eq(properties.id, home));
    await c.say(session_id, row.title);
    return { c, session_id, reply: await c.say(session_id, home) };
  }

  it('shows the TidyCal options as links beside the built-in tour types', async () => {
    const { c, session_id, reply } = await pickHome(await createHome(t));
    expect(reply).toMatchObject({ step: 'visit_tour_type', booking_options: [expected] });
    expect(reply.question).toContain('You can also book through the online calendar below.');
    expect(reply.additional_options?.map((o) => o.label)).toEqual(["I've booked my visit", 'Request a call instead']);
    expect((await c.say(session_id, 'video call')).step).toBe('visit_slot');
  });

  it('shows only the TidyCal options for a home with tours off', async () => {
    const home = await createHome(t);
    await savePropertyTourSettings(t.db.db, home, { tours_enabled: false, weekly_hours: null, access_instructions: null });
    const { reply } = await pickHome(home);
    expect(reply).toMatchObject({ step: 'visit_booking', input_type: 'booking_options', booking_options: [expected] });
  });
});
