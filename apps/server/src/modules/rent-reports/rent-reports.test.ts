import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centsToDollars, type DelinquencyAnswer, type IncomeAnswer, type RentRollAnswer } from '@rentfront/shared/rent-reports';
import { auditLog, onlinePayments } from '../../db/schema';
import { csvRows } from '../../platform/csv/csv-test-helpers';
import { useStaffTeam, useTestContext } from '../../test/app';
import { TEST_ORIGIN, type TestContext } from '../../test/context';
import { createLease } from '../../test/factories/lease';
import { createResident } from '../../test/factories/resident';
import type { Agent } from '../../test/http';
import { addDays, officeToday } from '../leases/dates';
import { ledgerOf, postJson } from '../ledger/test-admin-kit';

const REPORTS = ['rent-roll', 'delinquency', 'income', 'deposits', 'online-payments'] as const;
const CSV_REPORTS = ['rent-roll', 'delinquency', 'income', 'deposits'] as const;

/** A word no other row of the test database carries, so a search narrows a report to one test's leases. */
const marker = () => `Rpt${crypto.randomBytes(4).toString('hex')}`;

async function reportLease(t: TestContext, tag: string, overrides: Parameters<typeof createLease>[1] = {}) {
  const resident = await createResident(t, { fullName: `${tag} Resident` });
  const { lease } = await createLease(
    t,
    { status: 'active', propertyTitle: `${tag} Court`, propertyAddress: '12 Maple St, Albany, NY', ...overrides },
    { residents: [resident] },
  );
  return lease;
}

