import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES as M } from '@rentfront/shared/ledger';
import { useStaffTeam, useTestContext } from '../../test/app';
import { signInResident } from '../../test/factories/resident';
import { leaseWithResidents, postJson, readPdf } from './test-admin-kit';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /api/admin/receipts/:id.pdf', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);

  async function paidCheck() {
    const { lease, residents } = await leaseWithResidents(t, 'active', 1);
    const paid = await postJson(staff.agent, `/api/admin/leases/${lease.id}/payments`, {
      amount_cents: 50_000,
      method: 'money_order',
      reference: 'MO-77881234',
      received_on: '2026-11-05',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return { lease, residents, payment: paid.json().data.entry };
  }

  it('gives the office the same receipt the resident reads, to every role that sees leases', async () => {
    const { lease, residents, payment } = await paidCheck();
    const own = await (await signInResident(t, residents[0]!)).inject({ method: 'GET', url: `/api/resident/receipts/${payment.id}.pdf` });
    for (const agent of [staff.owner, staff.manager, staff.agent]) {
      const res = await agent.inject({ method: 'GET', url: `/api/admin/receipts/${payment.id}.pdf` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${payment.receipt_number}.pdf"`);
      expect(res.rawPayload.equals(own.rawPayload)).toBe(true);
    }
    const pdf = readPdf(own.rawPayload);
    expect(pdf.pages).toBe(1);
    for (const text of [payment.receipt_number, lease.reference, '$500.00', 'Money order', '*******1234', 'November 5, 2026']) {
      expect(pdf.text, text).toContain(text);
    }
    expect(pdf.text).not.toContain('MO-77881234');
  });

  it('is a 404 for a charge, an unknown or a malformed id, and a 401 without a staff session', async () => {
    const { lease, residents, payment } = await paidCheck();
    const charge = (
      await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, { category: 'other', description: 'Key', amount_cents: 2_500 })
    ).json().data.entry;
    for (const id of [charge.id, UNKNOWN, 'nope', 'x'.repeat(200)]) {
      const res = await staff.owner.inject({ method: 'GET', url: `/api/admin/receipts/${id}.pdf` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(M.receiptNotFound);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/receipts/${payment.id}.pdf` })).statusCode).toBe(401);
    // A resident's session opens nothing on the office's side.
    const resident = await signInResident(t, residents[0]!);
    expect((await resident.inject({ method: 'GET', url: `/api/admin/receipts/${payment.id}.pdf` })).statusCode).toBe(401);
  });
});
