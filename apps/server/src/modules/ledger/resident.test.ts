import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES as M } from '@rentfront/shared/ledger';
import { useStaffTeam, useTestContext } from '../../test/app';
import { signInResident } from '../../test/factories/resident';
import { leaseWithResidents, postJson, readPdf } from './test-admin-kit';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the resident ledger and receipts', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);

  async function householdWithPayment() {
    const { lease, residents } = await leaseWithResidents(t, 'active', 2);
    await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, {
      category: 'rent',
      description: 'Rent – November 2026',
      amount_cents: 185_000,
      entry_date: '2026-11-01',
    });
    const paid = await postJson(staff.agent, `/api/admin/leases/${lease.id}/payments`, {
      amount_cents: 123_456,
      method: 'check',
      reference: '000987654',
      received_on: '2026-11-04',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return { lease, residents, payment: paid.json().data.entry };
  }

  it('shows a resident their own ledger, without the office’s reversal reasons', async () => {
    const { lease, residents, payment } = await householdWithPayment();
    await postJson(staff.manager, `/api/admin/ledger-entries/${payment.id}/reverse`, { reason: 'Internal: keyed on the wrong lease' });
    const browser = await signInResident(t, residents[1]!);
    const res = await browser.inject({ method: 'GET', url: `/api/resident/leases/${lease.id}/ledger` });
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json().data;
    expect(ledger.balance_cents).toBe(185_000);
    expect(ledger.entries.map((e: { kind: string }) => e.kind)).toEqual(['charge', 'payment', 'reversal']);
    expect(ledger.entries[2].reason).toBeNull();
    expect(res.body).not.toContain('Internal');
  });

  it('answers 404 for another household’s lease, an unknown or malformed one, and 401 without a resident session', async () => {
    const { lease } = await householdWithPayment();
    const stranger = await signInResident(t, (await leaseWithResidents(t, 'active', 1)).residents[0]!);
    for (const id of [lease.id, UNKNOWN, 'nope']) {
      const res = await stranger.inject({ method: 'GET', url: `/api/resident/leases/${id}/ledger` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(M.leaseNotFound);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/resident/leases/${lease.id}/ledger` })).statusCode).toBe(401);
    // A staff session opens nothing on the resident side.
    expect((await staff.owner.inject({ method: 'GET', url: `/api/resident/leases/${lease.id}/ledger` })).statusCode).toBe(401);
  });

  it('renders the receipt PDF of the resident’s own payment on one page', async () => {
    const { lease, residents, payment } = await householdWithPayment();
    const browser = await signInResident(t, residents[0]!);
    const res = await browser.inject({ method: 'GET', url: `/api/resident/receipts/${payment.id}.pdf` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${payment.receipt_number}.pdf"`);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    for (const text of [
      t.config.site.name,
      'Payment receipt',
      payment.receipt_number,
      'November 4, 2026',
      lease.reference,
      'Maple Court 2B, 12 Maple St, Albany, NY',
      '$1,234.56',
      'Check',
      '*****7654',
      '$615.44 due',
    ]) {
      expect(pdf.text, text).toContain(text);
    }
    expect(pdf.text).not.toContain('000987654');
    // The same payment draws the same bytes.
    const again = await browser.inject({ method: 'GET', url: `/api/resident/receipts/${payment.id}.pdf` });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    if (process.env.RECEIPT_PDF_OUT) fs.writeFileSync(process.env.RECEIPT_PDF_OUT, res.rawPayload);
  });

  it('answers 404 for another household’s receipt, a charge, an unknown or malformed id', async () => {
    const { lease, payment } = await householdWithPayment();
    const stranger = await signInResident(t, (await leaseWithResidents(t, 'active', 1)).residents[0]!);
    const res = await stranger.inject({ method: 'GET', url: `/api/resident/receipts/${payment.id}.pdf` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.receiptNotFound);
    const own = await leaseWithResidents(t, 'active', 1);
    const ownBrowser = await signInResident(t, own.residents[0]!);
    const charge = (
      await postJson(staff.owner, `/api/admin/leases/${own.lease.id}/charges`, {
        category: 'other',
        description: 'Key',
        amount_cents: 2_500,
      })
    ).json().data.entry;
    for (const id of [charge.id, UNKNOWN, 'nope']) {
      expect((await ownBrowser.inject({ method: 'GET', url: `/api/resident/receipts/${id}.pdf` })).statusCode, id).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/resident/receipts/${payment.id}.pdf` })).statusCode).toBe(401);
    expect(lease.id).toBeTruthy();
  });

  it('marks a reversed payment on its receipt', async () => {
    const { residents, payment } = await householdWithPayment();
    await postJson(staff.owner, `/api/admin/ledger-entries/${payment.id}/reverse`, { reason: 'Returned check' });
    const browser = await signInResident(t, residents[0]!);
    const res = await browser.inject({ method: 'GET', url: `/api/resident/receipts/${payment.id}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(readPdf(res.rawPayload).text).toContain('This payment was reversed on');
  });
});
