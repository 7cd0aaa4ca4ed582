import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeToday } from '@rentfront/shared/time-zone';
import { addDays } from '../leases/dates';
import { TEST_ORIGIN } from '../../test/context';
import { bigBytes, jpegImage, pdfFile, pngImage } from '../../test/fixtures';
import { multipart } from '../../test/http';
import { validPropertyFields } from './test-properties';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';
import { fromOtherSite, withoutCsrfToken } from '../../test/refusals';

// A move-in date the form accepts whenever the test runs (not more than a year back).
const MOVE_IN = addDays(officeToday(), 45);

type File = { field: string; filename: string; contentType: string; bytes: Buffer };
type Media = { id: string; url: string; position: number; is_cover: boolean };

describe('admin properties', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let png: Buffer;
  let jpg: Buffer;

  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  /** Files on disk for an image URL (/media/<key>). */
  const filesOf = (url: string) => {
    const dir = path.join(uploadsDir(), path.dirname(url.replace(/^\/media\//, '')));
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const image = (field: string, name: string, bytes: Buffer, contentType = 'image/png'): File => ({
    field,
    filename: name,
    contentType,
    bytes,
  });
  const add = (fields: Record<string, string | number | boolean | undefined>, files: File[] = []) =>
    admin.inject({ method: 'POST', url: '/api/admin/properties/add', ...multipart(fields, files) });
  const update = (id: string, fields: Record<string, string | number | boolean | undefined>, files: File[] = []) =>
    admin.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, ...multipart(fields, files) });

  beforeAll(async () => {
    png = await pngImage(640, 480);
    jpg = await jpegImage(320, 200);
  });

  describe('guards', () => {
    it('answers 401 without a session on every admin property route', async () => {
      const routes = [
        { method: 'POST', url: '/api/admin/properties/add' },
        { method: 'PUT', url: '/api/admin/properties/00000000-0000-4000-8000-000000000000' },
        { method: 'DELETE', url: '/api/admin/properties/00000000-0000-4000-8000-000000000000' },
        { method: 'GET', url: '/api/admin/properties/stats' },
        { method: 'GET', url: '/api/admin/properties/recent' },
      ] as const;
      for (const route of routes) {
        const res = await t.app.inject({ ...route, headers: { origin: TEST_ORIGIN } });
        expect(res.statusCode, route.url).toBe(401);
      }
    });

    it('answers 403 to a cross-site write and to a write without the CSRF token', async () => {
      const body = multipart(validPropertyFields());
      const crossSite = await fromOtherSite(admin, { method: 'POST', url: '/api/admin/properties/add', ...body });
      expect(crossSite.statusCode).toBe(403);
      const noCsrf = await withoutCsrfToken(t, admin, { method: 'POST', url: '/api/admin/properties/add', ...body });
      expect(noCsrf.statusCode).toBe(403);
      const del = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/properties/00000000-0000-4000-8000-000000000000',
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      });
      expect(del.statusCode).toBe(403);
    });
  });

  describe('add', () => {
    it('creates a property with its images; the first is the cover; list fields as JSON or comma text', async () => {
      const res = await add(
        validPropertyFields({
          utilities: '["Heat", " Water ", ""]',
          amenities: 'Parking, Laundry,, Balcony ',
          appliances_included: 'Refrigerator',
          furnishing: 'semi-furnished',
          pet_policy: 'cats-allowed',
          floors: 2,
          lease_term: 12,
          application_fee: '45.50',
          deposit: 0,
          website: 'https://example.com/loft',
          property_management_contact: 'Rentfront PM',
          latitude: 42.65,
          longitude: -73.75,
          available_from: MOVE_IN,
          featured: 'true',
        }),
        [image('media_files', 'front.png', png), image('media_files', 'kitchen.jpg', jpg, 'image/jpeg')],
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Property added successfully!' });
      const p = body.data;
      expect(p).toMatchObject({
        title: 'Sunny Loft on Lark Street',
        bathrooms: 1.5,
        price: 1650,
        deposit: 0,
        application_fee: 45.5,
        utilities: ['Heat', 'Water'],
        amenities: ['Parking', 'Laundry', 'Balcony'],
        appliances_included: ['Refrigerator'],
        furnishing: 'semi-furnished',
        pet_policy: 'cats-allowed',
        floors: 2,
        lease_term: 12,
        website: 'https://example.com/loft',
        available_from: MOVE_IN,
        featured: true,
        location: 'Albany, NY',
      });
      expect(p.slug).toMatch(/^sunny-loft-on-lark-street-[0-9a-f]{6}$/);
      expect(p.media).toHaveLength(2);
      expect(p.media.map((m: Media) => [m.position, m.is_cover])).toEqual([
        [0, true],
        [1, false],
      ]);
      expect(p.media[0]).toMatchObject({ width: 640, height: 480 });
      expect(p.cover_image).toBe(p.media[0].url.replace('/800.webp', '/400.webp'));
      // Three WebP widths stored per image; the original is not kept.
      expect(filesOf(p.media[0].url)).toEqual(['1600.webp', '400.webp', '800.webp']);
      const served = await t.app.inject({ method: 'GET', url: p.cover_image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      // Public again.
      const pub = await t.app.inject({ method: 'GET', url: `/api/properties/${p.id}` });
      expect(pub.json().data.title).toBe('Sunny Loft on Lark Street');
    });

    it('creates a property without images', async () => {
      const res = await add(validPropertyFields({ title: 'No Pictures Yet' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ media: [], images: [], cover_image: null });
    });

    it('names every missing required field', async () => {
      const res = await add({ title: '  ' });
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors;
      expect(errors).toMatchObject({
        title: 'Title is required',
        description: 'Description is required',
        property_type: 'Property type is required',
        status: 'Status is required',
        area_sqft: 'Area is required',
        bedrooms: 'Bedrooms is required',
        bathrooms: 'Bathrooms is required',
        price: 'Price is required',
        address: 'Address is required',
        city: 'City is required',
        state: 'State is required',
        pincode: 'Pincode is required',
      });
      expect(res.json().detail).toBe('Title is required');
    });

    it('applies each rule of the property form', async () => {
      const cases: [Record<string, string | number>, string][] = [
        [{ bedrooms: -1 }, 'bedrooms'],
        [{ bedrooms: 'two' }, 'bedrooms'],
        [{ bathrooms: 1.25 }, 'bathrooms'],
        [{ bathrooms: -0.5 }, 'bathrooms'],
        [{ floors: 0 }, 'floors'],
        [{ lease_term: 0 }, 'lease_term'],
        [{ price: '12.345' }, 'price'],
        [{ price: -1 }, 'price'],
        [{ deposit: 'abc' }, 'deposit'],
        [{ application_fee: '1.001' }, 'application_fee'],
        [{ website: 'not a url' }, 'website'],
        [{ website: 'javascript:alert(1)' }, 'website'],
        [{ available_from: '2025-13-01' }, 'available_from'],
        [{ property_type: 'castle' }, 'property_type'],
        [{ status: 'sold' }, 'status'],
        [{ furnishing: 'partly' }, 'furnishing'],
        [{ pet_policy: 'birds-only' }, 'pet_policy'],
        [{ area_sqft: 0 }, 'area_sqft'],
        [{ latitude: 91 }, 'latitude'],
      ];
      for (const [override, field] of cases) {
        const res = await add(validPropertyFields(override));
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(Object.keys(res.json().errors), JSON.stringify(override)).toContain(field);
      }
      expect((await add(validPropertyFields({ lease_term: 1, bathrooms: 0, bedrooms: 0, price: 0 }))).statusCode).toBe(201);
    });

    it('refuses a file that is not an image with 415 and keeps nothing', async () => {
      const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(path.join(uploadsDir(), 'properties')).length : 0;
      const pdf = await add(validPropertyFields({ title: 'PDF Attempt' }), [
        image('media_files', 'ok.png', png),
        image('media_files', 'lease.pdf', pdfFile(), 'image/png'),
      ]);
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().detail).toBe('lease.pdf is not a valid image file');
      // Magic bytes of a PNG, body of garbage: refused when decoding, files of the good one removed.
      const fake = await add(validPropertyFields({ title: 'Fake PNG' }), [
        image('media_files', 'ok.png', png),
        image('media_files', 'broken.png', bigBytes(2048)),
      ]);
      expect(fake.statusCode).toBe(415);
      expect(fake.json().errors).toEqual({ media_files: 'broken.png is not a valid image file' });
      const after = fs.readdirSync(path.join(uploadsDir(), 'properties')).length;
      expect(after).toBe(before);
      const list = await t.app.inject({ method: 'GET', url: '/api/properties?keyword=attempt' });
      expect(list.json().data.properties).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/properties?keyword=fake%20png' })).json().data.properties).toHaveLength(0);
    });

    it('refuses 21 images with 400', async () => {
      const tiny = await pngImage(8, 8);
      const files = Array.from({ length: 21 }, (_, i) => image('media_files', `p${i}.png`, tiny));
      const res = await add(validPropertyFields({ title: 'Too Many' }), files);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Maximum 20 images allowed');
    });

    it('refuses a 15 MB image with 413', async () => {
      const res = await add(validPropertyFields({ title: 'Huge' }), [image('media_files', 'huge.png', bigBytes(15 * 1024 * 1024))]);
      expect(res.statusCode).toBe(413);
      expect(res.json().detail).toBe('huge.png is too large. Maximum size is 10MB');
    });

    it('refuses a body that is not multipart', async () => {
      const res = await admin.inject({ method: 'POST', url: '/api/admin/properties/add', payload: validPropertyFields() });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('update', () => {
    let id: string;
    let media: Media[];

    beforeAll(async () => {
      const res = await add(
        validPropertyFields({ title: 'Edit Me', website: 'https://example.com', deposit: 900, amenities: 'Gym, Pool' }),
        [
          image('media_files', 'a.png', await pngImage(100, 80, { r: 255, g: 0, b: 0 })),
          image('media_files', 'b.png', await pngImage(100, 80, { r: 0, g: 255, b: 0 })),
          image('media_files', 'c.png', await pngImage(100, 80, { r: 0, g: 0, b: 255 })),
        ],
      );
      expect(res.statusCode).toBe(201);
      id = res.json().data.id;
      media = res.json().data.media;
    });

    it('changes only the fields sent', async () => {
      const res = await update(id, { price: 1725.25, status: 'rented', amenities: '["Gym","Pool","Sauna"]' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Property updated successfully!' });
      expect(res.json().data).toMatchObject({
        title: 'Edit Me',
        price: 1725.25,
        status: 'rented',
        amenities: ['Gym', 'Pool', 'Sauna'],
        website: 'https://example.com',
        deposit: 900,
      });
      expect(res.json().data.media.map((m: Media) => m.id)).toEqual(media.map((m) => m.id));
    });

    it('clears optional fields sent blank and refuses blank required ones', async () => {
      const cleared = await update(id, { website: '', deposit: '', amenities: '' });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data).toMatchObject({ website: null, deposit: null, amenities: [] });
      const blank = await update(id, { title: ' ', price: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual({ title: 'Title is required', price: 'Price is required' });
      const bad = await update(id, { bathrooms: 0.3 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['bathrooms']);
    });

    it('reorders, removes and adds images; the first kept is the cover; removed files are deleted', async () => {
      const [a, b, c] = media;
      const added = await pngImage(120, 90, { r: 9, g: 9, b: 9 });
      // Keep c then a (drop b), place the new upload between them.
      const res = await update(id, { existing_images: JSON.stringify([c.url, 'new:0', a.url.replace('/800.webp', '/400.webp')]) }, [
        image('images', 'new.png', added),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const after: Media[] = res.json().data.media;
      expect(after).toHaveLength(3);
      expect(after[0].id).toBe(c.id);
      expect(after[2].id).toBe(a.id);
      expect(after[1].url).not.toBe(b.url);
      expect(after.map((m) => [m.position, m.is_cover])).toEqual([
        [0, true],
        [1, false],
        [2, false],
      ]);
      expect(res.json().data.cover_image).toBe(c.url.replace('/800.webp', '/400.webp'));
      expect(filesOf(b.url)).toEqual([]);
      expect(filesOf(a.url)).toHaveLength(3);
      expect(filesOf(after[1].url)).toHaveLength(3);
      media = after;
    });

    it('appends new images when existing_images is not sent', async () => {
      const res = await update(id, {}, [image('images', 'more.png', png)]);
      expect(res.statusCode).toBe(200);
      const after: Media[] = res.json().data.media;
      expect(after.map((m) => m.id).slice(0, 3)).toEqual(media.map((m) => m.id));
      expect(after).toHaveLength(4);
      media = after;
    });

    it('removes every image with an empty existing_images list', async () => {
      const scratch = await add(validPropertyFields({ title: 'Scratch' }), [image('media_files', 'x.png', png)]);
      const sid = scratch.json().data.id;
      const url = scratch.json().data.media[0].url;
      const res = await update(sid, { existing_images: '[]' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ media: [], cover_image: null });
      expect(filesOf(url)).toEqual([]);
    });

    it('refuses a bad existing_images list and an image of another property', async () => {
      expect((await update(id, { existing_images: 'not json' })).statusCode).toBe(400);
      expect((await update(id, { existing_images: '{"a":1}' })).statusCode).toBe(400);
      expect((await update(id, { existing_images: '["new:3"]' })).statusCode).toBe(400);
      const other = await createProperty(t.app.ctx.db, {}, { media: 1 });
      const otherMedia = (await t.app.inject({ method: 'GET', url: `/api/properties/${other.id}` })).json().data.media[0].url;
      const res = await update(id, { existing_images: JSON.stringify([otherMedia]) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('existing_images');
      // Nothing changed.
      const now = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json().data.media;
      expect(now.map((m: Media) => m.id)).toEqual(media.map((m) => m.id));
    });

    it('refuses more than 20 images in total', async () => {
      const tiny = await pngImage(8, 8);
      const files = Array.from({ length: 17 }, (_, i) => image('images', `t${i}.png`, tiny));
      const res = await update(id, {}, files);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Maximum 20 images allowed');
    });

    it('refuses non-images (415) and oversized files (413) on update', async () => {
      expect((await update(id, {}, [image('images', 'doc.pdf', pdfFile(), 'application/pdf')])).statusCode).toBe(415);
      expect((await update(id, {}, [image('images', 'big.png', bigBytes(15 * 1024 * 1024))])).statusCode).toBe(413);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const bad of ['00000000-0000-4000-8000-000000000000', 'abc', '1']) {
        const res = await update(bad, { price: 1 });
        expect(res.statusCode, bad).toBe(404);
        expect(res.json().detail).toBe('Property not found');
      }
    });
  });

  describe('public cache', () => {
    it('serves visitors from a short cache that every admin write clears; admins always read fresh', async () => {
      const visitor = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
      const first = await visitor('/api/properties?keyword=cachecheck');
      expect(first.headers['x-cache']).toBe('MISS');
      expect((await visitor('/api/properties?keyword=cachecheck')).headers['x-cache']).toBe('HIT');
      const created = await add(validPropertyFields({ title: 'Cachecheck Cottage' }));
      expect(created.statusCode).toBe(201);
      const after = await visitor('/api/properties?keyword=cachecheck');
      expect(after.headers['x-cache']).toBe('MISS');
      expect(after.json().data.properties.map((p: { title: string }) => p.title)).toEqual(['Cachecheck Cottage']);
      expect((await visitor('/api/properties?keyword=cachecheck', { 'cache-control': 'no-cache' })).headers['x-cache']).toBe('BYPASS');
      const asAdmin = await admin.inject({ method: 'GET', url: '/api/properties?keyword=cachecheck' });
      expect(asAdmin.headers['x-cache']).toBe('BYPASS');
      const id = created.json().data.id;
      expect((await visitor(`/api/properties/${id}`)).json().data.title).toBe('Cachecheck Cottage');
      await update(id, { title: 'Cachecheck Cabin' });
      expect((await visitor(`/api/properties/${id}`)).json().data.title).toBe('Cachecheck Cabin');
      await admin.inject({ method: 'DELETE', url: `/api/admin/properties/${id}` });
      expect((await visitor(`/api/properties/${id}`)).statusCode).toBe(404);
      expect((await visitor('/api/properties?keyword=cachecheck')).json().data.properties).toEqual([]);
    });
  });

  describe('delete', () => {
    it('deletes the property and its image files', async () => {
      const created = await add(validPropertyFields({ title: 'Delete Me' }), [image('media_files', 'd.png', png)]);
      const { id, media } = created.json().data;
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/properties/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Property deleted successfully!' });
      expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(404);
      expect(filesOf(media[0].url)).toEqual([]);
      const again = await admin.inject({ method: 'DELETE', url: `/api/admin/properties/${id}` });
      expect(again.statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: '/api/admin/properties/nope' })).statusCode).toBe(404);
    });
  });
});
