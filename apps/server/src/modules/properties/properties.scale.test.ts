import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_COUNT_CAP, propertyListQuerySchema } from '@rentfront/shared';
import type { Db } from '../../db/client';

import { listConditions, listOrder, placeSearch } from './filters';
import { countQuery, pageQuery } from './service';
import { useAdmin, useTestContext } from '../../test/app';

const ROWS = 20_000;

/**
 * A catalogue shaped like a portal's: 200 towns (some names contain others: Town1, Town12,
 * Town123), mostly available, prices 600–6,000, 0–5 beds, every type, furnishing and pet policy.
 */
async function seedCatalogue(db: Db, rows: number) {
  await db.execute(sql`
    insert into properties (slug, title, description, property_type, status, furnishing, area_sqft, bedrooms,
      bathrooms, price, address, city, state, pincode, pet_policy, available_from, created_at, latitude, longitude)
    select 'scale-' || g,
      (array['Sunny', 'Quiet', 'Modern', 'Classic', 'Cozy'])[1 + g % 5] || ' home ' || g,
      'Rooms with ' || (array['hardwood floors', 'a renovated kitchen', 'a garden', 'a balcony', 'a fireplace', 'a pool'])[1 + g % 6]
        || ', close to shops and the bus line.',
      (array['apartment', 'house', 'condo', 'studio', 'townhouse', 'villa', 'duplex'])[1 + (g / 3) % 7],
      (array['available', 'available', 'available', 'available', 'available', 'rented', 'maintenance', 'hold'])[1 + (g / 7) % 8],
      (array['furnished', 'semi-furnished', 'unfurnished', null])[1 + (g / 11) % 4],
      500 + g % 2000, (g / 13) % 6, 1 + ((g / 17) % 3) * 0.5,
      600 + (g * 37) % 5400,
      g || ' ' || (array['Oak', 'Elm', 'Lark', 'River', 'Main'])[1 + g % 5] || ' Street',
      'Town' || (g % 200), (array['NY', 'VT', 'MA', 'CT', 'NJ', 'PA'])[1 + (g % 200) % 6], '12207',
      (array['no-pets', 'cats-allowed', 'dogs-allowed', 'pets-allowed', 'case-by-case', null])[1 + (g / 19) % 6],
      date '2025-01-01' + (g % 120),
      timestamptz '2024-01-01' + g * interval '1 minute',
      -- Nine homes in ten on the map, spread over the north-east (40-45°N, 71-80°W).
      case when g % 10 <> 0 then 40 + (g * 7919 % 5000) / 1000.0 end,
      case when g % 10 <> 0 then -80 + (g * 104729 % 9000) / 1000.0 end
    from generate_series(1, ${rows}) g`);
  // What autovacuum does on PostgreSQL after a bulk load (and the embedded maintenance on PGlite):
  // statistics for the planner, and the visibility map that makes index-only scans index-only.
  await db.execute(sql`vacuum analyze properties`);
  await db.execute(sql`vacuum analyze property_places`);
}

function planRows(result: unknown): string[] {
  const rows = (result as { rows?: Record<string, string>[] }).rows ?? (result as Record<string, string>[]);
  return rows.map((r) => Object.values(r)[0]);
}

