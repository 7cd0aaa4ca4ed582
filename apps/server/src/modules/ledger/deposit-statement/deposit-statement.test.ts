import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGES as M } from '@rentfront/shared/deposits';
import { auditLog, depositStatements, leases } from '../../../db/schema';
import { asVisitor } from '../../../test/http';
import { jpegImage, pdfFile, pngImage, bigBytes } from '../../../test/fixtures';
import { useStaffTeam, useTestContext } from '../../../test/app';
import { ledgerOf, outboxTo, postJson, readPdf } from '../test-admin-kit';
import { addDeduction, movedOutLease, MOVE_OUT } from './test-statement-kit';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the move-out deposit statement', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);

  it('itemises deductions with photos, sends the statement, books the settlement and e-mails the PDF', async () => {
    const { lease, residents, base } = await movedOutLease(t, staff.agent);
    expect((await staff.agent.inject({ method: 'GET', url: base })).json().message).toBe(M.statementNotFound);

    const opened = await staff.agent.inject({ method: 'POST', url: base });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().message).toBe(M.opened);
    expect(opened.json().data).toMatchObject({
      status: 'draft',
      move_out_date: MOVE_OUT,
      due_by: '2026-11-30',
      deposit_held_cents: 150_000,
      refund_cents: 150_000,
    });

    const carpet = await addDeduction(
      staff.agent,
      base,
      { category: 'other', description: 'Carpet cleaning, living room', amount_cents: 32_550 },
      [
        { filename: 'stain.jpg', contentType: 'image/jpeg', bytes: await jpegImage(320, 240) },
        { filename: 'wide.png', contentType: 'image/png', bytes: await pngImage(200, 120) },
      ],
    );
    expect(carpet.statusCode, carpet.body).toBe(201);
    expect(carpet.json().message).toBe(M.deductionAdded);
    const key = await addDeduction(staff.agent, base, { category: 'other', description: 'Replace lost mailbox key', amount_cents: 2_500 });
    expect(key.statusCode, key.body).toBe(201);
    const draft = key.json().data;
    expect(draft.deductions.map((d: { description: string; photos: string[] }) => [d.description, d.photos.length])).toEqual([
      ['Carpet cleaning, living room', 2],
      ['Replace lost mailbox key', 0],
    ]);
    expect(draft).toMatchObject({
      deductions_total_cents: 35_050,
      balance_cents: 0,
      refund_cents: 114_950,
      billed_cents: 0,
      overdue: true,
    });

    const photo = await staff.agent.inject({ method: 'GET', url: draft.deductions[0].photos[1] });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

    const preview = await staff.agent.inject({ method: 'GET', url: `${base}.pdf` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toBe(`inline; filename="deposit-statement-${lease.reference}-draft.pdf"`);
    expect(readPdf(preview.rawPayload).text).toContain('Draft: not sent to the residents yet');

    // Sending books money: an agent may draft, only owners and managers send.
    expect((await staff.agent.inject({ method: 'POST', url: `${base}/send` })).statusCode).toBe(403);
    const sent = await staff.manager.inject({ method: 'POST', url: `${base}/send` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(M.sent);
    const statement = sent.json().data;
    expect(statement).toMatchObject({
      status: 'sent',
      deposit_held_cents: 150_000,
      refund_cents: 114_950,
      billed_cents: 0,
      balance_cents: 0,
      overdue: false,
    });

    const ledger = await ledgerOf(staff.agent, lease.id);
    const moveOut = ledger.entries.filter((e) => e.source === 'move_out');
    expect(moveOut.map((e) => [e.kind, e.category, e.amount_cents])).toEqual([
      ['charge', 'other', 32_550],
      ['charge', 'other', 2_500],
      ['credit', 'deposit', -150_000],
      ['refund', 'deposit', 114_950],
    ]);
    expect(moveOut.slice(0, 2).every((e) => e.entry_date === MOVE_OUT)).toBe(true);
    expect(ledger.balance_cents).toBe(0);
    expect(ledger.deposit_held_cents).toBe(0);

    const file = await staff.owner.inject({ method: 'GET', url: `${base}.pdf` });
    expect(file.headers['content-disposition']).toBe(`inline; filename="deposit-statement-${lease.reference}.pdf"`);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(statement.sha256);
    const pdf = readPdf(file.rawPayload);
    expect(pdf.pages).toBe(2);
    for (const text of [
      'Security deposit statement',
      lease.reference,
      residents[0]!.fullName,
      'October 31, 2026',
      '$1,500.00',
      'Carpet cleaning, living room',
      '$325.50',
      '$1,149.50',
      'Refund due to the residents',
      'Move-out inspection photos',
    ]) {
      expect(pdf.text, text).toContain(text);
    }
    expect(pdf.text).not.toContain('Draft');

    for (const r of residents) {
      const mail = (await outboxTo(t, r.email)).find((m) => m.subject.startsWith('Security deposit'));
      expect(mail?.subject).toBe(`Security deposit statement for lease ${lease.reference}`);
      expect(mail?.text).toContain('a refund of $1,149.50 is due to you');
      expect(mail?.attachments).toEqual([
        {
          filename: `deposit-statement-${lease.reference}.pdf`,
          contentType: 'application/pdf',
          storageKey: expect.stringContaining('deposits/statements/'),
        },
      ]);
    }
    const audits = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, statement.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'deposit_statement.deduction_added',
      'deposit_statement.deduction_added',
      'deposit_statement.opened',
      'deposit_statement.sent',
    ]);
    expect(JSON.stringify(audits)).not.toContain('Carpet');

    // Sent is final: no second send, no new or removed deduction; the ledger is untouched.
    expect((await staff.owner.inject({ method: 'POST', url: `${base}/send` })).json().message).toBe(M.alreadySent);
    expect((await addDeduction(staff.agent, base, { category: 'other', description: 'Late', amount_cents: 100 })).statusCode).toBe(409);
    expect((await staff.agent.inject({ method: 'DELETE', url: `${base}/deductions/${draft.deductions[1].id}` })).statusCode).toBe(409);
    expect((await ledgerOf(staff.agent, lease.id)).entries).toHaveLength(ledger.entries.length);
  });

  it('pays what the account still owes from the deposit and bills what the deposit does not cover', async () => {
    const { lease, base } = await movedOutLease(t, staff.owner, 50_000);
    const rent = await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, {
      category: 'rent',
      description: 'October rent',
      amount_cents: 30_000,
      entry_date: '2026-10-01',
    });
    expect(rent.statusCode, rent.body).toBe(201);
    await staff.owner.inject({ method: 'POST', url: base });
    const added = await addDeduction(staff.owner, base, { category: 'other', description: 'Broken window', amount_cents: 40_000 });
    expect(added.json().data).toMatchObject({ deposit_held_cents: 50_000, balance_cents: 30_000, refund_cents: 0, billed_cents: 20_000 });
    const sent = await staff.owner.inject({ method: 'POST', url: `${base}/send` });
    expect(sent.json().data).toMatchObject({ status: 'sent', balance_cents: 30_000, billed_cents: 20_000, refund_cents: 0 });
    const ledger = await ledgerOf(staff.owner, lease.id);
    expect(ledger.balance_cents).toBe(20_000);
    expect(ledger.entries.some((e) => e.kind === 'refund')).toBe(false);
    const pdf = readPdf((await staff.owner.inject({ method: 'GET', url: `${base}.pdf` })).rawPayload);
    expect(pdf.pages).toBe(1);
    for (const text of ['Unpaid balance on the account', '$300.00', 'Amount owed by the residents', '$200.00'])
      expect(pdf.text, text).toContain(text);
  });

  it('refunds a credit on the account with the deposit, and a statement with no deductions returns the whole deposit', async () => {
    const { lease, base } = await movedOutLease(t, staff.owner, 80_000);
    const over = await postJson(staff.owner, `/api/admin/leases/${lease.id}/payments`, {
      amount_cents: 1_234,
      method: 'cash',
      received_on: '2026-10-02',
    });
    expect(over.statusCode, over.body).toBe(201);
    await staff.owner.inject({ method: 'POST', url: base });
    const sent = await staff.owner.inject({ method: 'POST', url: `${base}/send` });
    expect(sent.json().data).toMatchObject({ deductions: [], balance_cents: -1_234, refund_cents: 81_234, billed_cents: 0 });
    expect((await ledgerOf(staff.owner, lease.id)).balance_cents).toBe(0);
  });

  it('is due by the settings’ number of days after the move-out', async () => {
    const saved = await staff.owner.inject({
      method: 'PUT',
      url: '/api/admin/settings/rent',
      payload: { late_fee_caps: {}, reminder_days: 3, deposit_statement_days: 14 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { base } = await movedOutLease(t, staff.owner);
    expect((await staff.owner.inject({ method: 'POST', url: base })).json().data.due_by).toBe('2026-11-14');
  });

  it('opens only for a lease that has ended with a move-out date, once', async () => {
    const { lease, base } = await movedOutLease(t, staff.owner);
    await t.app.ctx.db.update(leases).set({ status: 'active', moveOutDate: null }).where(eq(leases.id, lease.id));
    const early = await staff.owner.inject({ method: 'POST', url: base });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.notMovedOut);
    await t.app.ctx.db.update(leases).set({ status: 'ended', moveOutDate: MOVE_OUT }).where(eq(leases.id, lease.id));
    expect((await staff.owner.inject({ method: 'POST', url: base })).statusCode).toBe(201);
    const twice = await staff.owner.inject({ method: 'POST', url: base });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyOpen);
    expect(await t.app.ctx.db.select().from(depositStatements).where(eq(depositStatements.leaseId, lease.id))).toHaveLength(1);
  });

  it('is not sent before the move-out day', async () => {
    const { lease, base } = await movedOutLease(t, staff.owner);
    await t.app.ctx.db.update(leases).set({ moveOutDate: '2099-06-30' }).where(eq(leases.id, lease.id));
    await staff.owner.inject({ method: 'POST', url: base });
    const res = await staff.owner.inject({ method: 'POST', url: `${base}/send` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.sendBeforeMoveOut);
    expect((await staff.owner.inject({ method: 'GET', url: base })).json().data.status).toBe('draft');
  });

  it('refuses a bad deduction with the field’s message and writes nothing', async () => {
    const { base } = await movedOutLease(t, staff.owner);
    await staff.owner.inject({ method: 'POST', url: base });
    const cases: [Record<string, string | number | undefined>, string, number][] = [
      [{ category: 'deposit', description: 'x', amount_cents: 100 }, M.category, 400],
      [{ category: 'other', description: '   ', amount_cents: 100 }, M.description, 400],
      [{ category: 'other', description: 'x'.repeat(201), amount_cents: 100 }, M.descriptionTooLong, 400],
      [{ category: 'other', description: 'Paint', amount_cents: 0 }, M.amount, 400],
      [{ category: 'other', description: 'Paint', amount_cents: -5 }, M.amount, 400],
      [{ category: 'other', description: 'Paint', amount_cents: '12.5' }, M.amount, 400],
      [{ category: 'other', description: 'Paint', amount_cents: 100_000_001 }, M.amount, 400],
      [{ category: 'other', description: 'Paint', amount_cents: 'lots' }, M.amount, 400],
    ];
    for (const [fields, message, status] of cases) {
      const res = await addDeduction(staff.owner, base, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().message, JSON.stringify(fields)).toBe(message);
    }
    const fine = { category: 'other', description: 'Paint', amount_cents: 100 };
    const jpeg = await jpegImage();
    const seven = Array.from({ length: 7 }, (_, i) => ({ filename: `p${i}.jpg`, contentType: 'image/jpeg', bytes: jpeg }));
    const many = await addDeduction(staff.owner, base, fine, seven);
    expect(many.json().message).toBe(M.tooManyPhotos);
    const pdf = await addDeduction(staff.owner, base, fine, [{ filename: 'report.pdf', contentType: 'image/jpeg', bytes: pdfFile() }]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(M.photoWrongType('report.pdf'));
    const big = await addDeduction(staff.owner, base, fine, [
      { filename: 'huge.jpg', contentType: 'image/jpeg', bytes: Buffer.concat([jpeg, bigBytes(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.photoTooLarge('huge.jpg'));
    expect((await staff.owner.inject({ method: 'GET', url: base })).json().data.deductions).toEqual([]);
  });

  it('removes a deduction and its photos', async () => {
    const { base } = await movedOutLease(t, staff.agent);
    await staff.agent.inject({ method: 'POST', url: base });
    const added = (
      await addDeduction(staff.agent, base, { category: 'utility', description: 'Final water bill', amount_cents: 4_210 }, [
        { filename: 'meter.jpg', contentType: 'image/jpeg', bytes: await jpegImage() },
      ])
    ).json().data;
    const [deduction] = added.deductions;
    const removed = await staff.agent.inject({ method: 'DELETE', url: `${base}/deductions/${deduction.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: M.deductionRemoved, data: { deductions: [], refund_cents: 150_000 } });
    expect((await staff.agent.inject({ method: 'GET', url: deduction.photos[0] })).statusCode).toBe(404);
    const removal = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'deposit_statement.deduction_removed'));
    expect(removal.map((a) => a.details)).toContainEqual(expect.objectContaining({ amount_cents: 4_210 }));
    for (const id of [deduction.id, UNKNOWN, 'nope']) {
      const again = await staff.agent.inject({ method: 'DELETE', url: `${base}/deductions/${id}` });
      expect(again.statusCode, id).toBe(404);
      expect(again.json().message).toBe(M.deductionNotFound);
    }
  });

  it('answers 404 for an unknown lease or photo, 400 for a photo index out of range, and 401 without a staff session', async () => {
    const { base } = await movedOutLease(t, staff.owner);
    for (const url of [
      `/api/admin/leases/${UNKNOWN}/deposit-statement`,
      '/api/admin/leases/nope/deposit-statement',
      `/api/admin/leases/${'x'.repeat(190)}/deposit-statement`,
    ]) {
      const res = await staff.owner.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(M.leaseNotFound);
    }
    const opened = (await staff.owner.inject({ method: 'POST', url: base })).json().data;
    const added = (await addDeduction(staff.owner, base, { category: 'other', description: 'Paint', amount_cents: 100 })).json().data;
    const id = added.deductions[0].id;
    expect((await staff.owner.inject({ method: 'GET', url: `${base}/deductions/${id}/photos/0` })).json().message).toBe(M.photoNotFound);
    expect((await staff.owner.inject({ method: 'GET', url: `${base}/deductions/${id}/photos/6` })).statusCode).toBe(400);
    expect(opened.status).toBe('draft');
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['POST', `${base}/send`],
      ['GET', `${base}.pdf`],
    ] as const) {
      expect((await asVisitor(t)({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
