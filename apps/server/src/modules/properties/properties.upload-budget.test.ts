// The admin property form's budget (issue 30 S1): its text fields are checked before any image is
// read, and the whole request is bounded, so a form refused for its title or its size holds no
// images in memory and stores nothing.
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { pngImage } from '../../test/fixtures';
import { chunk, openRaw, statusOf, within } from '../../test/raw-http';
import { PROPERTY_FORM_BUDGET } from './images';
import { validPropertyFields } from './test-properties';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';

const BOUNDARY = '----rentfrontproperty';

function fieldParts(fields: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
}

const imagePartHead = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

describe('admin property form: fields before files, and a bounded request', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let port: number;
  let png: Buffer;

  const propertyCount = async () => (await t.app.ctx.db.select({ n: count() }).from(properties))[0].n;
  const storedFiles = () => {
    const dir = path.join(t.dataDir, 'uploads', 'properties');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  /** Sends the head and `parts` of a chunked form that never ends; resolves with the answer. */
  async function unfinishedForm(method: string, url: string, parts: (string | Buffer)[]) {
    const conn = await openRaw(port);
    await conn.write(
      `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${admin.cookie}\r\nX-CSRF-Token: ${admin.csrf}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    for (const part of parts) await conn.write(chunk(part));
    const head = await within(conn.head, 10_000, 'answer');
    const all = await within(conn.closed, 10_000, 'close');
    return { status: statusOf(head), head, body: JSON.parse(all.slice(all.indexOf('\r\n\r\n') + 4)) };
  }

  beforeAll(async () => {
    png = await pngImage(64, 64);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('add: a missing title is a 400 before any image is read (the image is still being sent), nothing stored', async () => {
    const before = await propertyCount();
    const { title: _title, ...noTitle } = validPropertyFields({ title: 'x' });
    const res = await unfinishedForm('POST', '/api/admin/properties/add', [fieldParts(noTitle), imagePartHead('media_files'), png]);
    expect(res.status).toBe(400);
    expect(res.head).toMatch(/\r\nconnection: close/i);
    expect(res.body).toMatchObject({ success: false, errors: { title: 'Title is required' } });
    expect(await propertyCount()).toBe(before);
    expect(storedFiles()).toBe(0);
  });

  it('update: a blanked title is a 400 before any new image is read', async () => {
    const { id } = await createProperty(t.app.ctx.db, { title: 'Kept Title' });
    const res = await unfinishedForm('PUT', `/api/admin/properties/${id}`, [fieldParts({ title: '' }), imagePartHead('images'), png]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { title: 'Title is required' } });
    expect(storedFiles()).toBe(0);
  });

  it('a form declaring more than 100 MB is a 413 with its message before it is read, nothing stored', async () => {
    const conn = await openRaw(port);
    await conn.write(
      `POST /api/admin/properties/add HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${admin.cookie}\r\nX-CSRF-Token: ${admin.csrf}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${PROPERTY_FORM_BUDGET.maxBytes! + 1}\r\n\r\n`,
    );
    const head = await within(conn.head, 10_000, 'answer');
    expect(statusOf(head)).toBe(413);
    const all = await within(conn.closed, 10_000, 'close');
    expect(JSON.parse(all.slice(all.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, message: PROPERTY_FORM_BUDGET.tooLarge });
    expect(storedFiles()).toBe(0);
  });

  it('a valid form with its fields first still adds the property with its image', async () => {
    const conn = await openRaw(port);
    const body = Buffer.concat([
      Buffer.from(fieldParts(validPropertyFields({ title: 'Budget Villa' }))),
      Buffer.from(imagePartHead('media_files')),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    await conn.write(
      `POST /api/admin/properties/add HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${admin.cookie}\r\nX-CSRF-Token: ${admin.csrf}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    await conn.write(body);
    expect(statusOf(await within(conn.head, 10_000, 'answer'))).toBe(201);
    await within(conn.closed, 10_000, 'close');
    expect(storedFiles()).toBe(1);
  });
});
