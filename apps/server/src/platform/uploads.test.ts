import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../test/context';
import { bigBytes, pdfFile, pngImage } from '../test/fixtures';
import { multipart } from '../test/http';
import { chunk, openRaw, statusOf, within } from '../test/raw-http';
import { badRequest } from './http/errors';
import { readMultipart, type FileRule } from './uploads';
import { useTestContext } from '../test/app';

const PHOTO: FileRule = {
  maxBytes: 1024 * 1024,
  maxCount: 2,
  accept: ['image/png', 'image/jpeg'],
  tooLarge: (name) => `${name} is larger than 1MB`,
  wrongType: (name) => `${name} is not an image`,
  tooMany: 'At most 2 photos',
};
const DOC: FileRule = {
  maxBytes: 2 * 1024 * 1024,
  maxCount: 1,
  accept: ['application/pdf'],
  tooLarge: () => 'Document too large',
  wrongType: () => 'Document must be a PDF',
};

describe('readMultipart', () => {
  const t = useTestContext(
    {},
    {
      routes: (app) => {
        app.post('/api/test/upload', async (request) => {
          const form = await readMultipart(request, { photos: PHOTO, doc: DOC });
          return {
            success: true,
            data: {
              fields: form.fields,
              files: form.files.map((f) => ({ field: f.field, filename: f.filename, mime: f.mime, size: f.bytes.length })),
            },
          };
        });
        // A form whose text is checked before any file is read.
        app.post('/api/test/checked', async (request) => {
          const form = await readMultipart(
            request,
            { photos: PHOTO },
            {
              checkFields: (fields) => {
                if (!fields.title) throw badRequest('Title is required', { title: 'Title is required' });
              },
            },
          );
          return { success: true, data: { files: form.files.length } };
        });
      },
    },
  );
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const port = () => (t.app.server.address() as { port: number }).port;

  const send = (form: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url: '/api/test/upload', headers: { origin: TEST_ORIGIN, ...form.headers }, payload: form.payload });

  it('reads text fields and files, typing files by their bytes and not by name or declared type', async () => {
    const png = await pngImage();
    const res = await send(
      multipart({ title: 'Hello', note: '' }, [
        { field: 'photos', filename: 'looks-like.pdf', contentType: 'application/pdf', bytes: png },
        { field: 'doc', filename: 'lease.bin', contentType: 'application/octet-stream', bytes: pdfFile() },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      fields: { title: 'Hello', note: '' },
      files: [
        { field: 'photos', filename: 'looks-like.pdf', mime: 'image/png', size: png.length },
        { field: 'doc', filename: 'lease.bin', mime: 'application/pdf', size: pdfFile().length },
      ],
    });
  });

  it('ignores an empty file input', async () => {
    const res = await send(
      multipart({ title: 'x' }, [{ field: 'photos', filename: '', contentType: 'application/octet-stream', bytes: Buffer.alloc(0) }]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files).toEqual([]);
  });

  it('413 with the rule message as soon as a file passes its limit', async () => {
    const res = await send(
      multipart({}, [{ field: 'photos', filename: 'big.png', contentType: 'image/png', bytes: bigBytes(3 * 1024 * 1024) }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      detail: 'big.png is larger than 1MB',
      message: 'big.png is larger than 1MB',
      errors: { photos: 'big.png is larger than 1MB' },
    });
    // Exactly at the limit is fine (as far as size goes: these bytes are not a real PNG).
    const edge = await send(
      multipart({}, [{ field: 'photos', filename: 'edge.png', contentType: 'image/png', bytes: bigBytes(1024 * 1024) }]),
    );
    expect(edge.statusCode).not.toBe(413);
  });

  it('415 with the rule message for content of the wrong type', async () => {
    const res = await send(
      multipart({}, [{ field: 'doc', filename: 'fake.pdf', contentType: 'application/pdf', bytes: await pngImage() }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ detail: 'Document must be a PDF', errors: { doc: 'Document must be a PDF' } });
    const text = await send(
      multipart({}, [{ field: 'photos', filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('hello world, plain text') }]),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe('a.png is not an image');
  });

  it('400 for too many files or an unexpected file field', async () => {
    const png = await pngImage();
    const three = [1, 2, 3].map((i) => ({ field: 'photos', filename: `${i}.png`, contentType: 'image/png', bytes: png }));
    const many = await send(multipart({}, three));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ detail: 'At most 2 photos', errors: { photos: 'At most 2 photos' } });
    const other = await send(multipart({}, [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: png }]));
    expect(other.statusCode).toBe(400);
    expect(other.json().success).toBe(false);
  });

  it('415 when the body is not multipart, and 400 for a broken multipart body', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/test/upload', headers: { origin: TEST_ORIGIN }, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json().success).toBe(false);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().success).toBe(false);
  });

  it('413 naming a text field longer than its limit (64 KB), never a cut-short value', async () => {
    const res = await send(multipart({ title: 'x'.repeat(64 * 1024 + 1) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errors: { title: 'The field "title" is too long' } });
    expect(res.headers.connection).toBe('close');
    expect((await send(multipart({ title: 'x'.repeat(64 * 1024) }))).statusCode).toBe(200);
  });

  it('413 for a body over what the rules allow in all (files, one largest file more, 256 KB of text), each part within its limit', async () => {
    // Budget: 2 × 1 MB + 2 MB + 2 MB + 256 KB = 6.25 MB; 90 fields of 60 KB and a 1 MB photo pass it.
    const fields = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`f${i}`, 'x'.repeat(60 * 1024)]));
    const photo = { field: 'photos', filename: 'a.png', contentType: 'image/png', bytes: bigBytes(1024 * 1024) };
    const res = await send(multipart(fields, [photo]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Request body is too large' });
    expect(res.headers.connection).toBe('close');
  });

  it('checks the text fields before reading a file: 400 while the file is still being sent', async () => {
    const boundary = '----rentfrontcheck';
    const conn = await openRaw(port());
    await conn.write(
      `POST /api/test/checked HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    await conn.write(
      chunk(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno title\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    await conn.write(chunk(await pngImage()));
    // The file never ends: only a check made before reading it can answer.
    const head = await within(conn.head, 5_000, 'answer');
    expect(statusOf(head)).toBe(400);
    const all = await within(conn.closed, 5_000, 'close');
    expect(all).toMatch(/"errors":\{"title":"Title is required"\}/);
  });

  it('runs the same check on a form without files, and lets a valid one through', async () => {
    const post = (form: ReturnType<typeof multipart>) =>
      t.app.inject({ method: 'POST', url: '/api/test/checked', headers: { origin: TEST_ORIGIN, ...form.headers }, payload: form.payload });
    expect((await post(multipart({ note: 'x' }))).statusCode).toBe(400);
    const png = await pngImage();
    const ok = await post(multipart({ title: 'Yes' }, [{ field: 'photos', filename: 'a.png', contentType: 'image/png', bytes: png }]));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.files).toBe(1);
  });
});