describe('property search at scale (20,000 rows)', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  beforeAll(async () => {
    await seedCatalogue(t.app.ctx.db, ROWS);
  }, 180_000);

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties${query}`, headers: { 'cache-control': 'no-cache' } });
    expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json().data as { properties: { title: string; city: string }[]; pagination: Record<string, number | boolean> };
  };

  // Every filter of the search form and of the admin list, alone and in the combinations the
  // pages send, each with every sort: none may be planned as a sequential scan of properties.
  const FILTERS = [
    '',
    'status=available',
    'status=rented',
    'city=Town12',
    'city=Town12,%20NY',
    'city=town1&status=available&min_price=1000&max_price=3000&bedrooms=2',
    'state=NY',
    'state=Vermont',
    'keyword=garden',
    'keyword=fireplace&status=available',
    'keyword=zzzz-no-such-word',
    'keyword=a',
    'keyword=zq',
    'keyword=%25_%5C',
    'search=balcony',
    'property_type=villa&status=available',
    'furnishing=furnished&status=available',
    'min_price=1000&max_price=3000',
    'status=available&min_price=1000&max_price=3000&bedrooms=2&bathrooms=1.5',
    'status=available&pets_allowed=true',
    'status=available&pets_allowed=false',
    'status=available&available_from_date=2025-01-10',
    'status=available&page=400',
    'page=100&limit=100',
    // The map: a small and a large visible area, one across the antimeridian, with other filters,
    // and the homes without a location listed beside the map.
    'status=available&north=42.7&south=42.6&east=-73.7&west=-73.8&limit=50',
    'status=available&north=45&south=40&east=-71&west=-80&limit=50',
    'north=42.7&south=42.6&east=-179&west=179',
    'status=available&north=43&south=42&east=-73&west=-74&min_price=1000&bedrooms=2&city=Town1&limit=50',
    'status=available&north=43&south=42&east=-73&west=-74&keyword=garden',
    'status=available&located=false',
    'status=available&located=true&limit=50',
    'status=available&located=false&city=Town12',
  ];
  const SORTS = ['', 'sort=price_asc', 'sort=price_desc'];

  it('plans every filter and sort without a sequential scan on properties', async () => {
    const db = t.app.ctx.db;
    const failures: string[] = [];
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        const query = [filter, sort].filter(Boolean).join('&');
        const q = propertyListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
        const order = listOrder(q.sort);
        const limit = q.limit ?? 12;
        const offset = ((q.page ?? 1) - 1) * limit;
        // A city or state search is planned with its places found first (as the list sends it) and
        // with the places looked up inside the statement.
        const search = placeSearch(q);
        const found = search
          ? await db.execute(sql`select array(select place_key from property_places where ${search}) as keys`)
          : undefined;
        const places = (found as unknown as { rows: { keys: string[] }[] } | undefined)?.rows[0].keys;
        const statements: [string, SQLWrapper][] = [];
        for (const where of places ? [listConditions(q, places), listConditions(q)] : [listConditions(q)]) {
          statements.push(['page', pageQuery(db, where, order, limit + 1, offset)], ['count', countQuery(db, where, order)]);
        }
        for (const [name, statement] of statements) {
          const plan = planRows(await db.execute(sql`explain ${statement}`)).join('\n');
          // properties itself; the one-row properties_version (the count's validity check) is read whole.
          if (/Seq Scan on properties(?!_)/.test(plan)) failures.push(`${name} ?${query}\n${plan}`);
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 120_000);

  it('counts exactly up to the cap, then says "at least" and keeps paging', async () => {
    const all = await list('?status=available');
    expect(all.pagination).toMatchObject({ total_count: PROPERTY_COUNT_CAP, total_capped: true, total_pages: 84, has_next: true });
    // Browsing past the counted pages: one more page while there is more.
    const deep = await list('?status=available&page=400');
    expect(deep.properties).toHaveLength(12);
    expect(deep.pagination).toMatchObject({ current_page: 400, total_capped: true, total_pages: 401, has_next: true, has_prev: true });
    // A small result is exact, and its pages are too.
    const town = await list('?city=Town123&status=available&limit=100');
    expect(town.pagination).toMatchObject({ total_capped: false, has_next: false });
    expect(town.pagination.total_count).toBe(town.properties.length);
    expect(town.properties.every((p) => p.city === 'Town123')).toBe(true);
  });

  it('counts a search once per catalogue version, and again after any write, whoever makes it', async () => {
    const db = t.app.ctx.db;
    const q = '?city=Town123&status=available&limit=2';
    const total = async (query: string) => (await list(query)).pagination.total_count;
    const first = await list(q);
    const n = first.pagination.total_count as number;
    expect(first.pagination.total_capped).toBe(false);
    expect(n).toBeGreaterThan(4);
    // The other pages, and a page past the end (no row to carry the count), agree.
    expect(await total(`${q}&page=2`)).toBe(n);
    expect(await total(`${q}&page=999`)).toBe(n);

    const picked = await db.execute(sql`select id from properties where city = 'Town123' and status = 'available' limit 1`);
    const id = ((picked as unknown as { rows: { id: string }[] }).rows[0] ?? { id: '' }).id;
    // A write the version trigger does not see (replication role) proves the remembered count is
    // what answers: the total stays as it was although one home fewer matches.
    const unseen = async (status: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update properties set status = ${status} where id = ${id}`);
      });
    await unseen('rented');
    expect(await total(`${q}&page=2`)).toBe(n);
    await unseen('available');

    // Any ordinary write, here by hand rather than through the app, makes the next page count again,
    // also one that changes nothing the search sees.
    await db.execute(sql`update properties set status = 'rented' where id = ${id}`);
    expect(await total(`${q}&page=2`)).toBe(n - 1);
    expect(await total(`${q}&page=999`)).toBe(n - 1);
    await db.execute(sql`update properties set status = 'available' where id = ${id}`);
    // Another search reads the new version first: this one then counts inside its page statement.
    await list('?status=available');
    expect(await total(`${q}&page=3`)).toBe(n);
    await db.execute(sql`update properties set updated_at = now() where slug = 'no-such-home'`);
    expect(await total(q)).toBe(n);
  });

  it('finds the end of a large result exactly (staff read every page)', async () => {
    // 20,000 rows at 100 a page: page 200 is the last, and its count is exact.
    const last = (await admin.inject({ method: 'GET', url: '/api/properties?limit=100&page=200' })).json().data;
    expect(last.properties).toHaveLength(100);
    expect(last.pagination).toMatchObject({ total_count: ROWS, total_capped: false, total_pages: 200, has_next: false });
    const past = (await admin.inject({ method: 'GET', url: '/api/properties?limit=100&page=201' })).json().data;
    expect(past.properties).toEqual([]);
    expect(past.pagination).toMatchObject({ total_capped: true, has_next: false });
  });

  it('lets visitors page through the first 10,000 results, and staff through all', async () => {
    const edge = await list('?limit=100&page=100');
    expect(edge.properties).toHaveLength(100);
    expect(edge.pagination).toMatchObject({ total_pages: 100, has_next: false });
    const beyond = await list('?limit=100&page=101');
    expect(beyond.properties).toEqual([]);
    expect(beyond.pagination).toMatchObject({ has_next: false, has_prev: true });

    const staff = await admin.inject({ method: 'GET', url: '/api/properties?limit=100&page=150' });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.properties).toHaveLength(100);
    expect(staff.json().data.pagination).toMatchObject({ has_next: true, total_pages: 151 });
  });

  it('matches city and state as substrings through the place list', async () => {
    const towns = new Set((await list('?city=town12&limit=100')).properties.map((p) => p.city));
    expect([...towns].sort()).toEqual([
      'Town12',
      'Town120',
      'Town121',
      'Town122',
      'Town123',
      'Town124',
      'Town125',
      'Town126',
      'Town127',
      'Town128',
      'Town129',
    ]);
    // A town added after the catalogue is searchable at once (the trigger keeps the place list).
    await t.app.ctx.db.execute(sql`update properties set city = 'Brand New Town' where slug = 'scale-7'`);
    const renamed = await list('?city=brand%20new&status=all');
    expect(renamed.properties.map((p) => p.city)).toEqual(['Brand New Town']);
    // A search whose places were found before the catalogue changed looks them up again: the
    // newest home of all moves to a new town that "town12" matches, and is the first answer.
    const before = await list('?city=town12&status=all');
    expect(before.properties[0].title).not.toContain(' 19999');
    await t.app.ctx.db.execute(sql`update properties set city = 'Town12 Heights' where slug = 'scale-19999'`);
    const after = await list('?city=town12&status=all');
    expect(after.properties[0]).toMatchObject({ city: 'Town12 Heights' });
  });

  it('answers crafted keywords with 200 or the field message, never a 500', async () => {
    const cases = [
      '%25',
      '_',
      '%5C',
      "'%20or%201=1--",
      '%22quoted%22',
      '%F0%9F%8F%A0',
      'a%00b',
      '%00',
      '%20%20%20',
      '%1F',
      'x'.repeat(200),
    ];
    for (const keyword of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/properties?keyword=${keyword}&status=all` });
      expect(res.statusCode, keyword).toBe(200);
    }
    expect((await list('?keyword=%25')).properties).toEqual([]);
    expect((await list('?keyword=%00')).pagination.total_capped).toBe(true);
    const long = await t.app.inject({ method: 'GET', url: `/api/properties?keyword=${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ keyword: 'Must be at most 200 characters' });
  });
});
