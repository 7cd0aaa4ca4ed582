// The admin lease list: filters, sort and paging.
import { describe, expect, it } from 'vitest';
import { createProperty } from '../../test/factories/property';
import { eq } from 'drizzle-orm';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { leases } from '../../db/schema';
import { officeDayStart, officeToday } from './dates';
import { createLeaseVia, leaseBody, useLeaseTestSetUp } from './test-helpers';

describe('admin leases: the list', () => {
  const { t, agent } = useLeaseTestSetUp();

  it('filters by status, ending within 30/60/90 days and search; sorts; pages; refuses an unknown sort', async () => {
    const p = await createProperty(t, { title: 'Zephyr Court' });
    const today = officeToday();
    const addDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const soon = await createLeaseVia(agent, leaseBody(p.id, { start_date: addDays(-300), end_date: addDays(20) }));
    const later = await createLeaseVia(agent, leaseBody(p.id, { start_date: addDays(-300), end_date: addDays(75) }));
    await createLeaseVia(
      agent,
      leaseBody(p.id, {
        start_date: addDays(-300),
        end_date: null,
        residents: [{ full_name: 'Quincy Xylo', email: 'quincy@example.com' }],
      }),
    );
    const list = async (query: string) => {
      const res = await agent.inject({ method: 'GET', url: `/api/admin/leases?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const within30 = await list('ending_within=30&search=Zephyr');
    expect(within30.leases.map((l: { id: string }) => l.id)).toEqual([soon.id]);
    expect(within30.leases[0].ends_in_days).toBe(20);
    const within90 = await list('ending_within=90&search=Zephyr&sort=end_date&dir=asc');
    expect(within90.leases.map((l: { id: string }) => l.id)).toEqual([soon.id, later.id]);
    const byName = await list('search=Quincy');
    expect(byName.leases).toHaveLength(1);
    expect(byName.leases[0].residents).toEqual([{ full_name: 'Quincy Xylo', email: 'quincy@example.com' }]);
    expect(byName.leases[0].ends_in_days).toBeNull();
    const page = await list('search=Zephyr&limit=2&offset=0');
    expect(page.pagination).toMatchObject({ total: 3, limit: 2, offset: 0, has_next: true, has_prev: false });
    expect((await list('status=ended&search=Zephyr')).leases).toHaveLength(0);
    expect((await agent.inject({ method: 'GET', url: '/api/admin/leases?sort=secret' })).statusCode).toBe(400);
    expect((await agent.inject({ method: 'GET', url: '/api/admin/leases?ending_within=45' })).statusCode).toBe(400);
    expect((await agent.inject({ method: 'GET', url: '/api/admin/leases?status=nope' })).statusCode).toBe(400);
  });

  it('filters by sent_before: sent before that office day began; a draft never sent is not; a bad day is a 400', async () => {
    const p = await createProperty(t, { title: 'Sentinel Row' });
    const day = '2026-11-10';
    const start = officeDayStart(day).getTime();
    const made = [];
    for (const offset of [-86_400_000, -1, 0, 3_600_000]) {
      const lease = await createLeaseVia(agent, leaseBody(p.id, { start_date: '2027-01-01', end_date: '2027-12-31' }));
      await t.app.ctx.db
        .update(leases)
        .set({ status: 'out_for_signature', sentAt: new Date(start + offset) })
        .where(eq(leases.id, lease.id));
      made.push(lease.id);
    }
    await createLeaseVia(agent, leaseBody(p.id, { start_date: '2027-01-01', end_date: '2027-12-31' })); // a draft
    const res = await agent.inject({
      method: 'GET',
      url: `/api/admin/leases?sent_before=${day}&search=Sentinel&sort=created_at&dir=asc`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.leases.map((l: { id: string }) => l.id)).toEqual(made.slice(0, 2));
    expect(res.json().data.pagination.total).toBe(2);
    const blank = await agent.inject({ method: 'GET', url: '/api/admin/leases?sent_before=&search=Sentinel' });
    expect(blank.json().data.pagination.total).toBe(5);
    for (const bad of ['2026-02-30', 'yesterday', '2026-1-5']) {
      const refused = await agent.inject({ method: 'GET', url: `/api/admin/leases?sent_before=${bad}` });
      expect([refused.statusCode, refused.json().errors?.sent_before]).toEqual([400, M.sentBefore]);
    }
  });
});
