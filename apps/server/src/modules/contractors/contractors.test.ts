import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contractors } from '../../db/schema';

import { asVisitor } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';

const BASE = '/api/admin/contractors';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fix It Plumbing',
  trade: 'Plumbing',
  email: `fixit-${Math.random().toString(16).slice(2, 8)}@example.com`,
  phone: '518-555-0199',
  notes: 'Prefers mornings.',
  active: true,
  ...overrides,
});

describe('contractor directory routes', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  const create = (payload: unknown) => admin.inject({ method: 'POST', url: BASE, payload: payload as object });
  const list = (query = '') => admin.inject({ method: 'GET', url: `${BASE}${query}` });

  it('creates, lists A to Z, updates and soft-deletes a contractor, auditing each without contact details', async () => {
    const res = await create(valid({ name: 'Zed Electric', trade: 'Electrical', email: 'zed@example.com' }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      success: true,
      message: 'Contractor added successfully',
      data: { name: 'Zed Electric', trade: 'Electrical', email: 'zed@example.com', phone: '518-555-0199', active: true, job_count: 0 },
    });
    const id = created.data.id as string;
    await create(valid({ name: 'alpha Heating', email: 'alpha@example.com' }));

    const names = (await list()).json().data.contractors.map((c: { name: string }) => c.name);
    expect(names.indexOf('alpha Heating')).toBeLessThan(names.indexOf('Zed Electric'));

    const put = await admin.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { name: 'Zed Electric Co', email: 'ZED@example.com', trade: '', phone: '', notes: '', active: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: 'Contractor updated successfully',
      data: { id, name: 'Zed Electric Co', email: 'ZED@example.com', trade: null, phone: null, notes: null, active: false },
    });
    // The picker asks for active contractors only.
    expect((await list('?active=true')).json().data.contractors.some((c: { id: string }) => c.id === id)).toBe(false);
    expect((await list('?active=false')).json().data.contractors.some((c: { id: string }) => c.id === id)).toBe(true);

    const del = await admin.inject({ method: 'DELETE', url: `${BASE}/${id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ message: 'Contractor deleted successfully', data: { id } });
    expect((await list()).json().data.contractors.some((c: { id: string }) => c.id === id)).toBe(false);
    // Soft: the row stays for the jobs' history, and its address may be used again.
    const [row] = await t.app.ctx.db.select().from(contractors).where(eq(contractors.id, id));
    expect(row.deletedAt).not.toBeNull();
    expect((await create(valid({ email: 'zed@example.com' }))).statusCode).toBe(201);
    expect((await admin.inject({ method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: valid() })).statusCode).toBe(404);

    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['contractor.create', 'contractor.delete', 'contractor.update']);
    expect(JSON.stringify(audit.map((a) => a.details))).not.toContain('example.com');
  });

  it('keeps a contractor known by e-mail alone: the name is optional, and the list sorts it by its address', async () => {
    const noName = await create(valid({ name: undefined, email: 'mmm-solo@example.com' }));
    expect(noName.statusCode).toBe(201);
    expect(noName.json().data).toMatchObject({ name: null, email: 'mmm-solo@example.com' });
    const blank = await create(valid({ name: '   ', email: 'blank-name@example.com' }));
    expect(blank.statusCode).toBe(201);
    expect(blank.json().data.name).toBeNull();
    await create(valid({ name: 'Mmm-a Heating', email: 'mmma@example.com' }));
    await create(valid({ name: 'Mmm-z Heating', email: 'mmmz@example.com' }));
    const shown = (await list()).json().data.contractors.map((c: { name: string | null; email: string }) => c.name ?? c.email);
    const at = (x: string) => shown.indexOf(x);
    expect(at('Mmm-a Heating')).toBeLessThan(at('mmm-solo@example.com'));
    expect(at('mmm-solo@example.com')).toBeLessThan(at('Mmm-z Heating'));
    // A name cleared on update is cleared, not kept.
    const id = (await create(valid({ email: 'clear-name@example.com' }))).json().data.id;
    const put = await admin.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: valid({ name: '', email: 'clear-name@example.com' }) });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.name).toBeNull();
  });

  it('refuses a second live contractor with the same e-mail, whatever its case (409)', async () => {
    await create(valid({ email: 'same@example.com' }));
    const again = await create(valid({ email: ' SAME@example.com ' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'A contractor with this email already exists' });
    const other = (await create(valid({ email: 'other@example.com' }))).json().data.id;
    const put = await admin.inject({ method: 'PUT', url: `${BASE}/${other}`, payload: valid({ email: 'same@example.com' }) });
    expect(put.statusCode).toBe(409);
  });

  describe('validation (400 with the field named)', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['name too long', { name: 'x'.repeat(121) }, 'name', 'Must be at most 120 characters'],
      ['missing e-mail', { email: undefined }, 'email', 'Please enter the contractor’s email'],
      ['bad e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      ['e-mail too long', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'Must be at most 254 characters'],
      ['bad phone', { phone: '0518 555' }, 'phone', 'Please enter a valid phone number'],
      ['phone too long', { phone: '1'.repeat(33) }, 'phone', 'Must be at most 32 characters'],
      ['trade too long', { trade: 't'.repeat(81) }, 'trade', 'Must be at most 80 characters'],
      ['notes too long', { notes: 'n'.repeat(2001) }, 'notes', 'Must be at most 2000 characters'],
      ['active not a boolean', { active: 'yes' }, 'active', 'Active must be true or false'],
      ['name not text', { name: 42 }, 'name', 'Invalid input: expected string, received number'],
    ];
    for (const [label, change, field, message] of cases) {
      it(label, async () => {
        const res = await create(valid(change));
        expect(res.statusCode).toBe(400);
        expect(res.json().success).toBe(false);
        expect(res.json().errors?.[field]).toBe(message);
      });
    }

    it('applies the same rules on update', async () => {
      const id = (await create(valid())).json().data.id;
      const res = await admin.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: valid({ email: 'nope' }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toBe('Please enter a valid email address');
    });

    it('answers bad bodies with 400, never a 500', async () => {
      for (const payload of ['', 'null', '[]', '{"name":', 'name=x']) {
        const res = await admin.inject({ method: 'POST', url: BASE, payload, headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, payload).toBe(400);
      }
      const nul = await create(valid({ notes: 'a\u0000b' }));
      expect(nul.statusCode).toBe(400);
    });

    it('refuses an oversized body (413)', async () => {
      const res = await create(valid({ notes: 'n'.repeat(1024 * 1024 + 10) }));
      expect(res.statusCode).toBe(413);
    });
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1"]) {
      expect((await admin.inject({ method: 'PUT', url: `${BASE}/${encodeURIComponent(id)}`, payload: valid() })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `${BASE}/${encodeURIComponent(id)}` })).statusCode).toBe(404);
    }
  });

  it('needs a signed-in admin (401) and the site origin', async () => {
    const visitor = asVisitor(t);
    expect((await visitor({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await visitor({ method: 'POST', url: BASE, payload: valid() })).statusCode).toBe(401);
    expect((await visitor({ method: 'PUT', url: `${BASE}/${UNKNOWN_ID}`, payload: valid() })).statusCode).toBe(401);
    expect((await visitor({ method: 'DELETE', url: `${BASE}/${UNKNOWN_ID}` })).statusCode).toBe(401);
    const crossSite = await admin.inject({ method: 'POST', url: BASE, payload: valid(), headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    const noCsrf = await admin.inject({ method: 'POST', url: BASE, payload: valid(), headers: { 'x-csrf-token': 'wrong' } });
    expect(noCsrf.statusCode).toBe(403);
  });
});
