// Property uploads when the file store or the database fails: a 503 (or 500) for that request,
// and nothing half-written: no row points at a file that was never stored, and files stored for
// a write that did not commit are removed again.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties, propertyMedia } from '../../db/schema';
import { DiskStorage } from '../../platform/storage/disk';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../platform/storage/errors';
import { useAdmin, useTestContext } from '../../test/app';
import { FaultyStorage } from '../../test/faulty-storage';
import { pngImage } from '../../test/fixtures';
import { multipart } from '../../test/http';
import { validPropertyFields } from './test-properties';

type Fields = Record<string, string | number | boolean | undefined>;

describe('property uploads when storage or the database fails', () => {
  let storage: FaultyStorage;
  const t = useTestContext({}, { storage: (dataDir) => (storage = new FaultyStorage(new DiskStorage(path.join(dataDir, 'uploads')))) });
  const admin = useAdmin(t);
  let png: Buffer;

  // `media_files` on add, `images` on update (server.md §2).
  const image = (name: string, field = 'media_files') => ({ field, filename: name, contentType: 'image/png', bytes: png });
  const add = (fields: Fields, files = [image('a.png')]) =>
    admin.inject({ method: 'POST', url: '/api/admin/properties/add', ...multipart(fields, files) });
  const update = (id: string, fields: Fields, files = [image('new.png', 'images')]) =>
    admin.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, ...multipart(fields, files) });

  /** Every stored property image file (all variants), as keys. */
  const storedFiles = () => {
    const root = path.join(t.dataDir, 'uploads');
    const dir = path.join(root, 'properties');
    if (!fs.existsSync(dir)) return [];
    return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  };
  const rowCounts = async () => {
    const [p] = await t.app.ctx.db.select({ n: count() }).from(properties);
    const [m] = await t.app.ctx.db.select({ n: count() }).from(propertyMedia);
    return { properties: Number(p.n), media: Number(m.n) };
  };

  beforeAll(async () => {
    png = await pngImage(900, 600);
  });
  beforeEach(() => {
    storage.puts = 0;
    storage.failPutsFrom = Infinity;
  });

  it('add: a store outage part-way through the images is a 503 in the error shape, with no row and no file left', async () => {
    const before = { rows: await rowCounts(), files: storedFiles() };
    // Three variants per image: the first image is stored, the second fails at its second variant.
    storage.failPutsFrom = 5;
    const res = await add(validPropertyFields({ title: 'Outage Loft' }), [image('a.png'), image('b.png'), image('c.png')]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, detail: STORAGE_UNAVAILABLE_MESSAGE, message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(storage.puts).toBe(5);
    expect(await rowCounts()).toEqual(before.rows);
    expect(storedFiles()).toEqual(before.files);
  });

  it('add: a store that refuses the first write is a 503 and creates nothing', async () => {
    const before = await rowCounts();
    storage.failPutsFrom = 1;
    const res = await add(validPropertyFields({ title: 'Nothing Stored' }));
    expect(res.statusCode).toBe(503);
    expect(await rowCounts()).toEqual(before);
    expect(storedFiles()).toEqual([]);
  });

  it('update: a store outage leaves the property, its images and their files as they were', async () => {
    const created = await add(validPropertyFields({ title: 'Steady Cottage' }));
    expect(created.statusCode).toBe(201);
    const property = created.json().data as { id: string; media: { url: string }[] };
    const filesBefore = storedFiles();
    expect(filesBefore).toHaveLength(3);

    storage.failPutsFrom = storage.puts + 2;
    const res = await update(property.id, {
      title: 'Renamed During Outage',
      existing_images: JSON.stringify(property.media.map((m) => m.url)),
    });
    expect(res.statusCode).toBe(503);
    const [row] = await t.app.ctx.db.select({ title: properties.title }).from(properties).where(eq(properties.id, property.id));
    expect(row.title).toBe('Steady Cottage');
    const media = await t.app.ctx.db
      .select({ url: propertyMedia.url })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, property.id));
    expect(media.map((m) => m.url)).toEqual(property.media.map((m) => m.url));
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('add: when the database transaction fails after the files were stored, the files are removed', async () => {
    const db = t.app.ctx.db;
    const before = { rows: await rowCounts(), files: storedFiles() };
    // A real failure inside the transaction, after the property row and before commit.
    await db.execute(sql`create function rf_test_refuse_media() returns trigger language plpgsql as $$
      begin raise exception 'injected media insert failure'; end $$`);
    await db.execute(sql`create trigger rf_test_refuse_media before insert on property_media
      for each row execute function rf_test_refuse_media()`);
    try {
      const res = await add(validPropertyFields({ title: 'Rolled Back Villa' }), [image('a.png'), image('b.png')]);
      expect(res.statusCode).toBe(500);
      expect(res.json().success).toBe(false);
      expect(storage.puts).toBe(6);
    } finally {
      await db.execute(sql`drop trigger rf_test_refuse_media on property_media`);
      await db.execute(sql`drop function rf_test_refuse_media()`);
    }
    expect(await rowCounts()).toEqual(before.rows);
    expect(storedFiles()).toEqual(before.files);
  });
});
