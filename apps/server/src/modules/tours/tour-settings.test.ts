import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOUR_SETTINGS, TOUR_LIMITS, TOUR_MESSAGES, tourNumberMessage, type TourSettings } from '@rentfront/shared';
import { auditLog } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import type { Agent } from '../../test/http';
import { availability, createHome, openEveryDay } from './test-helpers';
import { useStaffTeam, useTestContext } from '../../test/app';

const SITE = '/api/admin/tour-settings';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Settings → Tours and a home's own tour settings (issue 21 item 1): who may, what is refused, and what it changes. */
describe('tours: settings API', () => {
  const t = useTestContext();
  const { owner, manager, agent } = useStaffTeam(t);
  let home: string;

  beforeAll(async () => {
    await openEveryDay(t);
    home = await createHome(t);
  });

  const put = (who: Agent, payload: unknown, url = SITE) => who.inject({ method: 'PUT', url, payload: payload as object });
  const current = async (): Promise<TourSettings> => (await owner.inject({ method: 'GET', url: SITE })).json().data;

  it('saves what an owner or a manager sends, sorting and de-duplicating closed dates', async () => {
    const next = structuredClone(DEFAULT_TOUR_SETTINGS);
    next.time_zone = 'America/Chicago';
    next.types.with_agent = { ...next.types.with_agent, length_minutes: 60, parties_per_slot: 3 };
    next.weekly_hours = {
      '2': [
        { start: '08:00', end: '12:00' },
        { start: '12:00', end: '16:30' },
      ],
    };
    next.closed_dates = ['2026-12-31', '2026-12-25', '2026-12-31'];
    const saved = await put(owner, next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(TOUR_MESSAGES.settingsSaved);
    expect(saved.json().data).toEqual({ ...next, closed_dates: ['2026-12-25', '2026-12-31'] });
    expect(await current()).toEqual(saved.json().data);

    const byManager = await put(manager, { ...next, time_zone: 'America/New_York' });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await current()).time_zone).toBe('America/New_York');
    // Each save is in the audit log, by who made it.
    const entries = await t.db.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.entityType, 'tour_settings')));
    expect(entries.map((e) => e.actor).sort()).toEqual([owner.userId, manager.userId].sort());
  });

  it('refuses each bad value with the field and the message the form shows, storing nothing', async () => {
    const good = await current();
    const type = (changes: Record<string, unknown>) => ({
      ...good,
      types: { ...good.types, video_call: { ...good.types.video_call, ...changes } },
    });
    const cases: [unknown, string, string][] = [
      [{ ...good, time_zone: 'Mars/Olympus' }, 'time_zone', TOUR_MESSAGES.timeZoneInvalid],
      [{ ...good, time_zone: 42 }, 'time_zone', TOUR_MESSAGES.timeZoneInvalid],
      [{ ...good, closed_dates: ['2026-02-30'] }, 'closed_dates.0', TOUR_MESSAGES.dateInvalid],
      [{ ...good, closed_dates: ['next friday'] }, 'closed_dates.0', TOUR_MESSAGES.dateInvalid],
      [{ ...good, weekly_hours: { '1': [{ start: '17:00', end: '09:00' }] } }, 'weekly_hours.1.0.end', TOUR_MESSAGES.hoursEndBeforeStart],
      [{ ...good, weekly_hours: { '1': [{ start: '09:00', end: '09:00' }] } }, 'weekly_hours.1.0.end', TOUR_MESSAGES.hoursEndBeforeStart],
      [{ ...good, weekly_hours: { '1': [{ start: '9am', end: '17:00' }] } }, 'weekly_hours.1.0.start', TOUR_MESSAGES.hoursInvalid],
      [{ ...good, weekly_hours: { '1': [{ start: '09:00', end: '25:00' }] } }, 'weekly_hours.1.0.end', TOUR_MESSAGES.hoursInvalid],
      [
        {
          ...good,
          weekly_hours: {
            '3': [
              { start: '09:00', end: '13:00' },
              { start: '12:30', end: '15:00' },
            ],
          },
        },
        'weekly_hours.3.1.start',
        TOUR_MESSAGES.hoursOverlap,
      ],
      [
        { ...good, weekly_hours: { '3': Array.from({ length: 7 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` })) } },
        'weekly_hours.3',
        TOUR_MESSAGES.hoursTooMany,
      ],
      [type({ length_minutes: 0 }), 'types.video_call.length_minutes', tourNumberMessage('length_minutes')],
      [type({ length_minutes: 481 }), 'types.video_call.length_minutes', tourNumberMessage('length_minutes')],
      [type({ length_minutes: 22.5 }), 'types.video_call.length_minutes', tourNumberMessage('length_minutes')],
      [type({ buffer_minutes: -5 }), 'types.video_call.buffer_minutes', tourNumberMessage('buffer_minutes')],
      [type({ min_notice_minutes: 1e9 }), 'types.video_call.min_notice_minutes', tourNumberMessage('min_notice_minutes')],
      [type({ days_ahead: 400 }), 'types.video_call.days_ahead', tourNumberMessage('days_ahead')],
      [type({ parties_per_slot: 0 }), 'types.video_call.parties_per_slot', tourNumberMessage('parties_per_slot')],
      [type({ parties_per_slot: 'many' }), 'types.video_call.parties_per_slot', tourNumberMessage('parties_per_slot')],
      [type({ enabled: 'yes' }), 'types.video_call.enabled', TOUR_MESSAGES.enabledInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(owner, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[field], `${field}: ${res.body}`).toBe(message);
    }
    expect(await current()).toEqual(good);
  });

  it('refuses oversized and malformed bodies', async () => {
    const good = await current();
    const tooManyDates = Array.from({ length: TOUR_LIMITS.closedDatesMax + 1 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    );
    const many = await put(owner, { ...good, closed_dates: tooManyDates });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.closed_dates).toBe(TOUR_MESSAGES.closedDatesTooMany);
    const huge = await put(owner, { ...good, time_zone: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const notJson = await owner.inject({
      method: 'PUT',
      url: SITE,
      payload: '{"time_zone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    for (const body of [{}, [], { ...good, types: undefined }, { ...good, weekly_hours: [] }]) {
      expect((await put(owner, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await current()).toEqual(good);
  });

  it('reads and saves a home’s own settings; trims access instructions and keeps them out of public answers', async () => {
    const url = `${SITE}/properties/${home}`;
    expect((await manager.inject({ method: 'GET', url })).json().data).toEqual({
      property_id: home,
      tours_enabled: true,
      weekly_hours: null,
      access_instructions: null,
    });
    const body = {
      tours_enabled: true,
      weekly_hours: { '6': [{ start: '10:00', end: '12:00' }] },
      access_instructions: '  Lockbox 4821  ',
    };
    const saved = await put(manager, body, url);
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await t.db.db.select({ id: auditLog.entityId }).from(auditLog).where(eq(auditLog.entityType, 'tour_property_settings'));
    expect(entry.id).toBe(home);
    expect(saved.json().data.access_instructions).toBe('Lockbox 4821');
    expect((await owner.inject({ method: 'GET', url })).json().data).toMatchObject({ ...body, access_instructions: 'Lockbox 4821' });

    // Only Saturdays 10–12 are offered now, and the page never sees the instructions.
    const res = await availability(t, `property_id=${home}&type=self_guided`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/lockbox|4821/i);
    const days = res.json().data.days as { date: string; slots: unknown[] }[];
    for (const day of days) {
      const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
      if (weekday !== 6) expect(day.slots, day.date).toEqual([]);
    }
    expect(days.some((d) => d.slots.length > 0)).toBe(true);

    // Back to the office hours, instructions cleared.
    const cleared = await put(owner, { tours_enabled: true, weekly_hours: null, access_instructions: '' }, url);
    expect(cleared.json().data).toMatchObject({ weekly_hours: null, access_instructions: null });
  });

  it('refuses bad home settings with field messages; 404 for unknown and malformed homes', async () => {
    const url = `${SITE}/properties/${home}`;
    const good = { tours_enabled: true, weekly_hours: null, access_instructions: null };
    const cases: [unknown, string, string][] = [
      [{ ...good, tours_enabled: 'maybe' }, 'tours_enabled', TOUR_MESSAGES.toursEnabledInvalid],
      [
        { ...good, access_instructions: 'x'.repeat(TOUR_LIMITS.accessInstructionsMax + 1) },
        'access_instructions',
        TOUR_MESSAGES.accessTooLong,
      ],
      [{ ...good, weekly_hours: { '0': [{ start: '14:00', end: '10:00' }] } }, 'weekly_hours.0.0.end', TOUR_MESSAGES.hoursEndBeforeStart],
      [
        {
          ...good,
          weekly_hours: {
            '0': [
              { start: '10:00', end: '14:00' },
              { start: '09:00', end: '11:00' },
            ],
          },
        },
        'weekly_hours.0.1.start',
        TOUR_MESSAGES.hoursOverlap,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(owner, body, url);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], res.body).toBe(message);
    }
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      expect((await owner.inject({ method: 'GET', url: `${SITE}/properties/${id}` })).statusCode).toBe(404);
      expect((await put(owner, good, `${SITE}/properties/${id}`)).statusCode).toBe(404);
    }
  });

  it('turning a home or a type off takes it off the tour page and the visit options', async () => {
    const url = `${SITE}/properties/${home}`;
    await put(owner, { tours_enabled: false, weekly_hours: null, access_instructions: null }, url);
    const off = await availability(t, `property_id=${home}&type=with_agent`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TOUR_MESSAGES.toursOff);
    await put(owner, { tours_enabled: true, weekly_hours: null, access_instructions: null }, url);

    const settings = await current();
    settings.types.video_call.enabled = false;
    expect((await put(owner, settings)).statusCode).toBe(200);
    const typeOff = await availability(t, `property_id=${home}&type=video_call`);
    expect(typeOff.statusCode).toBe(409);
    expect(typeOff.json().message).toBe(TOUR_MESSAGES.typeOff);
    const options = await t.app.inject({ method: 'GET', url: '/api/tidycal/booking-types?page=1&per_page=30' });
    expect((options.json().data as { id: string }[]).map((o) => o.id)).not.toContain('tour-video_call');
  });

  it('a closed date offers no times', async () => {
    const settings = await current();
    const open = (await availability(t, `property_id=${home}&type=self_guided`)).json().data.days as { date: string; slots: unknown[] }[];
    const day = open.find((d) => d.slots.length > 0)!.date;
    settings.closed_dates = [day];
    await put(owner, settings);
    const res = await availability(t, `property_id=${home}&type=self_guided&from=${day}&to=${day}`);
    expect(res.json().data.days).toEqual([{ date: day, slots: [] }]);
  });

  it('answers 401 without a session and 403 for an agent or a cross-site call', async () => {
    const routes = [
      { method: 'GET', url: SITE },
      { method: 'PUT', url: SITE, payload: DEFAULT_TOUR_SETTINGS },
      { method: 'GET', url: `${SITE}/properties/${home}` },
      {
        method: 'PUT',
        url: `${SITE}/properties/${home}`,
        payload: { tours_enabled: false, weekly_hours: null, access_instructions: null },
      },
    ] as const;
    const before = await current();
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route, headers: { origin: TEST_ORIGIN } });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const byAgent = await agent.inject(route);
      expect(byAgent.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    const crossSite = await owner.inject({
      method: 'PUT',
      url: SITE,
      payload: DEFAULT_TOUR_SETTINGS,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await current()).toEqual(before);
    const own = await owner.inject({ method: 'GET', url: `${SITE}/properties/${home}` });
    expect(own.json().data.tours_enabled).toBe(true);
  });
});
