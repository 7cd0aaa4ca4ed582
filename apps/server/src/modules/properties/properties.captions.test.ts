// Photo captions (issue 35 item 2: the feeds send photos in order with captions): `image_captions`
// on add and edit, one per image of the result in its order, kept when absent, refused by name.
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CAPTION_MAX } from '@rentfront/shared';
import { pngImage } from '../../test/fixtures';
import { multipart } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';
import { validPropertyFields } from './test-properties';

type Media = { url: string; caption: string | null };

describe('photo captions', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let png: Buffer;
  beforeAll(async () => {
    png = await pngImage(320, 240);
  });
  const file = (field: string, name: string) => ({ field, filename: name, contentType: 'image/png', bytes: png });

  const add = (captions?: unknown) =>
    admin.inject({
      method: 'POST',
      url: '/api/admin/properties/add',
      ...multipart(validPropertyFields({ image_captions: captions === undefined ? undefined : JSON.stringify(captions) }), [
        file('media_files', 'a.png'),
        file('media_files', 'b.png'),
      ]),
    });
  const update = (id: string, fields: Record<string, string>, files = [] as ReturnType<typeof file>[]) =>
    admin.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, ...multipart(fields, files) });

  it('stores a caption per uploaded image, in order; an empty one is none', async () => {
    const res = await add(['  Living room  ', '']);
    expect(res.statusCode, res.body).toBe(201);
    const media = res.json().data.media as Media[];
    expect(media.map((m) => m.caption)).toEqual(['Living room', null]);
    // The public detail carries them too (the page's alt text reads them).
    const detail = await t.app.inject({ method: 'GET', url: `/api/properties/${res.json().data.id}` });
    expect((detail.json().data.media as Media[]).map((m) => m.caption)).toEqual(['Living room', null]);
  });

  it('edits: captions follow the new order; absent keeps them; a new image gets its own', async () => {
    const created = (await add(['Kitchen', 'Garden'])).json().data as { id: string; media: Media[] };
    const [kitchen, garden] = created.media;
    const swapped = await update(created.id, {
      existing_images: JSON.stringify([garden.url, kitchen.url]),
      image_captions: JSON.stringify(['Back garden', 'Kitchen']),
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((swapped.json().data.media as Media[]).map((m) => m.caption)).toEqual(['Back garden', 'Kitchen']);

    const kept = await update(created.id, { title: 'Renamed home' });
    expect((kept.json().data.media as Media[]).map((m) => m.caption)).toEqual(['Back garden', 'Kitchen']);

    const withNew = await update(
      created.id,
      {
        existing_images: JSON.stringify(['new:0', garden.url, kitchen.url]),
        image_captions: JSON.stringify(['Front door', 'Back garden', null]),
      },
      [file('images', 'c.png')],
    );
    expect(withNew.statusCode, withNew.body).toBe(200);
    expect((withNew.json().data.media as Media[]).map((m) => m.caption)).toEqual(['Front door', 'Back garden', null]);
  });

  it('refuses a caption list that is not one text per image, or a caption too long, naming the field', async () => {
    for (const bad of ['not json', { a: 1 }, [1, 2], ['a', 'b', 'c'], ['x'.repeat(IMAGE_CAPTION_MAX + 1)]]) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/admin/properties/add',
        ...multipart(validPropertyFields({ image_captions: typeof bad === 'string' ? bad : JSON.stringify(bad) }), [
          file('media_files', 'a.png'),
          file('media_files', 'b.png'),
        ]),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors).toHaveProperty('image_captions');
    }
    const created = (await add()).json().data as { id: string };
    const tooMany = await update(created.id, { image_captions: JSON.stringify(['a', 'b', 'c']) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('image_captions');
  });
});
