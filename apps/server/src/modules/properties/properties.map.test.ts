import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATES_PAIR_MESSAGE } from '@rentfront/shared';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/context';
import { loginAsAdmin, multipart, type Agent } from '../../test/http';
import { GEOCODE_MESSAGES } from './geocode';
import { validPropertyFields } from './test-properties';
import { createProperty } from '../../test/factories/property';
import { useTestContext } from '../../test/app';

// The map view (issue 18, item 8): the visible-area filter of GET /api/properties, homes with and
// without a location, the coordinates rules of the property form and the admin's address search.

type Item = { title: string; latitude: number | null; longitude: number | null };

describe('property map: visible area, locations and coordinates', () => {
  let admin: Agent;

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties${query}`, headers: { 'cache-control': 'no-cache' } });
    expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json().data as { properties: Item[]; filters_applied: Record<string, string>; pagination: { total_count: number } };
  };
  const titles = async (query: string) => (await list(`${query}&status=all&limit=100`)).properties.map((p) => p.title).sort();

  const t = useTestContext();
  beforeAll(async () => {
    admin = await loginAsAdmin(t);
    const db = t.app.ctx.db;
    await createProperty(db, { title: 'Albany Loft', latitude: 42.6526, longitude: -73.7562 });
    await createProperty(db, { title: 'Troy Rowhouse', latitude: 42.7284, longitude: -73.6918, status: 'rented' });
    await createProperty(db, { title: 'Saratoga Cottage', latitude: 43.0831, longitude: -73.7846 });
    await createProperty(db, { title: 'Fiji Bungalow', latitude: -17.7134, longitude: 178.065 });
    await createProperty(db, { title: 'Samoa Hut', latitude: -13.759, longitude: -172.1046 });
    await createProperty(db, { title: 'Unmapped Duplex' });
  });

  it('lists only the homes inside the visible area, with the area in filters_applied', async () => {
    // The Capital District: Albany and Troy, not Saratoga Springs (north of 43°).
    expect(await titles('?north=42.9&south=42.5&east=-73.5&west=-74')).toEqual(['Albany Loft', 'Troy Rowhouse']);
    expect(await titles('?north=43.2&south=42.5&east=-73.5&west=-74')).toEqual(['Albany Loft', 'Saratoga Cottage', 'Troy Rowhouse']);
    // Edges are inside.
    expect(await titles('?north=42.6526&south=42.6526&east=-73.7562&west=-73.7562')).toEqual(['Albany Loft']);
    // Combined with the other filters: the status default of the page.
    const available = await list('?north=42.9&south=42.5&east=-73.5&west=-74&status=available');
    expect(available.properties.map((p) => p.title)).toEqual(['Albany Loft']);
    expect(available.filters_applied).toMatchObject({ north: '42.9°', south: '42.5°', east: '-73.5°', west: '-74°' });
  });

  it('reads an area with west east of east as crossing the antimeridian', async () => {
    expect(await titles('?north=0&south=-30&east=-170&west=170')).toEqual(['Fiji Bungalow', 'Samoa Hut']);
    expect(await titles('?north=0&south=-30&east=-173&west=170')).toEqual(['Fiji Bungalow']);
  });

  it('ignores a bad or incomplete area (every home is listed), never a 400 or 500', async () => {
    const everything = await titles('?x=1');
    expect(everything).toHaveLength(6);
    const bad = [
      'north=42.9&south=42.5&east=-73.5', // a side missing
      'north=91&south=42.5&east=-73.5&west=-74', // latitude out of range
      'north=42.9&south=42.5&east=-73.5&west=-181', // longitude out of range
      'north=42.5&south=42.9&east=-73.5&west=-74', // south above north
      'north=abc&south=42.5&east=-73.5&west=-74',
      'north=0x10&south=1e1&east=Infinity&west=NaN',
      'north=&south=&east=&west=',
      'north=42.9&north=43&south=42.5&east=-73.5&west=-74', // repeated
      `north=${'9'.repeat(400)}&south=1&east=1&west=1`,
    ];
    for (const query of bad) {
      expect(await titles(`?${query}`), query).toEqual(everything);
      expect((await list(`?${query}`)).filters_applied.north, query).toBeUndefined();
    }
  });

  it('lists homes with a location (located=true) or without one (located=false)', async () => {
    expect(await titles('?located=false')).toEqual(['Unmapped Duplex']);
    expect(await titles('?located=true')).toHaveLength(5);
    // A home without coordinates is never inside an area.
    expect(await titles('?located=false&north=90&south=-90&east=180&west=-180')).toEqual([]);
    expect((await list('?located=false')).filters_applied.located).toBe('Without a map location');
  });

  it('refuses a coordinate without the other, and each out of range, on create', async () => {
    const add = (fields: Record<string, string | number>) =>
      admin.inject({ method: 'POST', url: '/api/admin/properties/add', ...multipart(validPropertyFields(fields)) });
    const onlyLat = await add({ latitude: 42.65 });
    expect(onlyLat.statusCode).toBe(400);
    expect(onlyLat.json().errors).toEqual({ longitude: COORDINATES_PAIR_MESSAGE });
    const onlyLng = await add({ longitude: -73.75 });
    expect(onlyLng.json().errors).toEqual({ latitude: COORDINATES_PAIR_MESSAGE });
    expect((await add({ latitude: 90.5, longitude: 0 })).json().errors).toEqual({ latitude: 'Latitude must be at most 90' });
    expect((await add({ latitude: 0, longitude: -180.5 })).json().errors).toEqual({ longitude: 'Longitude must be at least -180' });
    expect((await add({ latitude: 'north', longitude: 0 })).json().errors).toEqual({ latitude: 'Latitude must be a number' });
    // Nothing was written by the refused forms.
    expect(await titles('?keyword=Sunny%20Loft')).toEqual([]);

    const ok = await add({ title: 'Pinned Loft', latitude: 42.65, longitude: -73.75 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ latitude: 42.65, longitude: -73.75 });
    const none = await add({ title: 'Pinless Loft' });
    expect(none.json().data).toMatchObject({ latitude: null, longitude: null });
  });

  it('keeps the pair together on update: both set, both emptied, or neither sent', async () => {
    const home = await createProperty(t.app.ctx.db, { title: 'Pair Test', latitude: 42.1, longitude: -73.1 });
    const update = (fields: Record<string, string | number>) =>
      admin.inject({ method: 'PUT', url: `/api/admin/properties/${home.id}`, ...multipart(fields) });
    expect((await update({ latitude: 42.2 })).json().errors).toEqual({ longitude: COORDINATES_PAIR_MESSAGE });
    expect((await update({ latitude: '' })).json().errors).toEqual({ longitude: COORDINATES_PAIR_MESSAGE });
    expect((await update({ latitude: 42.2, longitude: '' })).json().errors).toEqual({ longitude: COORDINATES_PAIR_MESSAGE });
    expect((await update({ title: 'Pair Test' })).statusCode).toBe(200);
    const moved = await update({ latitude: 42.2, longitude: -73.2 });
    expect(moved.json().data).toMatchObject({ latitude: 42.2, longitude: -73.2 });
    const cleared = await update({ latitude: '', longitude: '' });
    expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null });
  });

  it('exposes the map tiles to the web and allows their host in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/site' });
    expect(res.json().data).toMatchObject({
      map_tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      geocoding: false,
    });
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
  });

  it('answers the address search with 401 signed out and 404 when no provider is set', async () => {
    const url = '/api/admin/properties/geocode?address=Albany';
    expect((await t.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
    const off = await admin.inject({ method: 'GET', url });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe(GEOCODE_MESSAGES.off);
  });
});

describe('property map: configured tiles and address search', () => {
  let t: TestContext;
  let admin: Agent;
  let provider: http.Server;
  const asked: string[] = [];

  beforeAll(async () => {
    // A stand-in geocoder answering like Nominatim's search.
    provider = http.createServer((req, res) => {
      const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
      asked.push(q);
      if (q === 'broken') {
        res.writeHead(500).end('oops');
        return;
      }
      const found = q.startsWith('210 Lark') ? [{ lat: '42.6601', lon: '-73.7631', display_name: '210 Lark Street, Albany, NY' }] : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const port = (provider.address() as AddressInfo).port;
    t = await createTestContext(
      {},
      {
        env: {
          MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png',
          MAP_TILE_ATTRIBUTION: '© Example Maps',
          GEOCODER_URL: `http://127.0.0.1:${port}/search?format=json&q={query}`,
        },
      },
    );
    admin = await loginAsAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('passes the configured tiles on, with a wildcard subdomain in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/site' });
    expect(res.json().data).toMatchObject({
      map_tiles: { url: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', attribution: '© Example Maps' },
      geocoding: true,
    });
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://*.tiles.example;");
  });

  it('finds an address, says when nothing matches or the provider fails, and checks the address', async () => {
    const found = await admin.inject({ method: 'GET', url: '/api/admin/properties/geocode?address=210%20Lark%20Street%2C%20Albany' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual({ latitude: 42.6601, longitude: -73.7631, label: '210 Lark Street, Albany, NY' });
    expect(asked).toContain('210 Lark Street, Albany');

    const none = await admin.inject({ method: 'GET', url: '/api/admin/properties/geocode?address=nowhere' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(GEOCODE_MESSAGES.noMatch);
    const broken = await admin.inject({ method: 'GET', url: '/api/admin/properties/geocode?address=broken' });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe(GEOCODE_MESSAGES.failed);

    expect((await admin.inject({ method: 'GET', url: '/api/admin/properties/geocode' })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'GET', url: '/api/admin/properties/geocode?address=%20' })).statusCode).toBe(400);
    const long = await admin.inject({ method: 'GET', url: `/api/admin/properties/geocode?address=${'x'.repeat(301)}` });
    expect(long.statusCode).toBe(400);
  });
});
