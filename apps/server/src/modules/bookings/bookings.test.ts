import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/context';
import { createTidycalClient } from './tidycal';
import { useAdmin, useTestContext } from '../../test/app';
import { fromOtherSite, withoutCsrfToken } from '../../test/refusals';

const option = (overrides: Record<string, unknown> = {}) => ({
  title: 'Self-guided tour',
  description: 'Walk through on your own with a lockbox code.',
  booking_page_url: 'https://tidycal.com/rentfront/self-guided',
  duration_minutes: 30,
  ...overrides,
});

describe('visit booking options', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const publicList = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tidycal/booking-types${query}` });
    expect(res.statusCode, res.body).toBe(200);
    // The built-in tour types (issue 21) come first on page 1; tours/admin.test.ts covers them.
    return (res.json().data as Record<string, unknown>[]).filter((b) => !String(b.id).startsWith('tour-'));
  };
  const create = (body: Record<string, unknown>) => admin.inject({ method: 'POST', url: '/api/admin/booking-types', payload: body });

  it('answers an empty list when there are none', async () => {
    expect(await publicList('?page=1&per_page=30')).toEqual([]);
  });

  it('lets admins add options, with defaults for price and currency', async () => {
    const res = await create(option());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Booking option added',
      data: {
        title: 'Self-guided tour',
        price: 0,
        currency_code: 'USD',
        duration_minutes: 30,
        disabled_at: null,
        deleted_at: null,
        position: 0,
      },
    });
    const second = await create(option({ title: 'Agent-led tour', duration_minutes: 90, price: 25, currency_code: 'usd' }));
    expect(second.json().data).toMatchObject({ price: 25, currency_code: 'USD', position: 1 });
  });

  it('shows enabled options publicly in the TidyCal field names and order', async () => {
    const list = await publicList();
    expect(list.map((b) => b.title)).toEqual(['Self-guided tour', 'Agent-led tour']);
    expect(Object.keys(list[0]).sort()).toEqual(
      ['booking_page_url', 'currency_code', 'deleted_at', 'description', 'disabled_at', 'duration_minutes', 'id', 'price', 'title'].sort(),
    );
  });

  it('pages the public list with page and per_page', async () => {
    await create(option({ title: 'Virtual tour', position: 5 }));
    expect((await publicList('?page=1&per_page=2')).map((b) => b.title)).toEqual(['Self-guided tour', 'Agent-led tour']);
    expect((await publicList('?page=2&per_page=2')).map((b) => b.title)).toEqual(['Virtual tour']);
    expect(await publicList('?page=3&per_page=2')).toEqual([]);
    for (const bad of ['?per_page=0', '?per_page=101', '?page=0', '?page=x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tidycal/booking-types${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('validates what admins send', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: undefined }, 'title'],
      [{ booking_page_url: 'not a url' }, 'booking_page_url'],
      [{ booking_page_url: 'javascript:alert(1)' }, 'booking_page_url'],
      [{ duration_minutes: 2 }, 'duration_minutes'],
      [{ duration_minutes: 'long' }, 'duration_minutes'],
      [{ price: -1 }, 'price'],
      [{ currency_code: 'dollars' }, 'currency_code'],
    ];
    for (const [override, field] of cases) {
      const res = await create(option(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(override)).toContain(field);
    }
  });

  it('updates, disables, enables and deletes; the public list follows', async () => {
    const all = (await admin.inject({ method: 'GET', url: '/api/admin/booking-types' })).json().data as { id: string; title: string }[];
    const agent = all.find((b) => b.title === 'Agent-led tour')!;

    const renamed = await admin.inject({
      method: 'PUT',
      url: `/api/admin/booking-types/${agent.id}`,
      payload: { title: 'Tour with an agent' },
    });
    expect(renamed.statusCode).toBe(200);
    // Only the sent field changed: the price is still 25.
    expect(renamed.json().data).toMatchObject({ title: 'Tour with an agent', price: 25 });

    const disabled = await admin.inject({ method: 'PUT', url: `/api/admin/booking-types/${agent.id}`, payload: { disabled: true } });
    expect(disabled.json()).toMatchObject({ message: 'Booking option disabled' });
    expect(disabled.json().data.disabled_at).toMatch(/^\d{4}-/);
    expect((await publicList()).map((b) => b.title)).toEqual(['Self-guided tour', 'Virtual tour']);
    // Settings still shows it, marked disabled.
    const adminList = (await admin.inject({ method: 'GET', url: '/api/admin/booking-types' })).json().data;
    expect(adminList.find((b: { id: string }) => b.id === agent.id).disabled_at).not.toBeNull();

    const enabled = await admin.inject({ method: 'PUT', url: `/api/admin/booking-types/${agent.id}`, payload: { disabled: false } });
    expect(enabled.json().data.disabled_at).toBeNull();
    expect((await publicList()).map((b) => b.title)).toContain('Tour with an agent');

    const deleted = await admin.inject({ method: 'DELETE', url: `/api/admin/booking-types/${agent.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await publicList()).map((b) => b.title)).not.toContain('Tour with an agent');
    const afterDelete = (await admin.inject({ method: 'GET', url: '/api/admin/booking-types' })).json().data;
    expect(afterDelete.map((b: { id: string }) => b.id)).not.toContain(agent.id);
    expect((await admin.inject({ method: 'PUT', url: `/api/admin/booking-types/${agent.id}`, payload: { title: 'x' } })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await admin.inject({ method: 'PUT', url: `/api/admin/booking-types/${id}`, payload: { title: 'x' } })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/booking-types/${id}` })).statusCode).toBe(404);
    }
  });

  it('guards the admin routes: 401 without a session, 403 cross-site or without CSRF', async () => {
    for (const route of [
      { method: 'GET', url: '/api/admin/booking-types' },
      { method: 'POST', url: '/api/admin/booking-types', payload: option() },
      { method: 'PUT', url: '/api/admin/booking-types/00000000-0000-4000-8000-000000000000', payload: { title: 'x' } },
      { method: 'DELETE', url: '/api/admin/booking-types/00000000-0000-4000-8000-000000000000' },
    ] as const) {
      const res = await t.app.inject({ ...route, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const crossSite = await fromOtherSite(admin, { method: 'POST', url: '/api/admin/booking-types', payload: option() });
    expect(crossSite.statusCode).toBe(403);
    const noCsrf = await withoutCsrfToken(t, admin, { method: 'POST', url: '/api/admin/booking-types', payload: option() });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('TidyCal proxy (no network: a stand-in fetch)', () => {
  const upstream = {
    data: [
      {
        id: 11,
        title: 'Tour',
        description: 'On site',
        booking_page_url: 'https://tidycal.com/x/tour',
        duration_minutes: 30,
        price: '0.00',
        currency_code: 'USD',
      },
      { id: 12, title: 'Old', url: 'https://tidycal.com/x/old', duration_minutes: 15, disabled_at: '2025-01-01T00:00:00Z' },
      { id: 13, title: 'No link', duration_minutes: 15 },
      { id: 14, title: 'Call', url: 'https://tidycal.com/x/call', duration_minutes: 60, price: 10 },
    ],
  };

  it('maps, filters and caches for 5 minutes', async () => {
    const calls: { url: string; auth: string | null }[] = [];
    let clock = 0;
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, auth: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify(upstream), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const client = createTidycalClient({ token: 'tok', fetch: fakeFetch, now: () => clock });
    const first = await client(1, 30);
    expect(first.map((b) => b.id)).toEqual([11, 14]);
    expect(first[0]).toMatchObject({ booking_page_url: 'https://tidycal.com/x/tour', price: 0, duration_minutes: 30 });
    expect(first[1]).toMatchObject({ booking_page_url: 'https://tidycal.com/x/call', price: 10 });
    expect(calls).toEqual([{ url: 'https://tidycal.com/api/booking-types?page=1&per_page=30', auth: 'Bearer tok' }]);
    clock = 4 * 60 * 1000;
    await client(1, 30);
    expect(calls).toHaveLength(1);
    await client(2, 30);
    expect(calls).toHaveLength(2);
    clock = 5 * 60 * 1000 + 1;
    await client(1, 30);
    expect(calls).toHaveLength(3);
  });

  it('turns an upstream failure into a 502 with the dialog message', async () => {
    const failing = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    const client = createTidycalClient({ token: 'tok', fetch: failing });
    await expect(client(1, 30)).rejects.toMatchObject({ statusCode: 502, message: 'Unable to load booking options' });
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(createTidycalClient({ token: 'tok', fetch: offline })(1, 30)).rejects.toMatchObject({ statusCode: 502 });
  });
});
