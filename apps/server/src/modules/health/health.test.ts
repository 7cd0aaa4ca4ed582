import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/pii/encrypted-columns';
import { createTestContext } from '../../test/context';
import { enqueueEmail } from '../../platform/mail/outbox';
import { useTestContext } from '../../test/app';

// This test builds its own app on a fresh database, which is slow on a busy machine.
const BUILDS_OWN_APP_MS = 120_000;

describe('health and site', () => {
  const t = useTestContext();

  it('reports the database and the outbox backlog', async () => {
    await enqueueEmail(t.app.ctx.db, { to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', outbox: { pending: 1, failed: 0 } });
    await t.flushMail();
    const after = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(after.json().data.outbox.pending).toBe(0);
    expect(t.mail.to('a@example.com')).toHaveLength(1);
  });

  it('is ready when the database answers, every migration is applied and the file store is writable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } } });
  });

  it('is not ready while a migration this code needs is missing, and says so', async () => {
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.db.db.execute(sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    await t.db.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        detail: 'Not ready: 1 migration(s) not applied',
        message: 'Not ready: 1 migration(s) not applied',
        errors: { migrations: '1 migration(s) not applied' },
      });
      // Liveness is another question: the process is alive.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers the site settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ office_hours: 'Mon–Fri 9:00 AM–6:00 PM' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers the connection test', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/debug/simple-test' });
    expect(res.json()).toEqual({ success: true });
  });

  it(
    'answers 503 in the envelope, naming each failing part, when storage or the database is unreachable, and while stopping',
    async () => {
      const broken = await createTestContext();
      const ready = () => broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      try {
        // The uploads folder replaced by a file: the store's probe write fails.
        const uploads = path.join(broken.dataDir, 'uploads');
        fs.rmSync(uploads, { recursive: true, force: true });
        fs.writeFileSync(uploads, '');
        let res = await ready();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          success: false,
          detail: 'Not ready: Storage unreachable',
          message: 'Not ready: Storage unreachable',
          errors: { storage: 'Storage unreachable' },
        });

        await broken.db.close();
        res = await broken.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, detail: 'Database unreachable', message: 'Database unreachable' });
        res = await ready();
        expect(res.statusCode).toBe(503);
        expect(res.json().errors).toEqual({ database: 'Database unreachable', storage: 'Storage unreachable' });

        broken.app.ctx.lifecycle.markStopping();
        res = await ready();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          success: false,
          detail: 'Shutting down',
          message: 'Shutting down',
          errors: { server: 'Shutting down' },
        });
      } finally {
        await broken.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );
});
