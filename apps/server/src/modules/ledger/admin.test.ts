import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@rentfront/shared';
import { LEDGER_MESSAGES as M } from '@rentfront/shared/ledger';
import { useStaffTeam, useTestContext } from '../../test/app';
import { TEST_ORIGIN } from '../../test/context';
import { addDays, officeToday } from '../leases/dates';
import { leaseWithResidents, ledgerOf, outboxTo, postJson, writtenFor } from './admin-test-kit';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const rent = (over: Record<string, unknown> = {}) => ({
  category: 'rent',
  description: 'Rent – November 2026',
  amount_cents: 150_000,
  entry_date: '2026-11-01',
  ...over,
});
const check = (over: Record<string, unknown> = {}) => ({
  amount_cents: 100_000,
  method: 'check',
  reference: '100234',
  received_on: '2026-11-03',
  ...over,
});

describe('the admin ledger', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);

  describe('GET /api/admin/leases/:id/ledger', () => {
    it('answers an empty ledger for a new lease, to every role that sees leases', async () => {
      const { lease } = await leaseWithResidents(t);
      for (const agent of [staff.owner, staff.manager, staff.agent]) {
        expect(await ledgerOf(agent, lease.id)).toEqual({
          lease_id: lease.id,
          entries: [],
          balance_cents: 0,
          deposit_held_cents: 0,
          open_charges: [],
        });
      }
    });

    it('is a 404 for an unknown or malformed lease and a 401 without a session', async () => {
      for (const id of [UNKNOWN, 'not-a-uuid', 'x'.repeat(200)]) {
        const res = await staff.owner.inject({ method: 'GET', url: `/api/admin/leases/${id}/ledger` });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe(M.leaseNotFound);
      }
      const { lease } = await leaseWithResidents(t);
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/leases/${lease.id}/ledger` });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/admin/leases/:id/charges', () => {
    it('posts a charge (+) and a credit (−) with running balances, open cents and an audit row without names', async () => {
      const { lease, residents } = await leaseWithResidents(t);
      const charged = await postJson(staff.agent, `/api/admin/leases/${lease.id}/charges`, rent());
      expect(charged.statusCode, charged.body).toBe(201);
      expect(charged.json()).toMatchObject({
        message: M.chargeRecorded,
        data: { balance_cents: 150_000, entry: { kind: 'charge', amount_cents: 150_000, open_cents: 150_000, position: 1 } },
      });
      const credited = await postJson(staff.manager, `/api/admin/leases/${lease.id}/charges`, {
        kind: 'credit',
        category: 'rent',
        description: 'Concession: one week',
        amount_cents: 35_000,
      });
      expect(credited.statusCode, credited.body).toBe(201);
      expect(credited.json().data).toMatchObject({
        balance_cents: 115_000,
        entry: { kind: 'credit', amount_cents: -35_000, open_cents: null, entry_date: officeToday(), source: 'staff' },
      });
      const ledger = await ledgerOf(staff.owner, lease.id);
      expect(ledger.balance_cents).toBe(115_000);
      expect(ledger.entries[0]!.open_cents).toBe(115_000);
      expect(ledger.open_charges).toEqual([
        {
          entry_id: ledger.entries[0]!.id,
          category: 'rent',
          description: 'Rent – November 2026',
          due_date: '2026-11-01',
          amount_cents: 150_000,
          open_cents: 115_000,
        },
      ]);
      const { audits } = await writtenFor(t, lease.id);
      expect(audits.map((a) => a.action).sort()).toEqual(['ledger.charge', 'ledger.credit']);
      const text = JSON.stringify(audits.map((a) => a.details));
      for (const r of residents) {
        expect(text).not.toContain(r.email);
        expect(text).not.toContain(r.fullName);
      }
      expect(audits.find((a) => a.action === 'ledger.charge')!.details).toMatchObject({ amount_cents: 150_000, kind: 'charge' });
    });

    it('keeps credits to owners and managers: an agent gets 403 and nothing is written', async () => {
      const { lease } = await leaseWithResidents(t);
      const res = await postJson(staff.agent, `/api/admin/leases/${lease.id}/charges`, rent({ kind: 'credit' }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.notPermitted);
      expect((await writtenFor(t, lease.id)).entries).toEqual([]);
    });

    it('refuses zero, negative, fractional, absurd and non-number amounts and bad fields with a 400, writing nothing', async () => {
      const { lease } = await leaseWithResidents(t);
      const url = `/api/admin/leases/${lease.id}/charges`;
      const bad: [Record<string, unknown>, string][] = [
        [rent({ amount_cents: 0 }), 'amount_cents'],
        [rent({ amount_cents: -500 }), 'amount_cents'],
        [rent({ amount_cents: 100.5 }), 'amount_cents'],
        [rent({ amount_cents: 100_000_001 }), 'amount_cents'],
        [rent({ amount_cents: 1e20 }), 'amount_cents'],
        [rent({ amount_cents: '15000' }), 'amount_cents'],
        [rent({ amount_cents: null }), 'amount_cents'],
        [rent({ category: 'bribe' }), 'category'],
        [rent({ kind: 'payment' }), 'kind'],
        [rent({ description: '   ' }), 'description'],
        [rent({ description: 'x'.repeat(201) }), 'description'],
        [rent({ entry_date: '2026-02-30' }), 'entry_date'],
        [rent({ entry_date: '11/01/2026' }), 'entry_date'],
      ];
      for (const [body, field] of bad) {
        const res = await postJson(staff.owner, url, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
      }
      const huge = await postJson(staff.owner, url, rent({ description: 'x'.repeat(1_100_000) }));
      expect(huge.statusCode).toBe(413);
      expect(await writtenFor(t, lease.id)).toEqual({ entries: [], audits: [] });
    });

    it('is a 409 on a cancelled or draft lease and a 404 on an unknown one, writing nothing', async () => {
      for (const status of ['cancelled', 'draft', 'out_for_signature'] as const) {
        const { lease } = await leaseWithResidents(t, status);
        const res = await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, rent());
        expect(res.statusCode, status).toBe(409);
        expect(res.json().message).toBe(M.leaseClosed);
        expect((await writtenFor(t, lease.id)).entries).toEqual([]);
      }
      for (const id of [UNKNOWN, 'nope']) {
        const res = await postJson(staff.owner, `/api/admin/leases/${id}/charges`, rent());
        expect(res.statusCode).toBe(404);
      }
    });

    it('is a 401 without a session and a 403 from another site', async () => {
      const { lease } = await leaseWithResidents(t);
      const anon = await t.app.inject({
        method: 'POST',
        url: `/api/admin/leases/${lease.id}/charges`,
        headers: { origin: TEST_ORIGIN },
        payload: rent(),
      });
      expect(anon.statusCode).toBe(401);
      const foreign = await staff.owner.inject({
        method: 'POST',
        url: `/api/admin/leases/${lease.id}/charges`,
        headers: { origin: 'https://evil.example' },
        payload: rent(),
      });
      expect(foreign.statusCode).toBe(403);
      expect((await writtenFor(t, lease.id)).entries).toEqual([]);
    });
  });

  describe('POST /api/admin/leases/:id/payments', () => {
    it('records a check oldest charge first, numbers its receipt and e-mails the residents and the office', async () => {
      const { lease, residents } = await leaseWithResidents(t);
      const url = `/api/admin/leases/${lease.id}/charges`;
      await postJson(staff.owner, url, rent({ category: 'deposit', description: 'Security deposit', amount_cents: 150_000, entry_date: '2026-10-25' }));
      await postJson(staff.owner, url, rent());
      const res = await postJson(staff.agent, `/api/admin/leases/${lease.id}/payments`, check({ amount_cents: 200_000 }));
      expect(res.statusCode, res.body).toBe(201);
      const { entry, balance_cents } = res.json().data;
      expect(res.json().message).toBe(M.paymentRecorded);
      expect(entry).toMatchObject({
        kind: 'payment',
        amount_cents: -200_000,
        method: 'check',
        reference: '100234',
        description: 'Payment – Check 100234',
        entry_date: '2026-11-03',
        open_cents: null,
      });
      expect(entry.receipt_number).toMatch(/^RCT-\d{6}$/);
      expect(balance_cents).toBe(100_000);
      const ledger = await ledgerOf(staff.owner, lease.id);
      // The deposit (oldest) is paid first and held; the rent keeps $1,000.00 open.
      expect(ledger.deposit_held_cents).toBe(150_000);
      expect(ledger.open_charges.map((o) => [o.category, o.open_cents])).toEqual([['rent', 100_000]]);

      for (const to of [...residents.map((r) => r.email), t.config.site.email]) {
        const mails = (await outboxTo(t, to)).filter((m) => m.subject.includes(entry.receipt_number));
        expect(mails, to).toHaveLength(1);
        const text = mails[0]!.text;
        expect(text).toContain(`Receipt number: ${entry.receipt_number}`);
        expect(text).toContain('Amount: $2,000.00');
        expect(text).toContain('Method: Check');
        expect(text).toContain('Reference: **0234');
        expect(text).toContain('Balance after this payment: $1,000.00 due');
        expect(text).toContain('Date received: November 3, 2026');
        expect(mails[0]!.html).not.toContain('<script');
      }
      const { audits } = await writtenFor(t, lease.id);
      const paid = audits.find((a) => a.action === 'ledger.payment')!;
      expect(paid.details).toMatchObject({ amount_cents: -200_000, method: 'check', reference: '100234', receipt_number: entry.receipt_number });
      const details = JSON.stringify(paid.details);
      for (const r of residents) expect(details).not.toContain(r.email);
    });

    it('carries an overpayment forward as credit and takes partial payments', async () => {
      const { lease } = await leaseWithResidents(t, 'active', 1);
      await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, rent());
      const pay = (body: Record<string, unknown>) => postJson(staff.owner, `/api/admin/leases/${lease.id}/payments`, body);
      expect((await pay({ amount_cents: 50_000, method: 'cash', received_on: '2026-11-02' })).json().data.balance_cents).toBe(100_000);
      const over = await pay({ amount_cents: 130_000, method: 'bank_transfer', reference: 'WIRE-77', received_on: '2026-11-04' });
      expect(over.json().data.balance_cents).toBe(-30_000);
      const ledger = await ledgerOf(staff.owner, lease.id);
      expect(ledger.open_charges).toEqual([]);
      expect(ledger.entries.map((e) => e.balance_cents)).toEqual([150_000, 100_000, -30_000]);
      // The credit pays the next charge when it posts.
      await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, rent({ entry_date: '2026-12-01', description: 'Rent – December 2026' }));
      expect((await ledgerOf(staff.owner, lease.id)).open_charges.map((o) => o.open_cents)).toEqual([120_000]);
    });

    it('refuses a future date, a check without a number, bad methods and amounts with a 400, writing nothing', async () => {
      const { lease } = await leaseWithResidents(t);
      const url = `/api/admin/leases/${lease.id}/payments`;
      const bad: [Record<string, unknown>, string][] = [
        [check({ received_on: addDays(officeToday(), 1) }), 'received_on'],
        [check({ received_on: 'yesterday' }), 'received_on'],
        [check({ received_on: undefined }), 'received_on'],
        [check({ reference: '' }), 'reference'],
        [check({ method: 'money_order', reference: '  ' }), 'reference'],
        [check({ method: 'bitcoin' }), 'method'],
        [check({ reference: '9'.repeat(81) }), 'reference'],
        [check({ amount_cents: 0 }), 'amount_cents'],
        [check({ amount_cents: -100 }), 'amount_cents'],
        [check({ amount_cents: 0.5 }), 'amount_cents'],
        [check({ amount_cents: 999_999_999_999 }), 'amount_cents'],
      ];
      for (const [body, field] of bad) {
        const res = await postJson(staff.owner, url, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      expect(await writtenFor(t, lease.id)).toEqual({ entries: [], audits: [] });
    });

    it('is a 409 on a cancelled lease with nothing recorded: no entry, no receipt, no audit row', async () => {
      const { lease, residents } = await leaseWithResidents(t, 'cancelled');
      const res = await postJson(staff.owner, `/api/admin/leases/${lease.id}/payments`, check({ reference: 'C-CANCELLED-1' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.leaseClosed);
      expect(await writtenFor(t, lease.id)).toEqual({ entries: [], audits: [] });
      expect(await outboxTo(t, residents[0]!.email)).toEqual([]);
      const ended = await leaseWithResidents(t, 'ended');
      expect((await postJson(staff.owner, `/api/admin/leases/${ended.lease.id}/payments`, check())).statusCode).toBe(201);
    });

    it('refuses the same check number twice on a lease (409), allows it again once the first is reversed', async () => {
      const { lease } = await leaseWithResidents(t, 'active', 1);
      const url = `/api/admin/leases/${lease.id}/payments`;
      const first = await postJson(staff.agent, url, check({ reference: 'A-1001' }));
      expect(first.statusCode).toBe(201);
      const again = await postJson(staff.manager, url, check({ reference: 'a-1001', amount_cents: 5_000 }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.duplicateReference);
      // Another instrument with the same number, and the same number on another lease, are other payments.
      expect((await postJson(staff.agent, url, check({ reference: 'A-1001', method: 'money_order' }))).statusCode).toBe(201);
      const other = await leaseWithResidents(t, 'active', 1);
      expect((await postJson(staff.agent, `/api/admin/leases/${other.lease.id}/payments`, check({ reference: 'A-1001' }))).statusCode).toBe(201);
      const reversed = await postJson(staff.manager, `/api/admin/ledger-entries/${first.json().data.entry.id}/reverse`, { reason: 'Returned by the bank' });
      expect(reversed.statusCode).toBe(201);
      expect((await postJson(staff.agent, url, check({ reference: 'A-1001' }))).statusCode).toBe(201);
      expect((await writtenFor(t, lease.id)).entries.filter((e) => e.kind === 'payment')).toHaveLength(3);
    });

    it('two staff recording the same check at the same moment make one entry', async () => {
      const { lease } = await leaseWithResidents(t, 'active', 1);
      const url = `/api/admin/leases/${lease.id}/payments`;
      const results = await Promise.all([staff.agent, staff.manager, staff.owner].map((a) => postJson(a, url, check({ reference: 'RACE-5' }))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      expect((await writtenFor(t, lease.id)).entries).toHaveLength(1);
    });

    it('is a 401 without a session and a 404 for an unknown lease', async () => {
      const anon = await t.app.inject({ method: 'POST', url: `/api/admin/leases/${UNKNOWN}/payments`, headers: { origin: TEST_ORIGIN }, payload: check() });
      expect(anon.statusCode).toBe(401);
      expect((await postJson(staff.owner, `/api/admin/leases/${UNKNOWN}/payments`, check())).statusCode).toBe(404);
      expect((await postJson(staff.owner, `/api/admin/leases/nope/payments`, check())).statusCode).toBe(404);
    });
  });

  describe('POST /api/admin/ledger-entries/:id/reverse', () => {
    it('reverses a payment (manager or owner), reopens what it paid, and audits the reason', async () => {
      const { lease } = await leaseWithResidents(t, 'active', 1);
      await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, rent());
      const paid = (await postJson(staff.agent, `/api/admin/leases/${lease.id}/payments`, check({ reference: 'R-1', amount_cents: 150_000 }))).json().data.entry;
      const url = `/api/admin/ledger-entries/${paid.id}/reverse`;
      const denied = await postJson(staff.agent, url, { reason: 'Bounced' });
      expect(denied.statusCode).toBe(403);
      const res = await postJson(staff.manager, url, { reason: 'Check returned: insufficient funds' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        message: M.reversed,
        data: {
          balance_cents: 150_000,
          entry: { kind: 'reversal', amount_cents: 150_000, reverses_entry_id: paid.id, reason: 'Check returned: insufficient funds' },
        },
      });
      const ledger = await ledgerOf(staff.owner, lease.id);
      expect(ledger.entries.find((e) => e.id === paid.id)!.reversed_by_entry_id).toBe(res.json().data.entry.id);
      expect(ledger.open_charges.map((o) => o.open_cents)).toEqual([150_000]);
      const audit = (await writtenFor(t, lease.id)).audits.find((a) => a.action === 'ledger.reverse')!;
      expect(audit.details).toMatchObject({ reverses_entry_id: paid.id, reason: 'Check returned: insufficient funds', amount_cents: 150_000 });

      const twice = await postJson(staff.owner, url, { reason: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(M.alreadyReversed);
      const ofReversal = await postJson(staff.owner, `/api/admin/ledger-entries/${res.json().data.entry.id}/reverse`, { reason: 'Undo' });
      expect(ofReversal.statusCode).toBe(400);
      expect(ofReversal.json().message).toBe(M.reverseReversal);
      expect((await writtenFor(t, lease.id)).entries).toHaveLength(3);
    });

    it('reverses a charge: it drops out of the open charges', async () => {
      const { lease } = await leaseWithResidents(t, 'active', 1);
      const charge = (await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, rent({ category: 'utility', description: 'Water' }))).json().data.entry;
      const res = await postJson(staff.owner, `/api/admin/ledger-entries/${charge.id}/reverse`, { reason: 'Billed to the wrong unit' });
      expect(res.json().data).toMatchObject({ balance_cents: 0, entry: { amount_cents: -150_000, category: 'utility' } });
      const ledger = await ledgerOf(staff.owner, lease.id);
      expect(ledger.open_charges).toEqual([]);
      expect(ledger.entries[0]!.open_cents).toBe(0);
    });

    it('needs a reason, and is a 404 for an unknown or malformed entry', async () => {
      const { lease } = await leaseWithResidents(t, 'active', 1);
      const charge = (await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, rent())).json().data.entry;
      for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
        const res = await postJson(staff.owner, `/api/admin/ledger-entries/${charge.id}/reverse`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      for (const id of [UNKNOWN, 'nope']) {
        const res = await postJson(staff.owner, `/api/admin/ledger-entries/${id}/reverse`, { reason: 'Mistake' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(M.entryNotFound);
      }
      const anon = await t.app.inject({
        method: 'POST',
        url: `/api/admin/ledger-entries/${charge.id}/reverse`,
        headers: { origin: TEST_ORIGIN },
        payload: { reason: 'Mistake' },
      });
      expect(anon.statusCode).toBe(401);
      expect((await writtenFor(t, lease.id)).entries).toHaveLength(1);
    });

    it('two reversals of one entry at the same moment make one', async () => {
      const { lease } = await leaseWithResidents(t, 'active', 1);
      const charge = (await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, rent())).json().data.entry;
      const url = `/api/admin/ledger-entries/${charge.id}/reverse`;
      const results = await Promise.all([staff.owner, staff.manager].map((a) => postJson(a, url, { reason: 'Duplicate charge' })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect((await writtenFor(t, lease.id)).entries).toHaveLength(2);
    });
  });
});
