import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { notices, outbox } from '../../db/schema';
import { seedNotices, simplePdf } from '../../seed/notices';

import { useTestContext } from '../../test/app';

describe('notices demo data', () => {
  const t = useTestContext();

  it('builds a PDF whose cross-reference table points at its objects', async () => {
    const pdf = simplePdf('Title (with) parens', ['Line one', 'Back\\slash']);
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    const text = pdf.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('(Title \\(with\\) parens) Tj');
  });

  it('adds six notices once, two with downloadable attachments, without e-mails', async () => {
    await seedNotices(t.app.ctx);
    await seedNotices(t.app.ctx);
    const rows = await t.app.ctx.db.select().from(notices);
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => !r.isActive)).toHaveLength(1);
    const withFiles = rows.filter((r) => r.file);
    expect(withFiles.map((r) => r.fileType).sort()).toEqual(['application/pdf', 'image/png']);
    for (const row of withFiles) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notices/${row.id}/download` });
      expect(res.statusCode).toBe(200);
      expect((await fileTypeFromBuffer(res.rawPayload))?.mime).toBe(row.fileType);
      expect(res.rawPayload.length).toBe(row.fileSize);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/public/notices/active' });
    expect(list.json().data.pagination.total).toBe(5);
    expect(await t.app.ctx.db.select().from(outbox)).toHaveLength(0);
  });
});
