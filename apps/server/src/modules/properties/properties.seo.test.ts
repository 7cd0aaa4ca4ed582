import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentfrontApp } from '../../app';
import { properties } from '../../db/schema';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/context';
import { webAppBeside } from '../../test/web-app';
import { createProperty as createPropertyInService, deleteProperty, updateProperty } from './admin-service';
import { parseCreateFields, parseUpdateFields } from './form';
import { buildSitemaps, createSitemapStore } from './sitemap';
import { GARDEN_FLAT, HOSTILE_LISTING, validPropertyFields } from './test-properties';
import { createProperty } from '../../test/factories/property';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Rentfront</title><!--app-head--></head><body><div id="root"></div></body></html>';

/** The <loc> values of a sitemap or sitemap index, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** The admin form's text fields, parsed as the admin routes parse them. */
const formOf = (fields: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v ?? '')]));

describe('sitemaps and robots.txt', () => {
  let t: TestContext;
  let web: RentfrontApp;
  let available: { id: string; slug: string };
  let hostile: { id: string };
  let rented: { id: string };

  beforeAll(async () => {
    t = await createTestContext();
    const dist = path.join(t.dataDir, 'web-dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    web = await webAppBeside(t, dist);
    const db = t.app.ctx.db;
    available = await createProperty(db, GARDEN_FLAT, { media: 2 });
    hostile = await createProperty(db, HOSTILE_LISTING);
    rented = await createProperty(db, { title: 'Taken Place', status: 'rented' });
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });

  const page = (url: string) => web.inject({ method: 'GET', url });
  const availableIds = async () =>
    (
      await t.app.ctx.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.status, 'available'))
        .orderBy(asc(properties.createdAt), asc(properties.id))
    ).map((r) => r.id);
  const availableCount = async () => (await availableIds()).length;

  it('answers /sitemap.xml with a sitemap index of the pages file and the property files', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(res.headers['last-modified'] as string).getTime()).not.toBeNaN();
    const xml = res.body;
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
    expect(locs(xml)).toEqual([`${TEST_ORIGIN}/sitemaps/pages.xml`, `${TEST_ORIGIN}/sitemaps/properties-1.xml`]);
    expect(xml).toMatch(/<loc>[^<]+properties-1\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod><\/sitemap>/);
    expect(xml).not.toContain('<urlset');
  });

  it('lists the public pages in /sitemaps/pages.xml and the available properties in /sitemaps/properties-1.xml', async () => {
    const pages = await page('/sitemaps/pages.xml');
    expect(pages.statusCode).toBe(200);
    expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      pages.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(locs(pages.body)).toEqual(
      [
        '/',
        '/properties',
        '/notice',
        '/screening',
        '/services',
        '/services/maintenance',
        '/about',
        '/contact',
        '/lease-terms',
        '/rental-policies',
        '/screening-criteria',
        '/accessibility',
      ].map((p) => `${TEST_ORIGIN}${p}`),
    );
    const homes = await page('/sitemaps/properties-1.xml');
    expect(homes.statusCode).toBe(200);
    const xml = homes.body;
    expect(xml).toMatch(new RegExp(`<loc>${TEST_ORIGIN}/properties/${available.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).toContain(`/properties/${hostile.id}</loc>`);
    expect(xml).not.toContain(rented.id);
    expect(xml).not.toContain('/admin');
    expect(locs(xml)).toHaveLength(await availableCount());
  });

  it('answers 404 for sitemap files that do not exist', async () => {
    for (const url of ['/sitemaps/properties-2.xml', '/sitemaps/properties-0.xml', '/sitemaps/other.xml', `/sitemaps/${'x'.repeat(150)}`]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });

  it('sends the sitemaps compressed from memory, with validators, and 304 when unchanged', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/properties-1.xml']) {
      const plain = await page(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const br = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.etag).toBe(plain.headers.etag);
      const again = await web.inject({ method: 'GET', url, headers: { 'if-none-match': plain.headers.etag as string } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const since = await web.inject({ method: 'GET', url, headers: { 'if-modified-since': plain.headers['last-modified'] as string } });
      expect(since.statusCode, url).toBe(304);
    }
  });

  it('rebuilds the sitemaps after a property is added, changed or removed through the service', async () => {
    const before = await page('/sitemaps/properties-1.xml');
    const created = await createPropertyInService(
      web.ctx,
      parseCreateFields(formOf(validPropertyFields({ title: 'Sitemap Cottage' }))),
      [],
    );
    const added = await page('/sitemaps/properties-1.xml');
    expect(added.body).toContain(`/properties/${created.id}</loc>`);
    expect(added.headers.etag).not.toBe(before.headers.etag);
    // The old copy is no longer current: a conditional request gets the new body.
    const conditional = await web.inject({
      method: 'GET',
      url: '/sitemaps/properties-1.xml',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(conditional.statusCode).toBe(200);
    await updateProperty(web.ctx, created.id, parseUpdateFields({ status: 'rented' }), undefined, []);
    expect((await page('/sitemaps/properties-1.xml')).body).not.toContain(created.id);
    await updateProperty(web.ctx, created.id, parseUpdateFields({ status: 'available' }), undefined, []);
    expect((await page('/sitemaps/properties-1.xml')).body).toContain(created.id);
    await deleteProperty(web.ctx, created.id);
    expect((await page('/sitemaps/properties-1.xml')).body).not.toContain(created.id);
  });

  it('splits the properties into files of at most the page size, each available home exactly once, walking ties in order', async () => {
    // Five homes listed in the same microsecond: only (created_at, id) orders them.
    const tie = '2024-05-01 10:00:00.123456+00';
    for (let i = 0; i < 5; i++) {
      const row = await createProperty(t.app.ctx.db, { title: `Tie ${i}` });
      await t.app.ctx.db.execute(sql`update properties set created_at = ${tie}::timestamptz where id = ${row.id}`);
    }
    await createProperty(t.app.ctx.db, { title: 'Rented tie', status: 'rented' });
    const expected = await availableIds();
    expect(expected.length).toBeGreaterThanOrEqual(7);
    const perFile = 2;
    const set = await buildSitemaps(t.app.ctx.db, TEST_ORIGIN, { urlsPerFile: perFile });
    const names = [...set.files.keys()];
    const fileCount = Math.ceil(expected.length / perFile);
    expect(names).toEqual(['pages.xml', ...Array.from({ length: fileCount }, (_, i) => `properties-${i + 1}.xml`)]);
    const index = set.index.identity.toString();
    expect(locs(index)).toEqual(names.map((n) => `${TEST_ORIGIN}/sitemaps/${n}`));
    const listed: string[] = [];
    for (const name of names.slice(1)) {
      const urls = locs(set.files.get(name)!.identity.toString());
      expect(urls.length, name).toBeGreaterThan(0);
      expect(urls.length, name).toBeLessThanOrEqual(perFile);
      listed.push(...urls.map((u) => u.slice(`${TEST_ORIGIN}/properties/`.length)));
    }
    expect(listed).toEqual(expected);
    // Files of 3 filled by queries of 2 rows: pages cross file boundaries and vice versa.
    const crossed = await buildSitemaps(t.app.ctx.db, TEST_ORIGIN, { urlsPerFile: 3, queryPageSize: 2 });
    const crossedFiles = [...crossed.files.entries()].slice(1).map(([, body]) => locs(body.identity.toString()));
    expect(crossedFiles.map((urls) => urls.length)).toEqual(
      Array.from({ length: Math.ceil(expected.length / 3) }, (_, i) => Math.min(3, expected.length - 3 * i)),
    );
    expect(crossedFiles.flat().map((u) => u.slice(`${TEST_ORIGIN}/properties/`.length))).toEqual(expected);
    // A page size that divides the count exactly must not leave an empty last file.
    const exact = await buildSitemaps(t.app.ctx.db, TEST_ORIGIN, { urlsPerFile: expected.length });
    expect([...exact.files.keys()]).toEqual(['pages.xml', 'properties-1.xml']);
    // The store serves a set built with the injected size, and one file per name.
    const store = createSitemapStore(web.ctx, { urlsPerFile: perFile });
    expect(locs((await store.file(`properties-${fileCount}.xml`))!.identity.toString()).length).toBeGreaterThan(0);
    expect(await store.file(`properties-${fileCount + 1}.xml`)).toBeNull();
  });

  it('keeps /admin out in /robots.txt', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(res.body).not.toContain('/sitemaps/');
  });
});
