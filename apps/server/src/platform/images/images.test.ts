import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { DiskStorage } from '../storage/disk';
import { StorageUnavailableError } from '../storage/errors';
import { FaultyStorage } from '../../test/faulty-storage';
import { imagePrefixFromUrl, imageVariantUrl, storeImage } from './images';

describe('storeImage (server.md §5)', () => {
  let dir: string;
  let storage: DiskStorage;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-images-'));
    storage = new DiskStorage(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const filesUnder = (area: string) => {
    const root = path.join(dir, area);
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()) : [];
  };

  it('writes WebP variants at 400, 800 and 1600 px and returns the 800 px url and a srcset', async () => {
    const original = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 200, b: 90 } } })
      .png()
      .toBuffer();
    const stored = await storeImage(storage, 'properties', original);
    expect(stored.prefix).toMatch(/^properties\/[0-9a-f-]{36}$/);
    expect(stored.url).toBe(`/media/${stored.prefix}/800.webp`);
    expect(stored.width).toBe(2400);
    expect(stored.height).toBe(1200);
    expect(stored.srcset).toBe([400, 800, 1600].map((w) => `/media/${stored.prefix}/${w}.webp ${w}w`).join(', '));
    for (const w of [400, 800, 1600]) {
      const meta = await sharp(await storage.get(`${stored.prefix}/${w}.webp`)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      expect(meta.height).toBe(w / 2);
    }
    // The original is not kept.
    expect(fs.readdirSync(path.join(dir, stored.prefix)).sort()).toEqual(['1600.webp', '400.webp', '800.webp']);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(storage, 'team', small);
    for (const w of [400, 800, 1600]) {
      const meta = await sharp(await storage.get(`${stored.prefix}/${w}.webp`)).metadata();
      expect(meta.width).toBe(300);
    }
    expect(stored.srcset).toContain('400.webp 300w');
  });

  it('applies the EXIF rotation and strips metadata', async () => {
    // A landscape JPEG whose EXIF says "rotate 90°": it must come out portrait, without EXIF.
    const rotated = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const stored = await storeImage(storage, 'site', rotated);
    expect(stored.width).toBe(500);
    expect(stored.height).toBe(1000);
    const out = await storage.get(`${stored.prefix}/400.webp`);
    const meta = await sharp(out).metadata();
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('an undecodable image is a 415 AppError and nothing is written', async () => {
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const before = filesUnder('profile').length;
    const err = await storeImage(storage, 'profile', png.subarray(0, 80), { invalidMessage: 'Bad image', field: 'photo' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 415, message: 'Bad image', errors: { photo: 'Bad image' } });
    const plain = await storeImage(storage, 'profile', Buffer.from('not an image')).catch((e) => e);
    expect(plain).toMatchObject({ statusCode: 415 });
    expect(filesUnder('profile').length).toBe(before);
  });

  it('a storage failure part-way removes the variants already written', async () => {
    const flaky = new FaultyStorage(new DiskStorage(dir));
    flaky.failPutsFrom = 2;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    const before = filesUnder('flaky').length;
    await expect(storeImage(flaky, 'flaky', png)).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(filesUnder('flaky').length).toBe(before);
  });

  it('maps urls back to their prefix and to other widths', () => {
    const url = '/media/properties/0d8f7a3e-1f2a-4b5c-8d9e-0a1b2c3d4e5f/800.webp';
    expect(imagePrefixFromUrl(url)).toBe('properties/0d8f7a3e-1f2a-4b5c-8d9e-0a1b2c3d4e5f');
    expect(imagePrefixFromUrl('https://elsewhere.example/a.webp')).toBeNull();
    expect(imagePrefixFromUrl('/media/properties/../../etc/800.webp')).toBeNull();
    expect(imageVariantUrl(url, 400)).toBe('/media/properties/0d8f7a3e-1f2a-4b5c-8d9e-0a1b2c3d4e5f/400.webp');
  });
});
