import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { validPropertyFields } from '../../modules/properties/test-properties';

import { pngImage } from '../../test/fixtures';
import { loginAsAdmin, multipart } from '../../test/http';
import { sweepOrphans } from './orphans';
import { useTestContext } from '../../test/app';

const DAY = 24 * 3600_000;

describe('orphan sweep (the reconcile path for stored files)', () => {
  const t = useTestContext();
  const keys = {
    referenced: '',
    oldOrphan: `properties/${crypto.randomUUID()}/800.webp`,
    oldOrphanVariant: '',
    recentOrphan: `team/${crypto.randomUUID()}/400.webp`,
    attachedToPendingMail: `maintenance/${crypto.randomUUID()}/photo.jpg`,
    staleProbe: `rentfront-probe/4242-${crypto.randomUUID()}.txt`,
    otherArea: `site/${crypto.randomUUID()}/logo.png`,
  };

  /** Makes a stored file look written two days ago. */
  const age = (key: string) => {
    const file = path.join(t.dataDir, 'uploads', key);
    const then = new Date(Date.now() - 2 * DAY);
    fs.utimesSync(file, then, then);
  };

  beforeAll(async () => {
    const admin = await loginAsAdmin(t);
    const png = await pngImage(640, 480);
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/properties/add',
      ...multipart(validPropertyFields(), [{ field: 'media_files', filename: 'a.png', contentType: 'image/png', bytes: png }]),
    });
    keys.referenced = (res.json().data.media[0].url as string).replace(/^\/media\//, '');
    keys.oldOrphanVariant = keys.oldOrphan.replace('800.webp', '400.webp');

    const storage = t.app.ctx.storage;
    for (const key of Object.values(keys))
      if (key !== keys.referenced) await storage.put(key, Buffer.from(key), 'application/octet-stream');
    for (const key of Object.values(keys)) if (key !== keys.recentOrphan) age(key);
    // An e-mail still waiting to go out attaches this photo (its request row is gone).
    await t.app.ctx.db.insert(outbox).values({
      to: 'contractor@example.com',
      subject: 'Repair',
      text: 'x',
      html: 'x',
      attachments: [{ filename: 'photo.jpg', contentType: 'image/jpeg', storageKey: keys.attachedToPendingMail }],
    });
  });

  it('names what nothing refers to, without deleting anything by default', async () => {
    const lines: string[] = [];
    const summary = await sweepOrphans(t.app.ctx.db, t.app.ctx.storage, { graceMs: DAY, remove: false, log: (l) => lines.push(l) });
    expect(summary).toMatchObject({ orphanUploads: 2, orphanObjects: 3, tooRecent: 1, deletedUploads: 0 });
    expect(lines.sort()).toEqual([`  orphan: ${keys.oldOrphan.split('/').slice(0, 2).join('/')}/`, `  orphan: ${keys.staleProbe}/`].sort());
    for (const key of Object.values(keys)) expect(await t.app.ctx.storage.exists(key), key).toBe(true);
  });

  it('deletes old unreferenced uploads and keeps referenced, recent, mailed and unknown-area files', async () => {
    const summary = await sweepOrphans(t.app.ctx.db, t.app.ctx.storage, { graceMs: DAY, remove: true, log: () => undefined });
    expect(summary.deletedUploads).toBe(2);
    const exists = (key: string) => t.app.ctx.storage.exists(key);
    expect(await exists(keys.oldOrphan)).toBe(false);
    expect(await exists(keys.oldOrphanVariant)).toBe(false);
    expect(await exists(keys.staleProbe)).toBe(false);
    expect(await exists(keys.referenced)).toBe(true);
    expect(await exists(keys.recentOrphan)).toBe(true);
    expect(await exists(keys.attachedToPendingMail)).toBe(true);
    expect(await exists(keys.otherArea)).toBe(true);
  });
});
