import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';
import { dashboardVisits, leases } from '../../db/schema';
import { useAdmin, useTestContext } from '../../test/app';
import { planWithoutSeqScans } from '../../test/query-plan';
import { createProperty } from '../../test/factories/property';
import { addDays, localDate } from '../tours/slots';
import { DASHBOARD_VISIT_GAP_MS } from './visits';
import { attentionItem, readAttention } from './test-helpers';
import { leaseAttentionQueries } from './lease-attention';

const DAY = 86_400_000;

describe('"Needs attention": the lease items', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let seq = 0;
  const today = () => localDate(new Date(), SITE_TIME_ZONE);

  async function addLease(values: Partial<typeof leases.$inferInsert>) {
    const p = await createProperty(t);
    const [row] = await t.app.ctx.db
      .insert(leases)
      .values({
        reference: `LSE-T${String(++seq).padStart(5, '0')}`,
        propertyId: p.id,
        startDate: addDays(today(), -300),
        endDate: addDays(today(), 200),
        monthlyRentCents: 100_000,
        depositCents: 0,
        dueDay: 1,
        graceDays: 5,
        lateFeeType: 'flat',
        lateFeeAmount: 0,
        ...values,
      })
      .returning();
    return row!;
  }

  const card = () => readAttention(t, admin);
  const item = attentionItem;

  it('counts leases awaiting countersignature, out for signature over 3 days, and ending within 60 days without a renewal', async () => {
    const now = Date.now();
    await addLease({ status: 'signed', signedAt: new Date(now - DAY) });
    await addLease({ status: 'signed', signedAt: new Date(now - DAY), countersignedAt: new Date(now - DAY / 2) }); // waits for its start
    // Six days, not four: the last visit is moved 1.5 h back below, and in the first 1.5 h of an
    // office day that visit falls on the day before, when a lease sent four days ago was not yet
    // stale; it would then rightly count as new since that visit.
    await addLease({ status: 'out_for_signature', sentAt: new Date(now - 6 * DAY) });
    await addLease({ status: 'out_for_signature', sentAt: new Date(now - 2 * DAY) }); // not yet 3 days
    await addLease({ status: 'active', endDate: addDays(today(), 30) });
    await addLease({ status: 'active', endDate: addDays(today(), 90) }); // beyond 60 days
    const renewed = await addLease({ status: 'active', endDate: addDays(today(), 45) });
    await addLease({ status: 'draft', renewalOf: renewed.id, startDate: addDays(today(), 46), endDate: addDays(today(), 400) });
    const cancelledRenewal = await addLease({ status: 'active', endDate: addDays(today(), 10) });
    await addLease({
      status: 'cancelled',
      renewalOf: cancelledRenewal.id,
      startDate: addDays(today(), 11),
      endDate: addDays(today(), 400),
    });

    const first = await card();
    expect(item(first, 'leases_awaiting_countersignature')).toMatchObject({ count: 1, count_capped: false, new_since_last_visit: null });
    expect(item(first, 'leases_signature_overdue')).toMatchObject({ count: 1, new_since_last_visit: null });
    expect(item(first, 'leases_ending_unrenewed')).toMatchObject({ count: 2, new_since_last_visit: null });

    // The admin leaves; one more lease is signed by its residents meanwhile.
    await t.app.ctx.db
      .update(dashboardVisits)
      .set({ lastSeenAt: sql`${dashboardVisits.lastSeenAt} - ${`${DASHBOARD_VISIT_GAP_MS + 3_600_000} milliseconds`}::interval` })
      .where(eq(dashboardVisits.userId, admin.userId));
    await addLease({ status: 'signed', signedAt: new Date() });
    const second = await card();
    expect(item(second, 'leases_awaiting_countersignature')).toMatchObject({ count: 2, new_since_last_visit: { count: 1, capped: false } });
    expect(item(second, 'leases_signature_overdue').new_since_last_visit).toEqual({ count: 0, capped: false });
  });

  it('"out for signature more than 3 days" links to a list of exactly the leases it counts', async () => {
    const now = Date.now();
    for (const days of [1, 2.5, 3.1, 3.6, 3.95, 4.5, 9])
      await addLease({ status: 'out_for_signature', sentAt: new Date(now - days * DAY) });
    await addLease({ status: 'signed', sentAt: new Date(now - 9 * DAY), signedAt: new Date(now - DAY) }); // signed since
    await addLease({ status: 'draft' }); // never sent
    const overdue = item(await card(), 'leases_signature_overdue');
    expect(overdue.href).toBe(`/admin/leases?status=out_for_signature&sent_before=${addDays(today(), -3)}`);
    const list = await admin.inject({ method: 'GET', url: `/api${overdue.href!}&limit=100` });
    expect(list.statusCode).toBe(200);
    const { leases: rows, pagination } = list.json().data as { leases: { id: string }[]; pagination: { total: number } };
    expect(pagination.total).toBe(overdue.count);
    expect(rows).toHaveLength(overdue.count);
    // Every lease listed has waited more than 3 days; none of 3 days or less is.
    const listed = await t.app.ctx.db.select({ id: leases.id, sentAt: leases.sentAt }).from(leases);
    const sentAt = new Map(listed.map((l) => [l.id, l.sentAt?.getTime() ?? now]));
    for (const r of rows) expect(now - sentAt.get(r.id)!).toBeGreaterThan(3 * DAY);
    expect(rows.length).toBeGreaterThanOrEqual(2); // at least the 4.5- and 9-day ones
  });

  // The renewal lookup (alias "renewal") has no index of renewal_of: the planner answers it with one
  // anti-join pass over leases, which the bench figure covers; the counted rows come from an index.
  it('each count reads the counted leases through an index, not the whole table', async () => {
    for (const [key, { table, where }] of Object.entries(leaseAttentionQueries(t.app.ctx.db, new Date(), new Date(Date.now() - DAY)))) {
      const text = await planWithoutSeqScans(t.app.ctx.db, sql`select 1 from ${table} where ${where} limit 1001`);
      expect(text, `${key}\n${text}`).not.toMatch(/Seq Scan on leases\b(?! renewal)/);
    }
  });
});
