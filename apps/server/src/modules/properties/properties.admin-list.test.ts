import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPropertyListData } from '@rentfront/shared';
import { properties } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';

import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';

type Body = { success: boolean; data: AdminPropertyListData; message: string };

describe('GET /api/admin/properties (the admin list, paged in SQL)', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  const list = async (query = '') => {
    const res = await admin.inject({ method: 'GET', url: `/api/admin/properties${query}` });
    return { status: res.statusCode, body: res.json() as Body };
  };
  const titles = (body: Body) => body.data.properties.map((p) => p.title);

  beforeAll(async () => {
    const db = t.app.ctx.db;
    await db.delete(properties);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
    await createProperty(
      db,
      { title: 'Birch Cottage', city: 'Troy', state: 'NY', price: 1400, status: 'available', createdAt: at(1) },
      { media: 2 },
    );
    await createProperty(db, { title: 'Aspen Loft', city: 'Albany', state: 'NY', price: 2100, status: 'rented', createdAt: at(2) });
    await createProperty(db, { title: 'Cedar House', city: 'Boston', state: 'MA', price: 1800, status: 'hold', createdAt: at(3) });
    await createProperty(db, { title: 'Dogwood Flat', city: 'albany', state: 'NY', price: 900, status: 'maintenance', createdAt: at(4) });
    await createProperty(db, { title: '100% Elm', city: 'Salem', state: 'MA', price: 1200, status: 'available', createdAt: at(5) });
  });

  it('lists every status, newest first, with the totals and the media', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.message).toBe('Properties retrieved successfully');
    expect(titles(body)).toEqual(['100% Elm', 'Dogwood Flat', 'Cedar House', 'Aspen Loft', 'Birch Cottage']);
    expect(body.data.pagination).toEqual({ total: 5, limit: 20, offset: 0, has_next: false, has_prev: false, total_capped: false });
    expect(body.data.total_all).toBe(5);
    expect(body.data.properties.find((p) => p.title === 'Birch Cottage')?.media).toHaveLength(2);
  });

  it('pages by limit and offset', async () => {
    const first = await list('?limit=2');
    expect(titles(first.body)).toEqual(['100% Elm', 'Dogwood Flat']);
    expect(first.body.data.pagination).toMatchObject({ total: 5, has_next: true, has_prev: false });
    const last = await list('?limit=2&offset=4');
    expect(titles(last.body)).toEqual(['Birch Cottage']);
    expect(last.body.data.pagination).toMatchObject({ total: 5, has_next: false, has_prev: true });
    const past = await list('?limit=2&offset=10');
    expect(past.body.data.properties).toEqual([]);
  });

  it('filters by status and by text in the title, city or state, case-insensitively', async () => {
    const held = await list('?status=hold');
    expect(titles(held.body)).toEqual(['Cedar House']);
    expect(held.body.data.pagination.total).toBe(1);
    expect(held.body.data.total_all).toBe(5);
    expect(titles((await list('?search=ALBANY')).body)).toEqual(['Dogwood Flat', 'Aspen Loft']);
    expect(titles((await list('?search=ma')).body)).toEqual(['100% Elm', 'Cedar House']);
    expect(titles((await list('?search=loft&status=rented')).body)).toEqual(['Aspen Loft']);
    // LIKE wildcards in the search are text.
    expect(titles((await list('?search=100%25')).body)).toEqual(['100% Elm']);
    expect(titles((await list('?search=_')).body)).toEqual([]);
    // "all" and blanks mean no filter, as on the public list.
    expect(titles((await list('?status=all&search=%20%20')).body)).toHaveLength(5);
  });

  it('sorts by each allowed column, both ways, empty values last', async () => {
    expect(titles((await list('?sort=title&dir=asc')).body)).toEqual([
      '100% Elm',
      'Aspen Loft',
      'Birch Cottage',
      'Cedar House',
      'Dogwood Flat',
    ]);
    expect(titles((await list('?sort=price&dir=desc')).body)).toEqual([
      'Aspen Loft',
      'Cedar House',
      'Birch Cottage',
      '100% Elm',
      'Dogwood Flat',
    ]);
    expect(titles((await list('?sort=price')).body)[0]).toBe('Dogwood Flat');
    expect(titles((await list('?sort=created_at&dir=asc')).body)[0]).toBe('Birch Cottage');
    expect((await list('?sort=status&dir=asc')).body.data.properties.map((p) => p.status)).toEqual([
      'available',
      'available',
      'hold',
      'maintenance',
      'rented',
    ]);
    expect((await list('?sort=city&dir=asc')).body.data.properties[0].city?.toLowerCase()).toBe('albany');
  });

  it('refuses sorts and filters outside the allowed values with 400, never SQL', async () => {
    const badSort = await list('?sort=price;drop%20table%20properties');
    expect(badSort.status).toBe(400);
    expect(JSON.stringify(badSort.body)).toContain('sort must be one of: title, city, price, status, created_at');
    expect((await list('?sort=title&dir=sideways')).status).toBe(400);
    expect((await list('?status=sold')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?limit=101')).status).toBe(400);
    expect((await list('?offset=-1')).status).toBe(400);
    expect((await list('?limit=abc')).status).toBe(400);
    expect((await list(`?search=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await list('?search=%00')).status).toBe(400);
    expect((await t.app.ctx.db.select().from(properties)).length).toBe(5);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/properties', headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(401);
  });
});
