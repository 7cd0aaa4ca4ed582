import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { unauditedRoutes } from '../../platform/audit-trail';
import { TEST_ORIGIN } from '../../test/context';
import { ADMIN_PASSWORD, asVisitor, loginAsAdmin } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';

const LIST = '/api/admin/audit-log';
const CSV = '/api/admin/audit-log.csv';

describe('audit log screen API', () => {
  const t = useTestContext();
  const admin = useAdmin(t, 'audit-owner@example.com');
  const other = useAdmin(t, 'audit-manager@example.com');

  const list = (query = '', agent = admin) => agent.inject({ method: 'GET', url: `${LIST}${query}` });
  type Entry = {
    action: string;
    actor: { id: string; full_name?: string; deleted?: boolean } | null;
    entity_type: string;
    entity_id: string | null;
    ip: string | null;
    details: Record<string, unknown>;
    created_at: string;
  };
  const entries = async (query = '') => (await list(query)).json().data.entries as Entry[];

  it('answers 401 to both routes without a session', async () => {
    const visitor = asVisitor(t);
    expect((await visitor({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await visitor({ method: 'GET', url: CSV })).statusCode).toBe(401);
  });

  it('lists sign-ins newest first with who, when, the address and the record', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json().data;
    const logins = (body.entries as Entry[]).filter((e) => e.action === 'auth.login');
    // The manager signed in last, so comes first.
    expect(logins[0]).toMatchObject({ actor: { id: other.userId, full_name: 'Test Admin' }, entity_type: 'user', entity_id: other.userId });
    expect(logins[0].ip).toMatch(/^10\./);
    expect(logins[1].actor?.id).toBe(admin.userId);
    const times = (body.entries as Entry[]).map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.people.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([admin.userId, other.userId]));
    expect(body.pagination).toMatchObject({ limit: 50, offset: 0, has_prev: false });
  });

  it('records a failed sign-in without the password or the e-mail, naming the account when it exists', async () => {
    const visitor = asVisitor(t);
    const wrong = 'Wrong-Password-123';
    await visitor({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.7',
      payload: { email: 'audit-owner@example.com', password: wrong },
    });
    await visitor({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.7',
      payload: { email: 'nobody-here@example.com', password: wrong },
    });
    const failed = await entries('?action=auth.login_failed');
    expect(failed[0]).toMatchObject({ actor: null, entity_id: null, ip: '198.51.100.7', details: { known_account: false } });
    expect(failed[1]).toMatchObject({ actor: null, entity_id: admin.userId, ip: '198.51.100.7', details: { known_account: true } });
    const stored = JSON.stringify(await t.db.db.select().from(auditLog));
    expect(stored).not.toContain(wrong);
    expect(stored).not.toContain('nobody-here');
    expect(stored).not.toContain(ADMIN_PASSWORD);
  });

  it('records deletes and settings changes made through any admin route', async () => {
    const created = await admin.inject({ method: 'POST', url: '/api/admin/notices', payload: { title: 'Audit me', description: 'Body' } });
    const id = created.json().data.id as string;
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/notices/${id}` })).statusCode).toBe(200);
    const [deleted] = await entries('?action=notice.delete');
    expect(deleted).toMatchObject({ actor: { id: admin.userId }, entity_type: 'notice', entity_id: id });

    expect(
      (await admin.inject({ method: 'PUT', url: '/api/admin/site-texts/lease_terms', payload: { body: 'New terms' } })).statusCode,
    ).toBe(200);
    const [changed] = await entries('?action=settings.update');
    expect(changed).toMatchObject({ actor: { id: admin.userId }, entity_type: 'site_text', entity_id: 'lease_terms' });
    expect(JSON.stringify(changed.details)).not.toContain('New terms');

    // A refused delete (404) records nothing.
    const before = (await entries('?action=notice.delete')).length;
    await admin.inject({ method: 'DELETE', url: `/api/admin/notices/${id}` });
    expect((await entries('?action=notice.delete')).length).toBe(before);
  });

  it('records a sign-out, and a password reset by the account itself', async () => {
    const leaving = await loginAsAdmin(t, 'audit-leaving@example.com');
    expect((await leaving.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const [out] = await entries(`?action=auth.logout&user_id=${leaving.userId}`);
    expect(out).toMatchObject({ actor: { id: leaving.userId }, entity_type: 'user', entity_id: leaving.userId });

    const visitor = asVisitor(t);
    await visitor({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'audit-leaving@example.com' } });
    await t.flushMail();
    const link = t.mail
      .to('audit-leaving@example.com')
      .at(-1)!
      .text.match(/reset-password\/([\w-]+)/)![1];
    const reset = await visitor({
      method: 'POST',
      url: `/api/auth/reset-password/${link}`,
      payload: { new_password: 'a-brand-new-passphrase-9' },
    });
    expect(reset.statusCode).toBe(200);
    const [entry] = await entries('?action=auth.password_reset');
    expect(entry).toMatchObject({ actor: { id: leaving.userId }, entity_id: leaving.userId });
    expect(JSON.stringify(entry)).not.toContain(link);
    expect(JSON.stringify(entry)).not.toContain('a-brand-new-passphrase-9');
  });

  it('knows every admin DELETE route (none is left out of the trail)', () => {
    expect(unauditedRoutes(t.app)).toEqual([]);
  });

  it('filters by person, action and office day, and pages in SQL', async () => {
    const mine = await entries(`?user_id=${other.userId}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actor?.id === other.userId)).toBe(true);

    // Entries on known office days (America/New_York): 23:30 there is the next day in UTC.
    await writeAudit(t.db.db, { actorId: other.userId, action: 'test.dated', entityType: 'test', entityId: 'late' });
    await t.db.db.insert(auditLog).values([
      { actorId: other.userId, action: 'test.dated', entityType: 'test', entityId: 'a', createdAt: new Date('2025-03-10T03:30:00Z') }, // Mar 9, 23:30 EDT
      { actorId: other.userId, action: 'test.dated', entityType: 'test', entityId: 'b', createdAt: new Date('2025-03-10T15:00:00Z') }, // Mar 10
      { actorId: other.userId, action: 'test.dated', entityType: 'test', entityId: 'c', createdAt: new Date('2025-03-11T04:30:00Z') }, // Mar 11, 00:30 EDT
    ]);
    const day = await entries('?action=test.dated&from=2025-03-10&to=2025-03-10');
    expect(day.map((e) => e.entity_id)).toEqual(['b']);
    const span = await entries('?action=test.dated&from=2025-03-09&to=2025-03-11');
    expect(span.map((e) => e.entity_id)).toEqual(['c', 'b', 'a']);
    expect((await entries('?action=test.dated&to=2025-03-09')).map((e) => e.entity_id)).toEqual(['a']);

    const first = (await list('?action=test.dated&limit=2')).json().data;
    expect(first.entries.map((e: Entry) => e.entity_id)).toEqual(['late', 'c']);
    expect(first.pagination).toMatchObject({ has_next: true, has_prev: false });
    const second = (await list('?action=test.dated&limit=2&offset=2')).json().data;
    expect(second.entries.map((e: Entry) => e.entity_id)).toEqual(['b', 'a']);
    expect(second.pagination).toMatchObject({ has_next: false, has_prev: true });
    // Empty filters are no filters (the web sends them from cleared fields).
    expect((await list('?user_id=&action=&from=&to=')).statusCode).toBe(200);
  });

  it.each([
    ['?user_id=not-a-uuid', 'user_id', 'user_id must be a user id'],
    ['?action=DROP%20TABLE', 'action', 'action must be an action name such as auth.login'],
    [`?action=${'a'.repeat(65)}`, 'action', 'action must be an action name such as auth.login'],
    ['?from=2025-02-30', 'from', 'Dates must be written YYYY-MM-DD'],
    ['?to=yesterday', 'to', 'Dates must be written YYYY-MM-DD'],
    ['?from=2025-03-11&to=2025-03-10', 'from', 'The "from" date must not be after the "to" date'],
    ['?limit=0', 'limit', undefined],
    ['?limit=201', 'limit', undefined],
    ['?offset=-1', 'offset', undefined],
    ['?offset=abc', 'offset', undefined],
  ])('refuses %s with 400', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    if (message) expect(res.json().errors[field]).toBe(message);
    expect((await admin.inject({ method: 'GET', url: `${CSV}${query}` })).statusCode).toBe(
      query.includes('limit') || query.includes('offset') ? 200 : 400,
    );
  });

  it('refuses an oversized query without a 500', async () => {
    const res = await list(`?action=${'x'.repeat(5000)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('exports the filtered log as CSV, newest first, and records the export', async () => {
    const res = await admin.inject({ method: 'GET', url: `${CSV}?action=test.dated&from=2025-03-09&to=2025-03-11` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Who (e-mail),User id,Action,Action (words),Record type,Record id,Address,Details');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',test.dated,,test,c,');
    expect(lines[1]).toContain('audit-manager@example.com');
    const [exported] = await entries('?action=export.csv');
    expect(exported).toMatchObject({
      actor: { id: admin.userId },
      entity_type: 'audit-log',
      details: { rows: 3, complete: true, filters: { action: 'test.dated', from: '2025-03-09', to: '2025-03-11' } },
    });
  });

  it('keeps entries of a deleted user, shown as deleted', async () => {
    const gone = await loginAsAdmin(t, 'audit-gone@example.com');
    await t.db.db.execute(sql`delete from sessions where user_id = ${gone.userId}`);
    await t.db.db.delete(users).where(eq(users.id, gone.userId));
    const [entry] = await entries(`?user_id=${gone.userId}`);
    expect(entry).toMatchObject({ action: 'auth.login', actor: { id: gone.userId, deleted: true } });
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const db = t.db.db;
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.action === 'forged')).toBe(false);
  });

  it('has no route that changes or removes an entry', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await admin.inject({ method, url: LIST, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode).toBe(404);
    }
  });
});
