import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESIDENT_MESSAGES } from '@rentfront/shared/residents';
import { contactMessages, notices, users } from '../../db/schema';
import { useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createProperty } from '../../test/factories/property';
import { createResident, signInResident, type ResidentAgent, type ResidentRow } from '../../test/factories/resident';
import { loginAsAdmin, loginAsRole, type Agent } from '../../test/http';

describe('admin residents directory, portal notices and messages', () => {
  const t = useTestContext();
  let admin: Agent;
  let agentRole: Agent;
  let current: { id: string; email: string };
  let past: ResidentRow;
  let resident: ResidentAgent;
  let propertyId: string;
  let activeLeaseId: string;

  beforeAll(async () => {
    admin = await loginAsAdmin(t);
    agentRole = await loginAsRole(t, 'agent');
    const property = await createProperty(t);
    propertyId = property.id;
    const c = await createResident(t, { fullName: 'Zoe Current', email: `zoe.current.${Date.now()}@example.com` });
    const p = await createResident(t, { fullName: 'Paul Past' });
    activeLeaseId = (await createLease(t, { status: 'active', propertyId, propertyTitle: property.title }, { residents: [c] })).lease.id;
    await createLease(t, { status: 'ended', startDate: '2024-01-01', endDate: '2024-12-31' }, { residents: [p] });
    current = c;
    past = p;
    resident = await signInResident(t, c);
  });

  it('lists current and past residents with their current lease, filters, searches, sorts and pages', async () => {
    const all = await admin.inject({ method: 'GET', url: '/api/admin/residents' });
    expect(all.statusCode).toBe(200);
    const rows = all.json().data.residents as { id: string; is_current: boolean; current_lease: { id: string } | null }[];
    expect(rows.find((r) => r.id === current.id)).toMatchObject({ is_current: true, current_lease: { id: activeLeaseId } });
    expect(rows.find((r) => r.id === past.id)).toMatchObject({ is_current: false, current_lease: null });

    const cur = (await admin.inject({ method: 'GET', url: '/api/admin/residents?status=current' })).json().data.residents;
    expect(cur.map((r: { id: string }) => r.id)).toEqual([current.id]);
    const old = (await admin.inject({ method: 'GET', url: '/api/admin/residents?status=past' })).json().data.residents;
    expect(old.map((r: { id: string }) => r.id)).toEqual([past.id]);
    const found = (await admin.inject({ method: 'GET', url: '/api/admin/residents?search=zoe.current' })).json().data;
    expect(found.residents.map((r: { id: string }) => r.id)).toEqual([current.id]);
    expect(found.pagination.total).toBe(1);
    const sorted = (await admin.inject({ method: 'GET', url: '/api/admin/residents?sort=full_name&dir=desc' })).json().data.residents;
    expect(sorted.map((r: { full_name: string }) => r.full_name)).toEqual(['Zoe Current', 'Paul Past']);
    const page = (await admin.inject({ method: 'GET', url: '/api/admin/residents?limit=1&offset=1' })).json().data.pagination;
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1, has_next: false, has_prev: true });
    expect((await agentRole.inject({ method: 'GET', url: '/api/admin/residents' })).statusCode).toBe(200);
  });

  it('refuses bad list input with the field named', async () => {
    const bad = await admin.inject({ method: 'GET', url: '/api/admin/residents?status=someday&limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
    expect((await admin.inject({ method: 'GET', url: '/api/admin/residents?sort=password' })).statusCode).toBe(400);
  });

  it('shows one resident with leases and requests; 404 for unknown ids; 401/403 for who may not', async () => {
    const res = await admin.inject({ method: 'GET', url: `/api/admin/residents/${current.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: current.id,
      email: current.email,
      leases: [{ id: activeLeaseId, status: 'active' }],
      maintenance_requests: [],
    });
    expect(res.body).not.toContain('password');
    const unknown = await admin.inject({ method: 'GET', url: '/api/admin/residents/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(RESIDENT_MESSAGES.residentNotFound);
    expect((await admin.inject({ method: 'GET', url: '/api/admin/residents/not-an-id' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/residents' })).statusCode).toBe(401);
    // A resident session is no staff session.
    expect((await resident.inject({ method: 'GET', url: `/api/admin/residents/${current.id}` })).statusCode).toBe(401);
    // A staff account no longer verified is refused (403) by the admin guard.
    const unverified = await loginAsRole(t, 'agent');
    await t.app.ctx.db.update(users).set({ isVerified: false }).where(eq(users.id, unverified.userId));
    expect((await unverified.inject({ method: 'GET', url: '/api/admin/residents' })).statusCode).toBe(403);
  });

  it('shows the active notices, newest first', async () => {
    await t.app.ctx.db.insert(notices).values([
      { title: 'Water shut-off Tuesday', createdAt: new Date('2026-11-01T10:00:00Z') },
      { title: 'Hidden draft', isActive: false },
      { title: 'Snow removal', createdAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    const res = await resident.inject({ method: 'GET', url: '/api/resident/notices' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notices.map((n: { title: string }) => n.title)).toEqual(['Snow removal', 'Water shut-off Tuesday']);
    expect((await t.app.inject({ method: 'GET', url: '/api/resident/notices' })).statusCode).toBe(401);
  });

  it('shows each resident only the notices meant for them: while they live there, none after they moved out, none if they never did', async () => {
    await t.app.ctx.db.insert(notices).values([
      { title: 'Boiler service (2024)', createdAt: new Date('2024-06-01T10:00:00Z') },
      { title: 'Hidden 2024 draft', isActive: false, createdAt: new Date('2024-07-01T10:00:00Z') },
    ]);
    const titles = async (agent: ResidentAgent) =>
      (await agent.inject({ method: 'GET', url: '/api/resident/notices' })).json().data.notices.map((n: { title: string }) => n.title);
    // A current resident: every active notice.
    expect(await titles(resident)).toEqual(['Snow removal', 'Water shut-off Tuesday', 'Boiler service (2024)']);
    // Paul's lease ended on 2024-12-31: the notices of his time there, not the later ones.
    const paul = await signInResident(t, past);
    expect(await titles(paul)).toEqual(['Boiler service (2024)']);
    // A resident whose only lease was a declined (cancelled) offer, and one with a draft only: none.
    const declined = await createResident(t);
    await createLease(t, { status: 'cancelled' }, { residents: [declined] });
    expect(await titles(await signInResident(t, declined))).toEqual([]);
    const drafted = await createResident(t);
    await createLease(t, { status: 'draft' }, { residents: [drafted] });
    expect(await titles(await signInResident(t, drafted))).toEqual([]);
    // Another lease sent to Paul makes him a resident again: every active notice.
    await createLease(t, { status: 'out_for_signature', startDate: '2027-02-01', endDate: '2028-01-31' }, { residents: [past] });
    expect(await titles(paul)).toHaveLength(3);
  });

  it('sends a message that lands in Contact Messages tied to the resident and their home', async () => {
    const res = await resident.inject({
      method: 'POST',
      url: '/api/resident/messages',
      payload: { subject: 'Parking', message: 'Can I get a second spot?' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(RESIDENT_MESSAGES.messageSent);
    const [row] = await t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.residentId, current.id));
    expect(row).toMatchObject({
      fullName: 'Zoe Current',
      email: current.email,
      propertyId,
      message: 'Parking\n\nCan I get a second spot?',
    });
    const list = await admin.inject({ method: 'GET', url: '/api/admin/contacts' });
    expect(list.body).toContain('Can I get a second spot?');
    const empty = await resident.inject({ method: 'POST', url: '/api/resident/messages', payload: { message: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('message');
    const long = await resident.inject({ method: 'POST', url: '/api/resident/messages', payload: { message: 'x'.repeat(5001) } });
    expect(long.statusCode).toBe(400);
    const noCsrf = await resident.inject({
      method: 'POST',
      url: '/api/resident/messages',
      payload: { message: 'hi' },
      headers: { 'x-csrf-token': '' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
