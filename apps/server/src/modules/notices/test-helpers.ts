import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notices } from '../../db/schema';
import type { TestContext } from '../../test/context';
import { pdfFile } from '../../test/fixtures';
import { multipart, type Agent } from '../../test/http';

export type Upload = { field: string; filename: string; contentType: string; bytes: Buffer };
type Fields = Record<string, string | boolean | undefined>;

/**
 * Calls the notice tests share. `current` is read at call time because the context and the
 * signed-in admin only exist once the suite's beforeAll has run.
 */
export function noticeHelpers(current: () => { t: TestContext; admin: Agent }) {
  const pdfUpload = (filename = 'rules.pdf'): Upload => ({
    field: 'notice_file',
    filename,
    contentType: 'application/pdf',
    bytes: pdfFile(),
  });

  function create(fields: Fields, files: Upload[] = []) {
    const body = multipart(fields, files);
    return current().admin.inject({ method: 'POST', url: '/api/admin/notices', payload: body.payload, headers: body.headers });
  }

  /** Sends the fields (and files) as a multipart form to a notice's edit route. */
  function putForm(url: string, fields: Fields, files: Upload[] = []) {
    const body = multipart(fields, files);
    return current().admin.inject({ method: 'PUT', url, payload: body.payload, headers: body.headers });
  }

  async function createOk(fields: Fields, files: Upload[] = []) {
    const res = await create(fields, files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; file: string | null; [k: string]: unknown };
  }

  async function storedKey(id: string) {
    const [row] = await current().t.app.ctx.db.select({ file: notices.file }).from(notices).where(eq(notices.id, id));
    return row?.file ?? null;
  }

  function noticeFilesOnDisk(): string[] {
    const dir = path.join(current().t.dataDir, 'uploads', 'notices');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  }

  return { pdfUpload, create, putForm, createOk, storedKey, noticeFilesOnDisk };
}
