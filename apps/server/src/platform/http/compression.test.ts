import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/context';
import { pngImage } from '../../test/fixtures';
import { storeImage } from '../images/images';
import { createProperty } from '../../test/factories/property';

// Text that compresses well, so a compressed body is clearly smaller than the plain one.
const FILLER = 'Rentfront homes for rent in Albany, Troy and Saratoga Springs. '.repeat(40);
const SCRIPT = `console.log(${JSON.stringify(FILLER)});\n`;

/** A stand-in for apps/web/dist: an index.html over 1 KB and an asset with its .br/.gz beside it. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Rentfront</title><!--app-head--></head><body><div id="root"></div><p hidden>${FILLER}</p></body></html>`,
  );
  const asset = path.join(dir, 'assets', 'app-3f2a.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  return dir;
}

/** The body as the client will read it after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('response compression', () => {
  let t: TestContext;
  let dist: string;
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestContext(
      {},
      {
        env: { WEB_DIST_DIR: dist },
        serveWeb: true,
        routes: (app) => {
          // No CSV export exists yet; this stands in for one.
          app.get('/test/export.csv', async (_request, reply) =>
            reply.type('text/csv; charset=utf-8').send(`id,city\n${Array.from({ length: 300 }, (_, i) => `${i},Albany`).join('\n')}\n`),
          );
        },
      },
    );
    for (let i = 0; i < 4; i++) await createProperty(t.app.ctx.db, { title: `Compressible Home ${i}` }, { media: 2 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('compresses a JSON list with brotli when offered, gzip when only gzip is, and says it varies', async () => {
    const plain = await get('/api/properties');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/properties', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    const gz = await get('/api/properties', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());
    // Quality preferences are honoured.
    expect((await get('/api/properties', 'br;q=0.5, gzip;q=1')).headers['content-encoding']).toBe('gzip');
  });

  it('compresses server-rendered HTML pages, the SPA fallback included', async () => {
    for (const url of ['/properties', '/about', '/no/such/page']) {
      const res = await get(url, 'br, gzip');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(varies(res)).toBe(true);
      expect(decoded(res)).toContain('<div id="root"></div>');
    }
  });

  it('compresses the sitemap and CSV', async () => {
    const sitemap = await get('/sitemaps/properties-1.xml', 'gzip, br');
    expect(sitemap.headers['content-encoding']).toBe('br');
    expect(decoded(sitemap)).toContain('<urlset');
    const csv = await get('/test/export.csv', 'gzip');
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(decoded(csv).startsWith('id,city\n0,Albany\n')).toBe(true);
  });

  it('leaves small (< 1 KB) responses plain, still marked as varying', async () => {
    const res = await get('/robots.txt', 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res)).toBe(true);
    expect(res.body).toContain('User-agent: *');
  });

  it('sends plain bodies to clients that ask for identity or send no Accept-Encoding', async () => {
    for (const accept of ['identity', undefined]) {
      for (const url of ['/api/properties', '/properties', '/sitemap.xml', '/assets/app-3f2a.js']) {
        const res = await get(url, accept);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBeUndefined();
      }
    }
    expect((await get('/assets/app-3f2a.js', 'identity')).body).toBe(SCRIPT);
  });

  it('serves a built asset from its .br file as it is, never compressed twice', async () => {
    const res = await get('/assets/app-3f2a.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res)).toBe(true);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'app-3f2a.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('/assets/app-3f2a.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('never recompresses images under /media', async () => {
    const stored = await storeImage(t.app.ctx.storage, 'team', await pngImage(400, 400));
    const plain = await get(stored.url);
    const res = await get(stored.url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});
