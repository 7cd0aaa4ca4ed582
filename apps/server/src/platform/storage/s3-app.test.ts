// The whole app on STORAGE=s3 against a real S3 API (s3rver, started here): uploads and demo
// data land in the bucket, /media and downloads stream from it, and an unreachable bucket is a
// 503 for the request with nothing written.
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, properties } from '../../db/schema';
import { validPropertyFields } from '../../modules/properties/test-properties';
import { seedNotices } from '../../seed/notices';
import { seedTeam } from '../../seed/team';
import { useAdmin, useTestContext } from '../../test/app';
import { pngImage } from '../../test/fixtures';
import { multipart } from '../../test/http';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { STORAGE_UNAVAILABLE_MESSAGE } from './errors';
import { S3Storage } from './s3';

describe('the app on S3 storage', () => {
  let server: TestS3Server;
  let storage: S3Storage;
  let png: Buffer;

  beforeAll(async () => {
    server = await startS3Server();
    // One attempt per request: the outage test below should not wait for retries.
    storage = new S3Storage({ ...server, maxAttempts: 1 });
    png = await pngImage(900, 600);
  });
  afterAll(async () => {
    storage?.close();
    await server?.stop();
  });
  // Made after the bucket above and closed before it (after-hooks run in reverse order).
  const t = useTestContext({}, { storage: () => storage });
  const admin = useAdmin(t);

  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const item of storage.list(prefix)) keys.push(item.key);
    return keys;
  };
  const addProperty = (title: string) =>
    admin.inject({
      method: 'POST',
      url: '/api/admin/properties/add',
      ...multipart(validPropertyFields({ title }), [{ field: 'media_files', filename: 'a.png', contentType: 'image/png', bytes: png }]),
    });

  it('stores an uploaded property image in the bucket and streams it at /media with a year cache, ETag and 304', async () => {
    const res = await addProperty('Bucket Bungalow');
    expect(res.statusCode).toBe(201);
    const url = (res.json().data.media as { url: string }[])[0].url;
    const key = url.replace(/^\/media\//, '');
    const info = await storage.stat(key);
    expect(info).toMatchObject({ contentType: 'image/webp' });
    // Nothing went to the node's own disk.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.etag).toBe(info!.etag);
    expect(image.headers['last-modified']).toBe(info!.lastModified.toUTCString());
    expect(Number(image.headers['content-length'])).toBe(info!.size);
    expect(image.rawPayload.length).toBe(info!.size);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': info!.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(info!.etag);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);

    const missing = await t.app.inject({ method: 'GET', url: url.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000') });
    expect(missing.statusCode).toBe(404);
  });

  it('writes demo team photos and notice files into the bucket, and streams a notice download from it', async () => {
    await seedTeam(t.app.ctx);
    await seedNotices(t.app.ctx);
    expect((await keysUnder('team')).length).toBeGreaterThan(0);
    expect((await keysUnder('notices')).length).toBeGreaterThan(0);

    const [notice] = await t.app.ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.isActive, true), isNotNull(notices.file)))
      .limit(1);
    expect(notice?.file).toBeTruthy();
    const download = await t.app.inject({ method: 'GET', url: `/api/notices/${notice.id}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(await storage.get(notice.file!))).toBe(true);
  });

  it('answers 404, never 500, to a /media key too long for S3 or a file name', async () => {
    for (const url of [`/media/properties/${'a'.repeat(300)}/800.webp`, `/media/properties/${'a/'.repeat(600)}800.webp`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'File not found' });
    }
  });

  it('answers 503 in the error shape while the bucket is unreachable, and writes no row', async () => {
    const [{ n: before }] = await t.app.ctx.db.select({ n: count() }).from(properties);
    const [media] = await keysUnder('properties');
    await server.stop();

    const res = await addProperty('Outage Manor');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, detail: STORAGE_UNAVAILABLE_MESSAGE, message: STORAGE_UNAVAILABLE_MESSAGE });
    const [{ n: after }] = await t.app.ctx.db.select({ n: count() }).from(properties);
    expect(after).toBe(before);

    const image = await t.app.inject({ method: 'GET', url: `/media/${media}` });
    expect(image.statusCode).toBe(503);
    expect(image.json().message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
  });
});
