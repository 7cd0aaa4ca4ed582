import fsp from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { pdfFile, pngImage } from '../../test/fixtures';
import { storeImage } from '../images/images';
import { useTestContext } from '../../test/app';

describe('/media', () => {
  const t = useTestContext();

  it('serves public images with a one-year immutable cache', async () => {
    const stored = await storeImage(t.app.ctx.storage, 'team', await pngImage(500, 500));
    const res = await t.app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('streams with ETag and Last-Modified and answers a revalidation with 304', async () => {
    const stored = await storeImage(t.app.ctx.storage, 'properties', await pngImage(640, 480));
    const res = await t.app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const lastModified = res.headers['last-modified'] as string;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    for (const headers of [{ 'if-none-match': etag }, { 'if-none-match': `"nope", W/${etag}` }, { 'if-modified-since': lastModified }]) {
      const again = await t.app.inject({ method: 'GET', url: stored.url, headers });
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await t.app.inject({ method: 'GET', url: stored.url, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('never serves private areas, unknown files or paths that climb out', async () => {
    await t.app.ctx.storage.put('notices/5b6c1c1e-8f5e-4c1b-9d55-6f0a3c3b2a10/file.pdf', pdfFile(), 'application/pdf');
    await t.app.ctx.storage.put('maintenance/5b6c1c1e-8f5e-4c1b-9d55-6f0a3c3b2a10/800.webp', await pngImage(), 'image/webp');
    for (const url of [
      '/media/notices/5b6c1c1e-8f5e-4c1b-9d55-6f0a3c3b2a10/file.pdf',
      '/media/maintenance/5b6c1c1e-8f5e-4c1b-9d55-6f0a3c3b2a10/800.webp',
      '/media/team/00000000-0000-4000-8000-000000000000/800.webp',
      '/media/team/../notices/5b6c1c1e-8f5e-4c1b-9d55-6f0a3c3b2a10/file.pdf',
      '/media/team/%2e%2e/notices/5b6c1c1e-8f5e-4c1b-9d55-6f0a3c3b2a10/file.pdf',
      '/media/team/..%2f..%2f..%2fetc%2fpasswd',
      '/media/pii.key',
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 404, not 500, to a key too long for the file system, with or without a validator', async () => {
    for (const segment of ['a'.repeat(300), 'b'.repeat(129)]) {
      for (const headers of [{}, { 'if-none-match': '"x"' }]) {
        const res = await t.app.inject({ method: 'GET', url: `/media/properties/${segment}/800.webp`, headers });
        expect(res.statusCode, `${segment.length} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: 'File not found' });
      }
    }
  });

  it('answers 404 when the store fails to read a public key for another reason than a missing file', async () => {
    // A symlink loop under the uploads folder: opening through it fails with ELOOP, not ENOENT.
    const root = (t.app.ctx.storage as unknown as { root: string }).root;
    await fsp.mkdir(path.join(root, 'properties'), { recursive: true });
    await fsp.symlink('loop', path.join(root, 'properties', 'loop'));
    for (const headers of [{}, { 'if-modified-since': new Date().toUTCString() }]) {
      const res = await t.app.inject({ method: 'GET', url: '/media/properties/loop/800.webp', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'File not found' });
    }
  });
});
