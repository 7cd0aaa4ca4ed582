// Issue 35 item 2: a lead that comes back through a feed's listing link keeps its source on the
// contact message, tour or application, and the dashboard counts leads by source.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEED_LEAD_SOURCES, LEAD_SOURCE_COOKIE } from '@rentfront/shared/lead-source';
import { applications, contactMessages, tours } from '../../db/schema';
import { useAdmin, useTestContext } from '../../test/app';
import { fullApplicationBody, postApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { book, firstSlot, openEveryDay, visitor } from '../tours/test-helpers';
import { VALID_CONTACT } from '../contacts/test-helpers';
import { TEST_ORIGIN } from '../../test/context';

type Sources = {
  days: number;
  sources: { source: string; label: string; contacts: number; tours: number; applications: number; total: number }[];
};

describe('lead sources', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  /** The cookie a landing on `url` sets, as a Cookie header value; undefined when none is set. */
  async function land(url: string): Promise<string | undefined> {
    const res = await t.app.inject({ method: 'GET', url });
    const set = res.cookies.find((c) => c.name === LEAD_SOURCE_COOKIE);
    if (!set) return undefined;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    return `${LEAD_SOURCE_COOKIE}=${set.value}`;
  }

  it('a landing by a tagged link sets the source cookie; an untagged or malformed tag does not', async () => {
    const p = await createProperty(t);
    expect(await land(`/properties/${p.id}?utm_source=${FEED_LEAD_SOURCES.hotpads}&utm_medium=syndication`)).toBe(
      `${LEAD_SOURCE_COOKIE}=${FEED_LEAD_SOURCES.hotpads}`,
    );
    expect(await land('/properties?utm_source=Newsletter')).toBe(`${LEAD_SOURCE_COOKIE}=newsletter`);
    expect(await land(`/properties/${p.id}`)).toBeUndefined();
    expect(await land('/properties?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBeUndefined();
    expect(await land(`/properties?utm_source=${'a'.repeat(41)}`)).toBeUndefined();
    expect(await land('/properties?utm_source=https%3A%2F%2Fevil.example')).toBeUndefined();
    // API calls never set it: only a page a visitor lands on.
    expect(await land('/api/properties?utm_source=x')).toBeUndefined();
  });

  it('keeps the source on the contact message, the tour and the application the visitor then sends', async () => {
    const cookie = await land(`/properties?utm_source=${FEED_LEAD_SOURCES.hotpads}`);
    const headers = { cookie: cookie! };
    const home = await createProperty(t);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: VALID_CONTACT,
      headers: { origin: TEST_ORIGIN, ...headers },
      remoteAddress: '198.51.100.7',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = await t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, sent.json().data.id));
    expect(message.leadSource).toBe(FEED_LEAD_SOURCES.hotpads);

    await openEveryDay(t);
    const slot = await firstSlot(t, home.id);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/tours',
      payload: { property_id: home.id, type: 'with_agent', start: slot.start, ...visitor() },
      headers: { origin: TEST_ORIGIN, ...headers },
      remoteAddress: '198.51.100.8',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [tour] = await t.app.ctx.db.select().from(tours).where(eq(tours.id, booked.json().data.tour_id));
    expect(tour.leadSource).toBe(FEED_LEAD_SOURCES.hotpads);

    const applied = await postApplication(t, fullApplicationBody(home.id), { headers });
    expect(applied.statusCode, applied.body).toBe(201);
    const [application] = await t.app.ctx.db.select().from(applications).where(eq(applications.id, applied.json().data.application_id));
    expect(application.leadSource).toBe(FEED_LEAD_SOURCES.hotpads);

    // Without the cookie, or with one a visitor forged with free text, the lead is "direct".
    const direct = await book(t, {
      property_id: home.id,
      type: 'with_agent',
      start: (await firstSlot(t, home.id, 'with_agent', 1)).start,
      ...visitor(),
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: VALID_CONTACT,
      headers: { origin: TEST_ORIGIN, cookie: `${LEAD_SOURCE_COOKIE}=%3Cb%3Ehi%3C%2Fb%3E` },
      remoteAddress: '198.51.100.9',
    });
    expect(forged.statusCode, forged.body).toBe(201);
    const [plain] = await t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, forged.json().data.id));
    expect(plain.leadSource).toBeNull();
  });

  it('the dashboard counts the last 30 days of leads by source, most first', async () => {
    // An old lead is outside the window.
    await t.app.ctx.db.insert(contactMessages).values({
      ...{ fullName: 'Old Lead', email: 'old@example.com', phone: '5185550100', message: 'Hello from last year' },
      leadSource: 'newsletter',
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard/lead-sources' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Sources;
    expect(data.days).toBe(30);
    const zillow = data.sources.find((s) => s.source === FEED_LEAD_SOURCES.hotpads)!;
    expect(zillow).toEqual({
      source: FEED_LEAD_SOURCES.hotpads,
      label: 'Zillow Rental Network',
      contacts: 1,
      tours: 1,
      applications: 1,
      total: 3,
    });
    const direct = data.sources.find((s) => s.source === 'direct')!;
    expect(direct).toMatchObject({ label: 'Direct', contacts: 1, tours: 1, applications: 0, total: 2 });
    expect(data.sources.find((s) => s.source === 'newsletter')).toBeUndefined();
    expect(data.sources.map((s) => s.total)).toEqual([...data.sources.map((s) => s.total)].sort((a, b) => b - a));
  });

  it('is for signed-in staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/lead-sources' });
    expect(res.statusCode).toBe(401);
  });
});
