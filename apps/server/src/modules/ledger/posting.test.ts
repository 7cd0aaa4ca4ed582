import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@rentfront/shared';
import { POSTING_MESSAGES } from '@rentfront/shared/ledger-posting';
import { jobLeases, leaseBalances, leaseCharges, leases, outbox, properties, rentSettings } from '../../db/schema';
import { useStaffTeam, useTestContext } from '../../test/app';
import { TEST_ORIGIN } from '../../test/context';
import { createProperty } from '../../test/factories/property';
import { officeToday } from '../leases/dates';
import { leaseEntries } from './book';
import { postDueCharges } from './posting';
import { queueRentReminders } from './posting-notices';
import { runDuePosting } from './posting-run';
import { leaseWithResidents, ledgerOf, postJson } from './test-admin-kit';

describe('the due-day run', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);

  async function activeLease(over: Partial<typeof leases.$inferInsert> = {}) {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    if (Object.keys(over).length) await t.app.ctx.db.update(leases).set(over).where(eq(leases.id, lease.id));
    return lease;
  }

  it('posts the deposit, each month’s rent and recurring charges up to the day, the first month prorated', async () => {
    const lease = await activeLease({ startDate: '2027-01-15', dueDay: 1 });
    await t.app.ctx.db
      .insert(leaseCharges)
      .values({ leaseId: lease.id, position: 0, category: 'parking', description: 'Parking space 4', amountCents: 7_500 });
    const answer = await postDueCharges(t.app.ctx, { asOf: '2027-02-01', leaseIds: [lease.id] });
    expect(answer).toMatchObject({ as_of: '2027-02-01', leases: 1, posted: 5, late_fees: 1, already_posted: 0 });
    const entries = await leaseEntries(t.app.ctx.db, lease.id);
    expect(entries.map((e) => [e.category, e.entryDate, e.amountCents, e.description])).toEqual([
      ['deposit', '2027-01-15', 150_000, 'Security deposit'],
      ['rent', '2027-01-15', 82_258, 'Rent – January 2027 (prorated, 17 of 31 days)'],
      ['parking', '2027-01-15', 4_113, 'Parking space 4 – January 2027 (prorated, 17 of 31 days)'],
      ['rent', '2027-02-01', 150_000, 'Rent – February 2027'],
      ['parking', '2027-02-01', 7_500, 'Parking space 4 – February 2027'],
      // January's rent was due on the 15th with 5 days' grace: late from the 21st.
      ['late_fee', '2027-01-21', 5_000, 'Late fee – January 2027'],
    ]);
    expect(entries.at(-1)!.balanceCents).toBe(150_000 + 82_258 + 4_113 + 150_000 + 7_500 + 5_000);
  });

  it('is a no-op when rerun, and two runs at once post every charge once', async () => {
    const lease = await activeLease();
    const runs = await Promise.all([1, 2, 3].map(() => postDueCharges(t.app.ctx, { asOf: '2027-03-01', leaseIds: [lease.id] })));
    // The deposit and three months' rent; January's and February's rent are late by March 1st.
    expect(runs.reduce((n, r) => n + r.posted, 0)).toBe(4);
    expect(runs.reduce((n, r) => n + r.late_fees, 0)).toBe(2);
    expect(await leaseEntries(t.app.ctx.db, lease.id)).toHaveLength(6);
    const again = await postDueCharges(t.app.ctx, { asOf: '2027-03-01', leaseIds: [lease.id] });
    expect(again).toMatchObject({ posted: 0, late_fees: 0 });
  });

  it('posts one late fee after the grace days while the rent is open, none when it is paid', async () => {
    // In the past, so the payment's received_on is not in the future.
    const term = { depositCents: 0, graceDays: 5, startDate: '2026-01-01', endDate: '2026-12-31' };
    const late = await activeLease(term);
    const paid = await activeLease(term);
    await postDueCharges(t.app.ctx, { asOf: '2026-01-01', leaseIds: [late.id, paid.id] });
    const pay = await postJson(staff.agent, `/api/admin/leases/${paid.id}/payments`, {
      amount_cents: 150_000,
      method: 'cash',
      received_on: '2026-01-03',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    // The 6th is the last day of grace: nothing yet.
    expect(await postDueCharges(t.app.ctx, { asOf: '2026-01-06', leaseIds: [late.id, paid.id] })).toMatchObject({ late_fees: 0 });
    expect(await postDueCharges(t.app.ctx, { asOf: '2026-01-07', leaseIds: [late.id, paid.id] })).toMatchObject({ late_fees: 1 });
    expect(await postDueCharges(t.app.ctx, { asOf: '2026-01-20', leaseIds: [late.id, paid.id] })).toMatchObject({ late_fees: 0 });
    const fee = (await leaseEntries(t.app.ctx.db, late.id)).filter((e) => e.category === 'late_fee');
    expect(fee.map((e) => [e.entryDate, e.amountCents, e.description])).toEqual([['2026-01-07', 5_000, 'Late fee – January 2026']]);
    expect((await leaseEntries(t.app.ctx.db, paid.id)).some((e) => e.category === 'late_fee')).toBe(false);
    const notices = (await t.app.ctx.db.select().from(outbox)).filter((m) => m.subject.startsWith('Late fee posted: January 2026'));
    expect(notices.length).toBe(2); // the resident and the office, once
  });

  it('holds a percent fee to the lease cap and the state cap from Settings', async () => {
    const property = await createProperty(t, { state: 'CA' });
    const lease = await activeLease({
      depositCents: 0,
      propertyId: property.id,
      lateFeeType: 'percent',
      lateFeeAmount: 1_000,
      lateFeeCapCents: 12_000,
    });
    await t.app.ctx.db
      .insert(rentSettings)
      .values({ id: 'site', lateFeeCaps: { ca: { max_cents: 9_000 } } })
      .onConflictDoUpdate({ target: rentSettings.id, set: { lateFeeCaps: { ca: { max_cents: 9_000 } } } });
    await postDueCharges(t.app.ctx, { asOf: '2027-01-10', leaseIds: [lease.id] });
    const fee = (await leaseEntries(t.app.ctx.db, lease.id)).find((e) => e.category === 'late_fee');
    expect(fee?.amountCents).toBe(9_000);
    await t.app.ctx.db.update(properties).set({ state: 'NY' }).where(eq(properties.id, property.id));
  });

  it('posts many leases in shared transactions, and a lease that cannot be posted holds back no other', async () => {
    const many = [];
    for (let i = 0; i < 23; i++) many.push(await activeLease({ depositCents: 0, startDate: '2027-01-01' }));
    const broken = many[7]!;
    // The database refuses this one lease's entries, as a constraint or a lost connection would.
    await t.app.ctx.db.execute(
      sql.raw(`
      create function refuse_one_lease() returns trigger language plpgsql as $$
      begin
        if new.lease_id = '${broken.id}' then raise exception 'refused for the test'; end if;
        return new;
      end $$`),
    );
    await t.app.ctx.db.execute(
      sql.raw('create trigger refuse_one_lease before insert on ledger_entries for each row execute function refuse_one_lease()'),
    );
    try {
      const answer = await postDueCharges(t.app.ctx, { asOf: '2027-01-03', leaseIds: many.map((l) => l.id) });
      expect(answer).toMatchObject({ leases: 23, posted: 22, late_fees: 0, failed: 1 });
      expect(POSTING_MESSAGES.done(answer)).toBe(
        'Posted 22 charges and 0 late fees. 1 lease could not be posted; the next run tries again',
      );
      for (const lease of many) {
        const entries = await leaseEntries(t.app.ctx.db, lease.id);
        expect(entries.map((e) => e.postingKey)).toEqual(lease.id === broken.id ? [] : ['rent:2027-01']);
        const [balance] = await t.app.ctx.db.select().from(leaseBalances).where(eq(leaseBalances.leaseId, lease.id));
        expect(balance?.balanceCents ?? 0).toBe(lease.id === broken.id ? 0 : 150_000);
      }
    } finally {
      await t.app.ctx.db.execute(sql.raw('drop trigger refuse_one_lease on ledger_entries'));
      await t.app.ctx.db.execute(sql.raw('drop function refuse_one_lease()'));
    }
    // The next run posts it.
    const next = await postDueCharges(t.app.ctx, { asOf: '2027-01-03', leaseIds: many.map((l) => l.id) });
    expect(next).toMatchObject({ posted: 1, failed: 0 });
  });

  it('takes the office’s day across a daylight-saving change (America/New_York)', async () => {
    const lease = await activeLease({ depositCents: 0, startDate: '2027-03-01', dueDay: 14 });
    // The clocks spring forward at 2:00 on 2027-03-14; before that it is EST: 04:59 UTC is still the 13th, 05:00 UTC the 14th.
    expect(officeToday(new Date('2027-03-14T04:59:00Z'))).toBe('2027-03-13');
    await postDueCharges(t.app.ctx, { now: new Date('2027-03-14T04:59:00Z'), leaseIds: [lease.id] });
    expect((await leaseEntries(t.app.ctx.db, lease.id)).filter((e) => e.period === '2027-03')).toHaveLength(0);
    await postDueCharges(t.app.ctx, { now: new Date('2027-03-14T05:00:00Z'), leaseIds: [lease.id] });
    expect((await leaseEntries(t.app.ctx.db, lease.id)).filter((e) => e.period === '2027-03')).toHaveLength(1);
    // In November the clocks fall back at 2:00 on the 7th: until then it is EDT, so 03:59 UTC is still the 6th.
    const fall = await activeLease({ depositCents: 0, startDate: '2027-11-01', dueDay: 7 });
    await postDueCharges(t.app.ctx, { now: new Date('2027-11-07T03:59:00Z'), leaseIds: [fall.id] });
    expect((await leaseEntries(t.app.ctx.db, fall.id)).filter((e) => e.period === '2027-11')).toHaveLength(0);
    await postDueCharges(t.app.ctx, { now: new Date('2027-11-07T04:00:00Z'), leaseIds: [fall.id] });
    expect((await leaseEntries(t.app.ctx.db, fall.id)).filter((e) => e.period === '2027-11')).toHaveLength(1);
  });

  it('runs on one node at a time: a held job lease makes the other node skip its turn', async () => {
    await t.app.ctx.db
      .insert(jobLeases)
      .values({ name: 'ledger.post-due', holder: 'other-node', expiresAt: new Date(Date.now() + 60_000) })
      .onConflictDoUpdate({ target: jobLeases.name, set: { holder: 'other-node', expiresAt: new Date(Date.now() + 60_000) } });
    expect(await runDuePosting(t.app.ctx)).toBeNull();
    const res = await postJson(staff.owner, '/api/admin/ledger/post-due', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(POSTING_MESSAGES.running);
    // An expired lease (the holder died) is taken over.
    await t.app.ctx.db
      .update(jobLeases)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(jobLeases.name, 'ledger.post-due'));
    expect(await runDuePosting(t.app.ctx, { asOf: '2026-01-01' })).not.toBeNull();
  });

  describe('POST /api/admin/ledger/post-due', () => {
    it('runs for owners and managers and answers the counts; the ledger shows the rent', async () => {
      const lease = await activeLease({ depositCents: 0, startDate: '2026-11-01' });
      const res = await postJson(staff.manager, '/api/admin/ledger/post-due', { as_of: '2026-11-01' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ as_of: '2026-11-01' });
      expect(res.json().data.posted).toBeGreaterThanOrEqual(1);
      expect((await ledgerOf(staff.owner, lease.id)).balance_cents).toBe(150_000);
      const again = await postJson(staff.owner, '/api/admin/ledger/post-due', { as_of: '2026-11-01' });
      expect(again.json()).toMatchObject({ data: { posted: 0, late_fees: 0 }, message: POSTING_MESSAGES.done(again.json().data) });
    });

    it('is refused to agents, to no session, and for a bad date', async () => {
      const agent = await postJson(staff.agent, '/api/admin/ledger/post-due', {});
      expect(agent.statusCode).toBe(403);
      expect(agent.json().message).toBe(AUTH_MESSAGES.notPermitted);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/admin/ledger/post-due',
        payload: {},
        headers: { origin: TEST_ORIGIN },
      });
      expect(anonymous.statusCode).toBe(401);
      for (const as_of of ['2027-02-30', 'tomorrow', 20270101]) {
        const res = await postJson(staff.owner, '/api/admin/ledger/post-due', { as_of });
        expect(res.statusCode, res.body).toBe(400);
        expect(JSON.stringify(res.json())).toContain('as_of');
      }
    });
  });
});

describe('rent reminders', () => {
  const t = useTestContext();

  it('reminds the household and the office once, within the reminder days before the due day', async () => {
    const { lease, residents } = await leaseWithResidents(t, 'active', 1);
    const mails = async () =>
      (await t.app.ctx.db.select().from(outbox)).filter((m) => m.subject.startsWith('Rent for February 2027 is due'));
    // Default 3 days: the 28th is too early for February 1st, the 29th is in the window.
    expect(await queueRentReminders(t.app.ctx, { asOf: '2027-01-28' })).toBe(0);
    expect(await queueRentReminders(t.app.ctx, { asOf: '2027-01-29' })).toBeGreaterThanOrEqual(1);
    expect(await queueRentReminders(t.app.ctx, { asOf: '2027-01-30' })).toBe(0);
    const sent = (await mails()).filter(
      (m) => m.to === residents[0]!.email || m.subject.includes(lease.reference) || m.to === t.app.ctx.config.site.email,
    );
    expect(sent.filter((m) => m.to === residents[0]!.email)).toHaveLength(1);
  });
});
