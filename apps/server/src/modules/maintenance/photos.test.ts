import fs from 'node:fs';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';

import { bigBytes } from '../../test/fixtures';
import { asVisitor, multipart } from '../../test/http';
import {
  BASE,
  countRows,
  createRequest,
  jpegPhoto,
  photo,
  postRequest,
  storedPhotoFiles,
  validFields,
  type PhotoUpload,
} from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('maintenance photos', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  describe('refused uploads leave nothing behind', () => {
    let before: { requests: number; photos: number; files: number };
    beforeEach(async () => {
      before = {
        requests: await countRows(t, 'maintenance_requests'),
        photos: await countRows(t, 'maintenance_photos'),
        files: storedPhotoFiles(t).length,
      };
    });
    const expectNothingStored = async () => {
      expect(await countRows(t, 'maintenance_requests')).toBe(before.requests);
      expect(await countRows(t, 'maintenance_photos')).toBe(before.photos);
      expect(storedPhotoFiles(t)).toHaveLength(before.files);
    };

    it('11 photos: 400 Maximum 10 photos allowed', async () => {
      const photos = await Promise.all(Array.from({ length: 11 }, (_, i) => photo(`p${i + 1}.png`)));
      const res = await postRequest(admin, validFields(), photos);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        detail: 'Maximum 10 photos allowed',
        errors: { photos: 'Maximum 10 photos allowed' },
      });
      await expectNothingStored();
    });

    it('a 6 MB photo: 413 naming the file', async () => {
      const files = [
        await photo('fine.png'),
        { field: 'photos', filename: 'huge.png', contentType: 'image/png', bytes: bigBytes(6 * 1024 * 1024) },
      ];
      const res = await postRequest(admin, validFields(), files);
      expect(res.statusCode).toBe(413);
      expect(res.json().detail).toBe('huge.png is too large. Maximum size is 5MB');
      await expectNothingStored();
    });

    it('a text file named .jpg: 415 naming the file', async () => {
      const files = [
        await photo('fine.png'),
        {
          field: 'photos',
          filename: 'notes.jpg',
          contentType: 'image/jpeg',
          bytes: Buffer.from('just some text, not a picture\n'.repeat(20)),
        },
      ];
      const res = await postRequest(admin, validFields(), files);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        detail: 'notes.jpg is not a valid image file',
        errors: { photos: 'notes.jpg is not a valid image file' },
      });
      await expectNothingStored();
    });

    it('a truncated image that only looks like a PNG: 415', async () => {
      const truncated = (await photo()).bytes.subarray(0, 60);
      const res = await postRequest(admin, validFields(), [
        { field: 'photos', filename: 'broken.png', contentType: 'image/png', bytes: truncated },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe('broken.png is not a valid image file');
      await expectNothingStored();
    });

    it('valid photos with an invalid field: 400 and no files', async () => {
      const res = await postRequest(admin, validFields({ contractor_email: '' }), [await photo()]);
      expect(res.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('a file under another field name: 400', async () => {
      const res = await postRequest(admin, validFields(), [{ ...(await photo()), field: 'attachment' }]);
      expect(res.statusCode).toBe(400);
      await expectNothingStored();
    });
  });

  it('stores photos privately, re-encoded without metadata, and serves them to admins only', async () => {
    const withExif: PhotoUpload = {
      field: 'photos',
      filename: 'kitchen photo.jpg',
      contentType: 'image/jpeg',
      bytes: await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 10, g: 200, b: 10 } } })
        .withExif({ IFD0: { Copyright: 'Tenant home GPS secret', Artist: 'Jane' } })
        .jpeg()
        .toBuffer(),
    };
    expect((await sharp(withExif.bytes).metadata()).exif).toBeDefined();
    const created = await createRequest(admin, {}, [withExif, await photo('sink.png')]);
    expect(created.photos).toHaveLength(2);
    expect(created.photo_items.map((p) => p.filename)).toEqual(['kitchen photo.jpg', 'sink.png']);
    for (const url of created.photos) expect(url).toMatch(new RegExp(`^${BASE}/${created.id}/photos/[0-9a-f-]{36}$`));

    const full = await admin.inject({ method: 'GET', url: created.photos[0] });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('no-store');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
    expect(meta.exif).toBeUndefined();

    const thumb = await admin.inject({ method: 'GET', url: created.photo_items[1].thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    // Not public: no /media URL, no access without an admin session.
    const files = storedPhotoFiles(t).map((f) => f.split('/uploads/')[1]);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const key of files) {
      expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    }
    expect((await asVisitor(t)({ method: 'GET', url: created.photos[0] })).statusCode).toBe(401);
    expect((await admin.inject({ method: 'GET', url: `${created.photos[0]}?size=huge` })).statusCode).toBe(400);
  });

  it('answers 404 for a photo of another request and for unknown or malformed ids', async () => {
    const a = await createRequest(admin, {}, [await photo()]);
    const b = await createRequest(admin);
    const photoId = a.photo_items[0].id;
    const urls = [
      `${BASE}/${b.id}/photos/${photoId}`,
      `${BASE}/${a.id}/photos/${UNKNOWN_ID}`,
      `${BASE}/${UNKNOWN_ID}/photos/${photoId}`,
      `${BASE}/${a.id}/photos/not-a-uuid`,
      `${BASE}/x/photos/y`,
    ];
    for (const url of urls) {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe('Photo not found');
    }
  });

  it('removes photos not listed in an update and deletes their files', async () => {
    const created = await createRequest(admin, {}, [await photo('a.png'), await jpegPhoto('b.jpg'), await photo('c.png')]);
    const filesBefore = storedPhotoFiles(t).length;
    const [keepA, dropB, keepC] = created.photo_items;
    // Either the URL or the id names a photo.
    const res = await admin.inject({ method: 'PUT', url: `${BASE}/${created.id}`, payload: { photos: [keepA.url, keepC.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photos).toEqual([keepA.url, keepC.url]);
    expect(storedPhotoFiles(t)).toHaveLength(filesBefore - 2);
    expect((await admin.inject({ method: 'GET', url: dropB.url })).statusCode).toBe(404);

    const other = await createRequest(admin, {}, [await photo()]);
    const foreign = await admin.inject({ method: 'PUT', url: `${BASE}/${created.id}`, payload: { photos: [keepA.url, other.photos[0]] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ photos: 'Unknown photo' });

    const none = await admin.inject({ method: 'PUT', url: `${BASE}/${created.id}`, payload: { photos: [] } });
    expect(none.json().data.photos).toEqual([]);
    // Leaving `photos` out keeps them.
    const kept = await admin.inject({ method: 'PUT', url: `${BASE}/${other.id}`, payload: { notes: 'x' } });
    expect(kept.json().data.photos).toEqual(other.photos);
  });

  it('adds photos to an existing request, never past 10 in total', async () => {
    const created = await createRequest(admin, {}, await Promise.all(Array.from({ length: 8 }, (_, i) => photo(`p${i}.png`))));
    const addUrl = `${BASE}/${created.id}/photos`;
    const added = await admin.inject({ method: 'POST', url: addUrl, ...multipart({}, [await jpegPhoto('late.jpg')]) });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.photos).toHaveLength(9);
    expect(added.json().data.photo_items[8].filename).toBe('late.jpg');

    const filesBefore = storedPhotoFiles(t).length;
    const tooMany = await admin.inject({ method: 'POST', url: addUrl, ...multipart({}, [await photo('x.png'), await photo('y.png')]) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('Maximum 10 photos allowed');
    expect(storedPhotoFiles(t)).toHaveLength(filesBefore);

    const tenth = await admin.inject({ method: 'POST', url: addUrl, ...multipart({}, [await photo('ten.png')]) });
    expect(tenth.json().data.photos).toHaveLength(10);
    const eleventh = await admin.inject({ method: 'POST', url: addUrl, ...multipart({}, [await photo('eleven.png')]) });
    expect(eleventh.statusCode).toBe(400);

    const empty = await admin.inject({ method: 'POST', url: `${BASE}/${(await createRequest(admin)).id}/photos`, ...multipart({}) });
    expect(empty.statusCode).toBe(400);
    const bad = await admin.inject({ method: 'POST', url: addUrl.replace(created.id, UNKNOWN_ID), ...multipart({}, [await photo()]) });
    expect(bad.statusCode).toBe(404);
    const visitor = await asVisitor(t)({ method: 'POST', url: addUrl, ...multipart({}, [await photo()]) });
    expect(visitor.statusCode).toBe(401);
  });

  it('deletes the photo files with the request', async () => {
    const created = await createRequest(admin, {}, [await photo('a.png'), await photo('b.png')]);
    const prefixDirs = () => storedPhotoFiles(t).filter((f) => fs.existsSync(f));
    const filesBefore = prefixDirs().length;
    const res = await admin.inject({ method: 'DELETE', url: `${BASE}/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(prefixDirs()).toHaveLength(filesBefore - 4);
    expect((await admin.inject({ method: 'GET', url: created.photos[0] })).statusCode).toBe(404);
  });
});
