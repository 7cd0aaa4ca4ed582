import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ATTENTION_ITEMS, type AttentionData, type AttentionKey } from '@rentfront/shared';
import { dashboardVisits, depositStatements, onlinePayments } from '../../db/schema';
import { useAdmin, useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createResident } from '../../test/factories/resident';
import type { Agent } from '../../test/http';
import { addDays, officeToday } from '../leases/dates';
import { postJson } from '../ledger/test-admin-kit';
import { DASHBOARD_VISIT_GAP_MS } from './visits';
import { attentionItem, readAttention } from './test-helpers';

const DAY = 86_400_000;

/** The report API a card link opens: /admin/reports?report=x&a=b → /api/admin/reports/x?a=b. */
function reportApiUrl(href: string): string {
  const url = new URL(href, 'http://card.test');
  const report = url.searchParams.get('report')!;
  url.searchParams.delete('report');
  url.searchParams.set('limit', '100');
  return `/api/admin/reports/${report}?${url.searchParams}`;
}

describe('"Needs attention": the money items', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const today = officeToday();

  const lease = async (overrides: Parameters<typeof createLease>[1]) =>
    (await createLease(t, overrides, { residents: [await createResident(t, { fullName: 'Attention Resident' })] })).lease;
  const post = async (agent: Agent, url: string, body: unknown) => {
    const res = await postJson(agent, url, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  const charge = (leaseId: string, category: string, amount: number, due: string) =>
    post(admin, `/api/admin/leases/${leaseId}/charges`, {
      category,
      description: `${category} charge`,
      amount_cents: amount,
      entry_date: due,
    });
  const pay = (leaseId: string, amount: number, on: string) =>
    post(admin, `/api/admin/leases/${leaseId}/payments`, {
      amount_cents: amount,
      method: 'check',
      reference: `CK-${amount}`,
      received_on: on,
    });

  const card = () => readAttention(t, admin);
  const item = attentionItem;

  /** The rows of the report the item links to; their number is the item's count. */
  async function linkedRows(data: AttentionData, key: AttentionKey) {
    const { href, count } = item(data, key);
    const res = await admin.inject({ method: 'GET', url: reportApiUrl(href ?? ATTENTION_ITEMS[key].href) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json().data as { rows: { lease_id: string }[] }).rows;
    expect(rows, key).toHaveLength(count);
    return rows.map((r) => r.lease_id);
  }

  /** Moves the admin's last dashboard visit two days into the past. */
  const leaveDashboard = () =>
    t.app.ctx.db
      .update(dashboardVisits)
      .set({ lastSeenAt: sql`${dashboardVisits.lastSeenAt} - ${`${DASHBOARD_VISIT_GAP_MS + 2 * DAY} milliseconds`}::interval` })
      .where(eq(dashboardVisits.userId, admin.userId));

  it('counts leases with a late balance, online payments failed this week and deposit statements due, as their reports list them', async () => {
    const late = await lease({ status: 'active' });
    await charge(late.id, 'rent', 150_000, addDays(today, -10));
    await pay(late.id, 50_000, today); // partly paid: still late
    const paidUp = await lease({ status: 'active' });
    await charge(paidUp.id, 'rent', 120_000, addDays(today, -10));
    await pay(paidUp.id, 120_000, addDays(today, -9));
    const notYetLate = await lease({ status: 'active' });
    await charge(notYetLate.id, 'rent', 120_000, today); // due today is current
    await lease({ status: 'draft' });

    const movedOut = await lease({ status: 'ended', depositCents: 100_000, moveOutDate: addDays(today, -5) });
    const drafted = await lease({ status: 'ended', depositCents: 100_000, moveOutDate: addDays(today, -8) });
    await t.app.ctx.db.insert(depositStatements).values({ leaseId: drafted.id, status: 'draft', dueBy: addDays(today, 22) });
    const sent = await lease({ status: 'ended', depositCents: 100_000, moveOutDate: addDays(today, -20) });
    await t.app.ctx.db
      .insert(depositStatements)
      .values({ leaseId: sent.id, status: 'sent', dueBy: addDays(today, 10), sentAt: new Date() });
    await lease({ status: 'active', depositCents: 100_000 }); // still living there

    const db = t.app.ctx.db;
    const base = { leaseId: late.id, amountCents: 150_000, processor: 'stripe' } as const;
    await db
      .insert(onlinePayments)
      .values({ ...base, status: 'failed', failureMessage: 'Your card was declined.', processorRef: 'cs_att_1' });
    await db
      .insert(onlinePayments)
      .values({ ...base, status: 'failed', processorRef: 'cs_att_2', updatedAt: new Date(Date.now() - 12 * DAY) });
    await db.insert(onlinePayments).values({ ...base, status: 'succeeded', processorRef: 'cs_att_3' });

    const first = await card();
    expect(item(first, 'late_balances')).toMatchObject({ count: 1, count_capped: false, new_since_last_visit: null });
    expect(item(first, 'payments_failed')).toMatchObject({ count: 1, new_since_last_visit: null });
    expect(item(first, 'deposit_statements_due')).toMatchObject({ count: 2, new_since_last_visit: null });

    expect(item(first, 'late_balances').href).toBeUndefined();
    expect(await linkedRows(first, 'late_balances')).toEqual([late.id]);
    expect(item(first, 'payments_failed').href).toBe(`/admin/reports?report=online-payments&status=failed&since=${addDays(today, -7)}`);
    expect(await linkedRows(first, 'payments_failed')).toEqual([late.id]);
    expect((await linkedRows(first, 'deposit_statements_due')).sort()).toEqual([movedOut.id, drafted.id].sort());
  });

  it('says which entered the state since the last visit', async () => {
    // The first test's failed payment failed three days ago, before the last visit.
    await t.app.ctx.db
      .update(onlinePayments)
      .set({ updatedAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(onlinePayments.processorRef, 'cs_att_1'));
    await card(); // the visit the next one is "since"
    await leaveDashboard();
    const newlyLate = await lease({ status: 'active' });
    await charge(newlyLate.id, 'rent', 80_000, addDays(today, -1)); // due yesterday: late today, not yet on the last visit's day
    await t.app.ctx.db
      .insert(onlinePayments)
      .values({ leaseId: newlyLate.id, amountCents: 80_000, processor: 'stripe', status: 'failed', processorRef: 'cs_att_new' });

    const second = await card();
    expect(item(second, 'late_balances').count).toBe(2);
    expect(item(second, 'late_balances').new_since_last_visit).toEqual({ count: 1, capped: false });
    expect(item(second, 'payments_failed')).toMatchObject({ count: 2, new_since_last_visit: { count: 1, capped: false } });
    expect(item(second, 'deposit_statements_due').new_since_last_visit).toEqual({ count: 0, capped: false });
  });
});
