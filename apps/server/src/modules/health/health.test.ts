import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { enqueueEmail } from '../../platform/mail/outbox';

// This test builds its own app on a fresh database, which is slow on a busy machine.
const BUILDS_OWN_APP_MS = 120_000;

describe('health and site', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

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
    'answers 503 in the envelope when the database is unreachable',
    async () => {
      const broken = await createTestContext();
      try {
        await broken.db.close();
        const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, detail: 'Database unreachable', message: 'Database unreachable' });
      } finally {
        await broken.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );
});
