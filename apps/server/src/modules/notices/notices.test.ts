import { beforeAll, describe, expect, it } from 'vitest';
import { DOCX_MIME, NOTICE_FILE_MAX_BYTES, NOTICE_MESSAGES } from '@rentfront/shared';
import { notices } from '../../db/schema';

import { bigBytes, pdfFile, pngImage } from '../../test/fixtures';
import { asVisitor } from '../../test/http';
import { compoundFile, docxFile, exeFile, fakeDocxFile } from './test-files';
import { noticeHelpers } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('notices', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const visitor = asVisitor(t);

  const { pdfUpload, create, putForm, createOk, storedKey, noticeFilesOnDisk } = noticeHelpers(() => ({ t, admin }));

  describe('admin create', () => {
    it('creates a notice with a PDF and keeps the file private', async () => {
      const res = await create({ title: '  Water shut-off  ', description: 'Line one\nLine two', is_active: 'true' }, [
        pdfUpload('Water notice (final).pdf'),
      ]);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: NOTICE_MESSAGES.created });
      expect(body.data).toMatchObject({
        title: 'Water shut-off',
        description: 'Line one\nLine two',
        is_active: true,
        has_file: true,
        original_filename: 'Water notice (final).pdf',
        file_type: 'application/pdf',
        file_size: pdfFile().length,
        file: `/api/admin/notices/${body.data.id}/download`,
      });
      const key = await storedKey(body.data.id);
      expect(key).toMatch(/^notices\/[0-9a-f-]{36}\/Water-notice-final\.pdf$/);
      // Not in a public area: /media refuses it.
      const media = await visitor({ method: 'GET', url: `/media/${key}` });
      expect(media.statusCode).toBe(404);
    });

    it('creates a notice without a file, inactive when asked, from multipart or JSON', async () => {
      const a = await createOk({ title: 'No attachment', is_active: 'false' });
      expect(a).toMatchObject({ has_file: false, file: null, original_filename: null, file_type: null, is_active: false });
      const json = await admin.inject({ method: 'POST', url: '/api/admin/notices', payload: { title: 'From JSON', description: 'Body' } });
      expect(json.statusCode).toBe(201);
      expect(json.json().data).toMatchObject({ title: 'From JSON', description: 'Body', is_active: true });
    });

    it('requires a title of at least 3 characters', async () => {
      for (const [fields, message] of [
        [{}, NOTICE_MESSAGES.titleRequired],
        [{ title: '   ' }, NOTICE_MESSAGES.titleRequired],
        [{ title: 'ab' }, NOTICE_MESSAGES.titleTooShort],
        [{ title: 'x'.repeat(201) }, NOTICE_MESSAGES.titleTooLong],
      ] as const) {
        const res = await create(fields, [pdfUpload()]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, detail: message, message, errors: { title: message } });
      }
      expect(noticeFilesOnDisk()).toHaveLength(1); // only the first test's file
    });

    it('refuses a bad is_active value', async () => {
      const res = await create({ title: 'Bad flag', is_active: 'maybe' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('is_active');
    });

    it('decides the type by content: a PDF named .png is accepted as a PDF and downloads as .pdf', async () => {
      const data = await createOk({ title: 'Renamed PDF' }, [
        { field: 'notice_file', filename: 'scan.png', contentType: 'image/png', bytes: pdfFile() },
      ]);
      expect(data).toMatchObject({ file_type: 'application/pdf', original_filename: 'scan.png' });
      const res = await admin.inject({ method: 'GET', url: `/api/admin/notices/${data.id}/download` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`);
    });

    it('refuses an executable named .pdf with 415 and stores nothing', async () => {
      const before = noticeFilesOnDisk().length;
      const res = await create({ title: 'Sneaky' }, [
        { field: 'notice_file', filename: 'rules.pdf', contentType: 'application/pdf', bytes: exeFile() },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: NOTICE_MESSAGES.fileType, errors: { notice_file: NOTICE_MESSAGES.fileType } });
      expect(noticeFilesOnDisk()).toHaveLength(before);
      const list = await admin.inject({ method: 'GET', url: '/api/admin/notices?search=Sneaky' });
      expect(list.json().data.pagination.total).toBe(0);
    });

    it('refuses plain text and other unsupported types with 415', async () => {
      const res = await create({ title: 'Text file' }, [
        { field: 'notice_file', filename: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('just some text in a file') },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(NOTICE_MESSAGES.fileType);
    });

    it('accepts a real .docx and refuses a zip that only claims to be one', async () => {
      const ok = await createOk({ title: 'Lease addendum' }, [
        { field: 'notice_file', filename: 'addendum.docx', contentType: DOCX_MIME, bytes: docxFile() },
      ]);
      expect(ok.file_type).toBe(DOCX_MIME);
      const dl = await admin.inject({ method: 'GET', url: `/api/admin/notices/${ok.id}/download` });
      expect(dl.headers['content-type']).toBe(DOCX_MIME);
      expect(dl.rawPayload.equals(docxFile())).toBe(true);

      const fake = await create({ title: 'Fake docx' }, [
        { field: 'notice_file', filename: 'x.docx', contentType: DOCX_MIME, bytes: fakeDocxFile() },
      ]);
      expect(fake.statusCode).toBe(415);
      expect(fake.json().message).toBe(NOTICE_MESSAGES.fileType);
    });

    it('accepts a .doc (compound file with a Word stream) and refuses other compound files', async () => {
      const ok = await createOk({ title: 'Old format' }, [
        { field: 'notice_file', filename: 'old.doc', contentType: 'application/msword', bytes: compoundFile(true) },
      ]);
      expect(ok.file_type).toBe('application/x-cfb');
      const dl = await admin.inject({ method: 'GET', url: `/api/admin/notices/${ok.id}/download` });
      expect(dl.headers['content-type']).toBe('application/msword');
      expect(dl.headers['content-disposition']).toContain('filename="old.doc"');

      const sheet = await create({ title: 'Spreadsheet' }, [
        { field: 'notice_file', filename: 'x.doc', contentType: 'application/msword', bytes: compoundFile(false) },
      ]);
      expect(sheet.statusCode).toBe(415);
    });

    it('accepts images', async () => {
      const ok = await createOk({ title: 'Parking map' }, [
        { field: 'notice_file', filename: 'map.png', contentType: 'image/png', bytes: await pngImage() },
      ]);
      expect(ok.file_type).toBe('image/png');
    });

    it('accepts exactly 10MB and refuses anything larger with 413', async () => {
      const exact = Buffer.concat([pdfFile(), Buffer.alloc(NOTICE_FILE_MAX_BYTES - pdfFile().length, 0x20)]);
      expect(exact.length).toBe(10485760);
      const ok = await createOk({ title: 'Exactly ten' }, [
        { field: 'notice_file', filename: 'big.pdf', contentType: 'application/pdf', bytes: exact },
      ]);
      expect(ok.file_size).toBe(10485760);

      const before = noticeFilesOnDisk().length;
      const res = await create({ title: 'Too big' }, [
        { field: 'notice_file', filename: 'huge.png', contentType: 'image/png', bytes: bigBytes(NOTICE_FILE_MAX_BYTES + 1) },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: NOTICE_MESSAGES.fileSize, errors: { notice_file: NOTICE_MESSAGES.fileSize } });
      expect(noticeFilesOnDisk()).toHaveLength(before);
    });

    it('refuses two files and unknown file fields', async () => {
      const two = await create({ title: 'Two files' }, [pdfUpload('a.pdf'), pdfUpload('b.pdf')]);
      expect(two.statusCode).toBe(400);
      const other = await create({ title: 'Other field' }, [{ ...pdfUpload(), field: 'attachment' }]);
      expect(other.statusCode).toBe(400);
    });
  });

  describe('public list and download', () => {
    let activeId: string;
    let inactiveId: string;
    let plainId: string;

    beforeAll(async () => {
      activeId = (
        await createOk({ title: 'Zebra crossing repainted', description: 'Fresh PAINT on Elm Street' }, [pdfUpload('Zebra Notice.pdf')])
      ).id;
      inactiveId = (await createOk({ title: 'Zebra archived', is_active: 'false' }, [pdfUpload()])).id;
      plainId = (await createOk({ title: 'Zebra without file', description: '100% done_ok' })).id;
    });

    it('lists active notices only, newest first, with the public download link', async () => {
      const res = await visitor({ method: 'GET', url: '/api/public/notices/active?search=zebra' });
      expect(res.statusCode).toBe(200);
      const { notices: items, pagination } = res.json().data;
      expect(items.map((n: { id: string }) => n.id)).toEqual([plainId, activeId]);
      expect(pagination).toEqual({ total: 2, limit: 10, offset: 0, has_next: false, has_prev: false });
      expect(items[1]).toMatchObject({ file: `/api/notices/${activeId}/download`, has_file: true, is_active: true });
      expect(items[1]).not.toHaveProperty('file_key');
      expect(JSON.stringify(items)).not.toMatch(/"notices\//); // no storage keys
    });

    it('searches title and description case-insensitively, with wildcards taken literally', async () => {
      const byDescription = await visitor({ method: 'GET', url: '/api/public/notices/active?search=elm%20STREET' });
      expect(byDescription.json().data.notices.map((n: { id: string }) => n.id)).toEqual([activeId]);
      const percent = await visitor({ method: 'GET', url: '/api/public/notices/active?search=100%25' });
      expect(percent.json().data.notices.map((n: { id: string }) => n.id)).toEqual([plainId]);
      const underscore = await visitor({ method: 'GET', url: '/api/public/notices/active?search=o_e' });
      expect(underscore.json().data.pagination.total).toBe(0);
    });

    it('pages with limit and offset', async () => {
      const all = await visitor({ method: 'GET', url: '/api/public/notices/active?limit=100' });
      const total = all.json().data.pagination.total as number;
      expect(total).toBeGreaterThan(3);
      const page = await visitor({ method: 'GET', url: '/api/public/notices/active?limit=2&offset=1' });
      const data = page.json().data;
      expect(data.notices).toHaveLength(2);
      expect(data.notices.map((n: { id: string }) => n.id)).toEqual(
        all
          .json()
          .data.notices.slice(1, 3)
          .map((n: { id: string }) => n.id),
      );
      expect(data.pagination).toEqual({ total, limit: 2, offset: 1, has_next: true, has_prev: true });
      const last = await visitor({ method: 'GET', url: `/api/public/notices/active?limit=2&offset=${total - 1}` });
      expect(last.json().data.pagination).toMatchObject({ has_next: false, has_prev: true });
      expect(last.json().data.notices).toHaveLength(1);
    });

    it('refuses bad paging values with 400', async () => {
      for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
        const res = await visitor({ method: 'GET', url: `/api/public/notices/active?${q}` });
        expect(res.statusCode, q).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('downloads an active notice file as an attachment with a safe name', async () => {
      const res = await visitor({ method: 'GET', url: `/api/notices/${activeId}/download` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Zebra-Notice.pdf"; filename*=UTF-8''Zebra%20Notice.pdf`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.equals(pdfFile())).toBe(true);
    });

    it('does not serve inactive notices, notices without a file, or unknown ids publicly', async () => {
      for (const id of [inactiveId, plainId, UNKNOWN_ID, 'not-a-uuid', '1%27%20or%201=1']) {
        const res = await visitor({ method: 'GET', url: `/api/notices/${id}/download` });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().success).toBe(false);
      }
      // Admins can still fetch the inactive one.
      const adminRes = await admin.inject({ method: 'GET', url: `/api/admin/notices/${inactiveId}/download` });
      expect(adminRes.statusCode).toBe(200);
    });

    it('stops serving a notice as soon as it is deactivated', async () => {
      const off = await admin.inject({ method: 'PATCH', url: `/api/admin/notices/${activeId}/toggle-active` });
      expect(off.json()).toMatchObject({ message: NOTICE_MESSAGES.deactivated, data: { is_active: false } });
      expect((await visitor({ method: 'GET', url: `/api/notices/${activeId}/download` })).statusCode).toBe(404);
      const list = await visitor({ method: 'GET', url: '/api/public/notices/active?search=zebra' });
      expect(list.json().data.notices.map((n: { id: string }) => n.id)).toEqual([plainId]);
      const on = await admin.inject({ method: 'PATCH', url: `/api/admin/notices/${activeId}/toggle-active` });
      expect(on.json()).toMatchObject({ message: NOTICE_MESSAGES.activated, data: { is_active: true } });
      expect((await visitor({ method: 'GET', url: `/api/notices/${activeId}/download` })).statusCode).toBe(200);
    });
  });

  describe('admin list, read, update, delete', () => {
    it('lists every notice with stats over all notices', async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/admin/notices?limit=5' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      const total = (await t.app.ctx.db.select({ id: notices.id }).from(notices)).length;
      expect(data.stats.total).toBe(total);
      expect(data.stats.active + data.stats.inactive).toBe(total);
      expect(data.stats.inactive).toBeGreaterThan(0);
      expect(data.notices).toHaveLength(5);
      expect(data.pagination).toMatchObject({ total, limit: 5, offset: 0, has_prev: false, has_next: true });
      // Search narrows the list but not the cards.
      const searched = await admin.inject({ method: 'GET', url: '/api/admin/notices?search=ARCHIVED' });
      expect(searched.json().data.notices.map((n: { title: string }) => n.title)).toEqual(['Zebra archived']);
      expect(searched.json().data.stats.total).toBe(total);
    });

    it('reads one notice; unknown and malformed ids are 404', async () => {
      const created = await createOk({ title: 'Readable' });
      const res = await admin.inject({ method: 'GET', url: `/api/admin/notices/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: created.id, title: 'Readable' });
      for (const id of [UNKNOWN_ID, 'nope', '123']) {
        for (const [method, url] of [
          ['GET', `/api/admin/notices/${id}`],
          ['DELETE', `/api/admin/notices/${id}`],
          ['PATCH', `/api/admin/notices/${id}/toggle-active`],
          ['GET', `/api/admin/notices/${id}/download`],
        ] as const) {
          const r = await admin.inject({ method, url });
          expect(r.statusCode, `${method} ${url}`).toBe(404);
          expect(r.json().message).toBe(NOTICE_MESSAGES.notFound);
        }
        const put = await admin.inject({ method: 'PUT', url: `/api/admin/notices/${id}`, payload: { title: 'Whatever' } });
        expect(put.statusCode).toBe(404);
        const set = await admin.inject({ method: 'PUT', url: `/api/admin/notices/${id}/set-active`, payload: { is_active: true } });
        expect(set.statusCode).toBe(404);
      }
    });

    it('updates the sent fields only and validates the title', async () => {
      const created = await createOk({ title: 'Original', description: 'Keep me' });
      const res = await admin.inject({ method: 'PUT', url: `/api/admin/notices/${created.id}`, payload: { title: 'Renamed' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: NOTICE_MESSAGES.updated,
        data: { title: 'Renamed', description: 'Keep me', is_active: true },
      });
      const short = await putForm(`/api/admin/notices/${created.id}`, { title: 'no' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ title: NOTICE_MESSAGES.titleTooShort });
      const cleared = await admin.inject({ method: 'PUT', url: `/api/admin/notices/${created.id}`, payload: { description: '' } });
      expect(cleared.json().data.description).toBeNull();
    });

    it('replaces the file (deleting the old one) and removes it with remove_file', async () => {
      const created = await createOk({ title: 'With file' }, [pdfUpload('first.pdf')]);
      const firstKey = (await storedKey(created.id))!;
      expect(await t.app.ctx.storage.exists(firstKey)).toBe(true);

      const res = await putForm(`/api/admin/notices/${created.id}`, { title: 'With new file' }, [
        { field: 'notice_file', filename: 'second.png', contentType: 'image/png', bytes: await pngImage() },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ title: 'With new file', original_filename: 'second.png', file_type: 'image/png' });
      const secondKey = (await storedKey(created.id))!;
      expect(secondKey).not.toBe(firstKey);
      expect(await t.app.ctx.storage.exists(firstKey)).toBe(false);
      expect(await t.app.ctx.storage.exists(secondKey)).toBe(true);

      // A refused replacement leaves the current file alone.
      const refused = await putForm(`/api/admin/notices/${created.id}`, {}, [
        { field: 'notice_file', filename: 'x.pdf', contentType: 'application/pdf', bytes: exeFile() },
      ]);
      expect(refused.statusCode).toBe(415);
      expect(await storedKey(created.id)).toBe(secondKey);

      const removed = await putForm(`/api/admin/notices/${created.id}`, { remove_file: 'true' });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toMatchObject({ has_file: false, file: null, original_filename: null, file_type: null, file_size: null });
      expect(await t.app.ctx.storage.exists(secondKey)).toBe(false);
      const dl = await admin.inject({ method: 'GET', url: `/api/admin/notices/${created.id}/download` });
      expect(dl.statusCode).toBe(404);
    });

    it('sets the active flag explicitly from multipart or JSON', async () => {
      const created = await createOk({ title: 'Switchable' });
      const off = await putForm(`/api/admin/notices/${created.id}/set-active`, { is_active: 'false' });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ message: NOTICE_MESSAGES.deactivated, data: { is_active: false } });
      const on = await admin.inject({ method: 'PUT', url: `/api/admin/notices/${created.id}/set-active`, payload: { is_active: true } });
      expect(on.json().data.is_active).toBe(true);
      const again = await admin.inject({ method: 'PUT', url: `/api/admin/notices/${created.id}/set-active`, payload: { is_active: true } });
      expect(again.json().data.is_active).toBe(true);
      const missing = await admin.inject({ method: 'PUT', url: `/api/admin/notices/${created.id}/set-active`, payload: {} });
      expect(missing.statusCode).toBe(400);
      const bad = await admin.inject({
        method: 'PUT',
        url: `/api/admin/notices/${created.id}/set-active`,
        payload: { is_active: 'perhaps' },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('deletes a notice and its file', async () => {
      const created = await createOk({ title: 'Short-lived' }, [pdfUpload()]);
      const key = (await storedKey(created.id))!;
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/notices/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: NOTICE_MESSAGES.deleted });
      expect(await t.app.ctx.storage.exists(key)).toBe(false);
      expect((await admin.inject({ method: 'GET', url: `/api/admin/notices/${created.id}` })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/notices/${created.id}` })).statusCode).toBe(404);
    });
  });
});