async function charge(agent: Agent, leaseId: string, category: string, amount: number, due: string) {
  const res = await postJson(agent, `/api/admin/leases/${leaseId}/charges`, {
    category,
    description: `${category} charge`,
    amount_cents: amount,
    entry_date: due,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function pay(agent: Agent, leaseId: string, amount: number, receivedOn: string) {
  const res = await postJson(agent, `/api/admin/leases/${leaseId}/payments`, {
    amount_cents: amount,
    method: 'money_order',
    reference: `MO-${amount}`,
    received_on: receivedOn,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function json<T>(agent: Agent, url: string): Promise<T> {
  const res = await agent.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

describe('the rent reports', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);
  const today = officeToday();

  /**
   * Three leases of one test: A owes rent 45 days old and a late fee 10 days old, and paid part of
   * it today; B paid its deposit and owes next rent, not yet due; C ended with a credit; D is a
   * draft the reports leave out.
   */
  async function book() {
    const tag = marker();
    const a = await reportLease(t, `${tag} Alder`, { monthlyRentCents: 150_000 });
    const b = await reportLease(t, `${tag} Birch`, { monthlyRentCents: 120_000 });
    const c = await reportLease(t, `${tag} Cedar`, {
      status: 'ended',
      monthlyRentCents: 90_000,
      depositCents: 0,
      moveOutDate: addDays(today, -3),
    });
    const d = await reportLease(t, `${tag} Dogwood`, { status: 'draft' });
    await charge(staff.owner, a.id, 'rent', 150_000, addDays(today, -45));
    await charge(staff.owner, a.id, 'late_fee', 5_000, addDays(today, -10));
    await pay(staff.owner, a.id, 100_000, today);
    await charge(staff.owner, b.id, 'deposit', 150_000, addDays(today, -100));
    await pay(staff.owner, b.id, 150_000, today);
    await charge(staff.owner, b.id, 'rent', 120_000, addDays(today, 5));
    await pay(staff.owner, c.id, 20_000, today);
    return { tag, a, b, c, d };
  }

  describe('GET /api/admin/reports/rent-roll', () => {
    it('lists each lease with rent, deposit held, balance and paid this month, as the ledger says, with totals', async () => {
      const { tag, a, b, c } = await book();
      const roll = await json<RentRollAnswer>(staff.owner, `/api/admin/reports/rent-roll?search=${tag}`);
      expect(roll.month).toBe(today.slice(0, 7));
      expect(roll.rows.map((r) => r.reference)).toEqual([a.reference, b.reference, c.reference].sort());
      const byId = new Map(roll.rows.map((r) => [r.lease_id, r]));
      expect(byId.get(a.id)).toMatchObject({
        status: 'active',
        property_title: `${tag} Alder Court`,
        residents: [`${tag} Alder Resident`],
        rent_cents: 150_000,
        balance_cents: 55_000,
        deposit_held_cents: 0,
        paid_this_month_cents: 100_000,
      });
      expect(byId.get(b.id)).toMatchObject({ balance_cents: 120_000, deposit_held_cents: 150_000, paid_this_month_cents: 150_000 });
      expect(byId.get(c.id)).toMatchObject({ status: 'ended', balance_cents: -20_000, paid_this_month_cents: 20_000 });
      for (const lease of [a, b, c]) {
        const ledger = await ledgerOf(staff.owner, lease.id);
        expect(byId.get(lease.id)!.balance_cents).toBe(ledger.balance_cents);
        expect(byId.get(lease.id)!.deposit_held_cents).toBe(ledger.deposit_held_cents);
      }
      expect(roll.totals).toEqual({
        leases: 3,
        rent_cents: 360_000,
        deposit_held_cents: 150_000,
        balance_cents: 155_000,
        paid_this_month_cents: 270_000,
      });
      expect(roll.page).toEqual({ total: 3, limit: 50, offset: 0, has_next: false });
    });

    it('filters by balance and status, sorts, pages, and keeps totals over every matching row', async () => {
      const { tag, a, b, c } = await book();
      const refs = async (q: string) =>
        (await json<RentRollAnswer>(staff.manager, `/api/admin/reports/rent-roll?search=${tag}&${q}`)).rows.map((r) => r.lease_id);
      expect(await refs('balance=owing&sort=balance&dir=desc')).toEqual([b.id, a.id]);
      expect(await refs('balance=credit')).toEqual([c.id]);
      expect(await refs('balance=zero')).toEqual([]);
      expect(await refs('status=ended')).toEqual([c.id]);
      expect(await refs('sort=rent&dir=asc')).toEqual([c.id, b.id, a.id]);
      const paged = await json<RentRollAnswer>(staff.owner, `/api/admin/reports/rent-roll?search=${tag}&sort=balance&limit=1&offset=1`);
      expect(paged.rows.map((r) => r.lease_id)).toEqual([a.id]);
      expect(paged.page).toEqual({ total: 3, limit: 1, offset: 1, has_next: true });
      expect(paged.totals.balance_cents).toBe(155_000);
    });
  });

  describe('GET /api/admin/reports/delinquency', () => {
    it('ages each lease’s open charges into buckets on the office’s today, oldest first to go', async () => {
      const { tag, a, b } = await book();
      const aging = await json<DelinquencyAnswer>(staff.owner, `/api/admin/reports/delinquency?search=${tag}`);
      expect(aging.as_of).toBe(today);
      // Open by default, the largest first; C (a credit) owes nothing and is not listed.
      expect(aging.rows.map((r) => r.lease_id)).toEqual([b.id, a.id]);
      expect(aging.rows[1]).toMatchObject({
        current: 0,
        days_1_30: 5_000,
        days_31_60: 50_000,
        days_61_90: 0,
        days_90_plus: 0,
        open_cents: 55_000,
        oldest_due_date: addDays(today, -45),
      });
      expect(aging.rows[0]).toMatchObject({ current: 120_000, days_1_30: 0, open_cents: 120_000, oldest_due_date: addDays(today, 5) });
      expect(aging.totals).toEqual({
        leases: 2,
        current: 120_000,
        days_1_30: 5_000,
        days_31_60: 50_000,
        days_61_90: 0,
        days_90_plus: 0,
        open_cents: 175_000,
      });
    });

    it('narrows to past-due leases (the dashboard’s late balances) and to a minimum balance', async () => {
      const { tag, a, b } = await book();
      const ids = async (q: string) =>
        (await json<DelinquencyAnswer>(staff.owner, `/api/admin/reports/delinquency?search=${tag}&${q}`)).rows.map((r) => r.lease_id);
      expect(await ids('past_due=true')).toEqual([a.id]);
      expect(await ids('min_balance_cents=100000')).toEqual([b.id]);
      expect(await ids('sort=oldest_due_date&dir=asc')).toEqual([a.id, b.id]);
    });

    it('puts a charge due yesterday in 1–30 days and one 91 days old in 90+', async () => {
      const tag = marker();
      const lease = await reportLease(t, tag);
      await charge(staff.owner, lease.id, 'rent', 1_000, addDays(today, -1));
      await charge(staff.owner, lease.id, 'rent', 2_000, addDays(today, -91));
      await charge(staff.owner, lease.id, 'rent', 4_000, today);
      const [row] = (await json<DelinquencyAnswer>(staff.owner, `/api/admin/reports/delinquency?search=${tag}`)).rows;
      expect(row).toMatchObject({ current: 4_000, days_1_30: 1_000, days_90_plus: 2_000, open_cents: 7_000 });
    });
  });

  describe('GET /api/admin/reports/income', () => {
    it('tallies payments by the month received and the category they paid, every month of the range', async () => {
      const { a } = await book();
      const from = `${addDays(today, -70).slice(0, 7)}-01`;
      const report = await json<IncomeAnswer>(staff.owner, `/api/admin/reports/income?from=${from}&to=${today}`);
      expect(report.months.length).toBeGreaterThanOrEqual(3);
      expect(report.months[0]!.month).toBe(from.slice(0, 7));
      expect(report.months.at(-1)!.month).toBe(today.slice(0, 7));
      // Other tests' leases pay in the same month: this test's three payments are at least there.
      const month = report.months.at(-1)!;
      expect(month.by_category.rent ?? 0).toBeGreaterThanOrEqual(100_000);
      expect(month.by_category.deposit ?? 0).toBeGreaterThanOrEqual(150_000);
      expect(month.by_category.unapplied ?? 0).toBeGreaterThanOrEqual(20_000);
      const sum = (rec: Partial<Record<string, number>>) => Object.values(rec).reduce((s, v) => s! + (v ?? 0), 0);
      for (const m of report.months) expect(sum(m.by_category)).toBe(m.total_cents);
      expect(report.totals.total_cents).toBe(report.months.reduce((s, m) => s + m.total_cents, 0));

      // A reversed payment counts nowhere.
      const before = report.totals.total_cents;
      const ledger = await ledgerOf(staff.owner, a.id);
      const payment = ledger.entries.find((e) => e.kind === 'payment')!;
      const reversed = await postJson(staff.owner, `/api/admin/ledger-entries/${payment.id}/reverse`, { reason: 'Bounced money order' });
      expect(reversed.statusCode, reversed.body).toBe(201);
      const after = await json<IncomeAnswer>(staff.owner, `/api/admin/reports/income?from=${from}&to=${today}`);
      expect(after.totals.total_cents).toBe(before - 100_000);
    });
  });

  describe('GET /api/admin/reports/deposits', () => {
    it('lists the deposits asked and held, the move-out date and the statement’s state', async () => {
      const { tag, b, c } = await book();
      const report = await json<{ rows: Record<string, unknown>[]; totals: { leases: number; deposit_held_cents: number } }>(
        staff.owner,
        `/api/admin/reports/deposits?search=${tag}&sort=deposit_held&dir=desc`,
      );
      expect(report.rows[0]).toMatchObject({
        lease_id: b.id,
        deposit_cents: 150_000,
        deposit_held_cents: 150_000,
        statement_status: 'none',
      });
      expect(report.totals.deposit_held_cents).toBe(150_000);
      // C asks no deposit and holds none: not a deposit of the report.
      expect(report.rows.map((r) => r.lease_id)).not.toContain(c.id);
      const due = await json<{ rows: { lease_id: string }[] }>(staff.owner, `/api/admin/reports/deposits?search=${tag}&statement=due`);
      expect(due.rows).toEqual([]);
    });

    it('counts a moved-out lease holding a deposit as a statement due, with its deadline', async () => {
      const tag = marker();
      const lease = await reportLease(t, tag, { status: 'ended', moveOutDate: addDays(today, -2) });
      await charge(staff.owner, lease.id, 'deposit', 150_000, addDays(today, -300));
      await pay(staff.owner, lease.id, 150_000, addDays(today, -299));
      const due = await json<{ rows: { lease_id: string; statement_due_by: string | null; move_out_date: string }[] }>(
        staff.owner,
        `/api/admin/reports/deposits?search=${tag}&statement=due`,
      );
      expect(due.rows.map((r) => r.lease_id)).toEqual([lease.id]);
      expect(due.rows[0]!.move_out_date).toBe(addDays(today, -2));
      expect(due.rows[0]!.statement_due_by! > today).toBe(true);
    });
  });

  describe('GET /api/admin/reports/online-payments', () => {
    it('lists online payments newest first, narrowed by status and the day they last changed', async () => {
      const tag = marker();
      const lease = await reportLease(t, tag);
      const db = t.app.ctx.db;
      const base = { leaseId: lease.id, amountCents: 150_000, processor: 'stripe' } as const;
      const [failed] = await db
        .insert(onlinePayments)
        .values({ ...base, status: 'failed', failureMessage: 'Your card was declined.', processorRef: `cs_${tag}1` })
        .returning();
      await db.insert(onlinePayments).values({ ...base, status: 'succeeded', processorRef: `cs_${tag}2` });
      const all = await json<{ rows: { id: string; status: string; failure_message: string | null }[] }>(
        staff.owner,
        `/api/admin/reports/online-payments?search=${tag}`,
      );
      expect(all.rows).toHaveLength(2);
      const onlyFailed = await json<{ rows: { id: string; failure_message: string | null }[] }>(
        staff.owner,
        `/api/admin/reports/online-payments?search=${tag}&status=failed&since=${addDays(today, -7)}`,
      );
      expect(onlyFailed.rows).toEqual([expect.objectContaining({ id: failed!.id, failure_message: 'Your card was declined.' })]);
      const later = await json<{ rows: unknown[] }>(
        staff.owner,
        `/api/admin/reports/online-payments?search=${tag}&since=${addDays(today, 1)}`,
      );
      expect(later.rows).toEqual([]);
    });
  });

  describe('CSV downloads', () => {
    it('streams the rent roll with a BOM, formula-safe cells and dollar columns that sum to the totals', async () => {
      const { tag } = await book();
      const formula = await reportLease(t, tag, { propertyTitle: `=HYPERLINK("${tag}")` });
      await charge(staff.owner, formula.id, 'rent', 1_234, today);
      const res = await staff.owner.inject({ method: 'GET', url: `/api/admin/reports/rent-roll.csv?search=${tag}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rent-roll-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers['content-encoding']).toBeUndefined();
      const { header, rows } = csvRows(res);
      expect(header).toEqual(['Lease', 'Status', 'Property', 'Residents', 'Rent', 'Deposit held', 'Balance', 'Paid this month']);
      expect(rows).toHaveLength(4);
      expect(rows.find((r) => r.Property!.includes('HYPERLINK'))!.Property!.startsWith("'")).toBe(true);
      // The three ways to read a balance agree to the cent: the ledgers, the report's totals, the CSV.
      const roll = await json<RentRollAnswer>(staff.owner, `/api/admin/reports/rent-roll?search=${tag}`);
      let ledgers = 0;
      for (const r of roll.rows) ledgers += (await ledgerOf(staff.owner, r.lease_id)).balance_cents;
      const csvCents = rows.reduce((s, r) => s + Math.round(Number(r.Balance) * 100), 0);
      expect(roll.totals.balance_cents).toBe(ledgers);
      expect(csvCents).toBe(ledgers);
      expect(rows.map((r) => r.Balance)).toEqual(expect.arrayContaining([centsToDollars(-20_000), centsToDollars(55_000), '12.34']));

      const [audit] = await t.app.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'export.csv'), eq(auditLog.entityType, 'rent-roll')))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(audit!.details).toMatchObject({ list: 'rent-roll', filters: { search: tag }, rows: 4, complete: true });
    });

    it('streams delinquency, deposits and income with their own columns', async () => {
      const { tag } = await book();
      const get = (url: string) => staff.owner.inject({ method: 'GET', url });
      const aging = csvRows(await get(`/api/admin/reports/delinquency.csv?search=${tag}`));
      expect(aging.header).toEqual([
        'Lease',
        'Status',
        'Property',
        'Residents',
        'Current',
        '1–30 days',
        '31–60 days',
        '61–90 days',
        '90+ days',
        'Open',
        'Oldest due date',
      ]);
      expect(aging.rows.map((r) => r.Open).sort()).toEqual(['1200.00', '550.00']);
      const deposits = csvRows(await get(`/api/admin/reports/deposits.csv?search=${tag}`));
      expect(deposits.header).toEqual([
        'Lease',
        'Status',
        'Property',
        'Residents',
        'Deposit',
        'Deposit held',
        'Move-out date',
        'Statement',
        'Statement due by',
      ]);
      const income = csvRows(await get(`/api/admin/reports/income.csv?from=${today}&to=${today}`));
      expect(income.header[0]).toBe('Month');
      expect(income.header.at(-1)).toBe('Total');
      expect(income.header).toContain('Unapplied');
      expect(income.rows).toHaveLength(1);
    });
  });

  describe('who may read them, and bad queries', () => {
    it('is a 401 signed out and a 403 for agents, on every report and download', async () => {
      const urls = [...REPORTS.map((r) => `/api/admin/reports/${r}`), ...CSV_REPORTS.map((r) => `/api/admin/reports/${r}.csv`)].map((u) =>
        u.includes('income') ? `${u}?from=${today}&to=${today}` : u,
      );
      for (const url of urls) {
        const out = await t.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } });
        expect(out.statusCode, url).toBe(401);
        const agent = await staff.agent.inject({ method: 'GET', url });
        expect(agent.statusCode, url).toBe(403);
        const manager = await staff.manager.inject({ method: 'GET', url });
        expect(manager.statusCode, url).toBe(200);
      }
    });

    it('answers a 400 with the field’s message for an unknown filter, a bad value or a bad range', async () => {
      const bad = [
        '/api/admin/reports/rent-roll?colour=blue',
        '/api/admin/reports/rent-roll?balance=some',
        '/api/admin/reports/rent-roll?status=draft',
        '/api/admin/reports/rent-roll?limit=501',
        '/api/admin/reports/rent-roll?offset=-1',
        '/api/admin/reports/delinquency?min_balance_cents=1.5',
        '/api/admin/reports/delinquency?past_due=yes',
        '/api/admin/reports/delinquency?sort=name',
        '/api/admin/reports/income',
        `/api/admin/reports/income?from=${today}&to=${addDays(today, -1)}`,
        `/api/admin/reports/income?from=2010-01-01&to=2026-01-01`,
        '/api/admin/reports/income?from=2026-02-30&to=2026-03-01',
        '/api/admin/reports/income.csv?from=x&to=y',
        '/api/admin/reports/deposits?statement=lost',
        '/api/admin/reports/online-payments?status=maybe',
        '/api/admin/reports/online-payments?since=yesterday',
        `/api/admin/reports/rent-roll?search=${'x'.repeat(5_000)}`,
      ];
      for (const url of bad) {
        const res = await staff.owner.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toEqual(expect.any(String));
        expect(res.body, url).not.toMatch(/at .*\.ts:\d+/);
      }
    });
  });
});
