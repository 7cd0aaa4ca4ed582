// Admin lease lifecycle: draft, send, edit, sign, countersign, activate, end and cancel; a lease
// from an application, and renewals.
import { writeFileSync } from 'node:fs';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEASE_MESSAGES as M, LEASE_VOID_REASON } from '@rentfront/shared/leases';
import { auditLog, leaseSignatures, outbox, properties, residents, residentSignInLinks } from '../../db/schema';
import { createApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { asVisitor } from '../../test/http';
import { activateDueLeases } from './activation';
import { officeToday } from './dates';
import { createAndSendVia, createLeaseVia, detailVia, leaseBody, sendVia, signAsResidents, useLeaseTestSetUp } from './test-helpers';

describe('admin leases: lifecycle', () => {
  const { t, db, owner, manager, agent } = useLeaseTestSetUp();

  it('creates a draft with its residents and charges, audited and on the timeline', async () => {
    const p = await createProperty(t, { title: 'Lark Street Flat' });
    const lease = await createLeaseVia(agent, leaseBody(p.id));
    expect(lease).toMatchObject({
      status: 'draft',
      property_title: 'Lark Street Flat',
      monthly_rent_cents: 150_000,
      late_fee: { type: 'flat', amount: 5_000, cap_cents: null },
      document_version: 0,
    });
    expect(lease.reference).toMatch(/^LSE-[A-Z2-9]{6}$/);
    expect(lease.residents.map((r) => r.full_name)).toEqual(['Ana Diaz', 'Ben Diaz']);
    expect(lease.recurring_charges).toMatchObject([{ category: 'parking', amount_cents: 7_500 }]);
    expect(lease.timeline.map((e) => e.kind)).toEqual(['created']);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lease.id), eq(auditLog.action, 'lease.created')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(agent.userId);
  });

  it('sends: document v1 stored and hashed, residents linked, one invitation e-mail each with its sign-in link', async () => {
    const p = await createProperty(t);
    const draft = await createLeaseVia(agent, leaseBody(p.id));
    const sent = await sendVia(agent, draft.id);
    expect(sent.status).toBe('out_for_signature');
    expect(sent.document_version).toBe(1);
    expect(sent.documents).toMatchObject([{ version: 1, kind: 'draft' }]);
    expect(sent.documents[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.residents.every((r) => r.resident_id)).toBe(true);
    for (const r of sent.residents) {
      const [row] = await db().select().from(residents).where(eq(residents.id, r.resident_id!));
      expect(row!.email).toBe(r.email);
      const mails = await db().select().from(outbox).where(eq(outbox.to, r.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(new RegExp(`${t.app.ctx.config.publicUrl}/resident/sign-in/[A-Za-z0-9_-]{40,}`));
      expect(mails[0]!.subject).toContain(sent.reference);
    }
    const links = await db().select().from(residentSignInLinks).where(eq(residentSignInLinks.leaseId, sent.id));
    expect(links).toHaveLength(2);
    const pdf = await agent.inject({ method: 'GET', url: `/api/admin/leases/${sent.id}/document.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${sent.reference}-v1.pdf"`);
    expect(crypto.createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(sent.documents[0]!.sha256);
    // Sending twice is refused.
    expect((await agent.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/send` })).statusCode).toBe(409);
  });

  it('an edit of a lease out for signature returns it to draft and voids the signatures, saying how many', async () => {
    const p = await createProperty(t);
    const body = leaseBody(p.id);
    const sent = await createAndSendVia(agent, body);
    await signAsResidents(t, sent, 1);
    const res = await agent.inject({
      method: 'PUT',
      url: `/api/admin/leases/${sent.id}`,
      payload: { ...body, monthly_rent_cents: 160_000 } as unknown as Record<string, unknown>,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.voided(1));
    const { lease, voided_signatures } = res.json().data;
    expect(voided_signatures).toBe(1);
    expect(lease.status).toBe('draft');
    expect(lease.monthly_rent_cents).toBe(160_000);
    expect(lease.signatures).toMatchObject([{ void_reason: LEASE_VOID_REASON }]);
    expect(lease.signatures[0].voided_at).not.toBeNull();
    expect(lease.residents.every((r: { signed_at: string | null }) => r.signed_at === null)).toBe(true);
    expect(lease.timeline.map((e: { kind: string }) => e.kind)).toContain('signatures_voided');
    // Sent again: version 2, a new hash.
    const again = await sendVia(agent, sent.id);
    expect(again.document_version).toBe(2);
    expect(again.documents.map((d) => d.version)).toEqual([1, 2]);
    expect(again.documents[1]!.sha256).not.toBe(again.documents[0]!.sha256);
  });

  it('the full path: both residents sign, an agent may not countersign, a manager does; active, property rented, final PDF with certificate', async () => {
    const p = await createProperty(t);
    const today = officeToday();
    const body = leaseBody(p.id, { start_date: today, end_date: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` });
    const sent = await createAndSendVia(agent, body);
    expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/countersign` })).json().message).toBe(
      M.notSignedByResidents,
    );
    await signAsResidents(t, sent);
    expect((await detailVia(agent, sent.id)).status).toBe('signed');
    expect((await agent.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/countersign` })).statusCode).toBe(403);
    const res = await manager.inject({
      method: 'POST',
      url: `/api/admin/leases/${sent.id}/countersign`,
      headers: { 'user-agent': 'Office/1.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lease = res.json().data;
    expect(lease.status).toBe('active');
    expect(lease.countersigned_at).not.toBeNull();
    expect(lease.signatures.map((s: { role: string }) => s.role)).toEqual(['resident', 'resident', 'office']);
    const final = lease.documents.find((d: { kind: string }) => d.kind === 'final');
    expect(final.version).toBe(1);
    expect(lease.timeline.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['sent', 'resident_signed', 'fully_signed', 'countersigned', 'activated']),
    );
    const [prop] = await db().select().from(properties).where(eq(properties.id, p.id));
    expect(prop!.status).toBe('rented');
    // The office's IP and user agent are kept encrypted.
    const [office] = await db()
      .select()
      .from(leaseSignatures)
      .where(and(eq(leaseSignatures.leaseId, sent.id), eq(leaseSignatures.role, 'office')));
    expect(t.app.ctx.pii.decrypt(office!.userAgentEncrypted!)).toBe('Office/1.0');

    const pdf = await agent.inject({ method: 'GET', url: `/api/admin/leases/${sent.id}/document.pdf` });
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${lease.reference}-v1-signed.pdf"`);
    expect(crypto.createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(final.sha256);
    const pages = pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    const draftPdf = await t.app.ctx.storage.get(
      (await db().query.leaseDocuments.findFirst({ where: (d, { and: a, eq: e }) => a(e(d.leaseId, sent.id), e(d.kind, 'draft')) }))!
        .storageKey,
    );
    const draftPages = draftPdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBe(draftPages.length + 1);
    writeFileSync('/tmp/lease-final.pdf', pdf.rawPayload);

    expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/countersign` })).statusCode).toBe(409);
    // An active lease is ended, not cancelled.
    expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/cancel`, payload: {} })).statusCode).toBe(409);
    // Ended: a move-out before the start is refused, the answer says the property may be available.
    const early = await owner.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/end`, payload: { move_out_date: '2020-01-01' } });
    expect([early.statusCode, early.json().errors?.move_out_date]).toEqual([400, M.moveOutBeforeStart]);
    const ended = await owner.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/end`, payload: { move_out_date: today } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({
      property_id: p.id,
      property_may_be_available: true,
      lease: { status: 'ended', move_out_date: today },
    });
    expect(
      (await owner.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/end`, payload: { move_out_date: today } })).statusCode,
    ).toBe(409);
    const editEnded = await agent.inject({
      method: 'PUT',
      url: `/api/admin/leases/${sent.id}`,
      payload: body as unknown as Record<string, unknown>,
    });
    expect([editEnded.statusCode, editEnded.json().message]).toEqual([409, M.onlyDraftEditable]);
  });

  it('a countersigned lease starting later stays signed until the activation job reaches its start date', async () => {
    const p = await createProperty(t);
    const sent = await createAndSendVia(agent, leaseBody(p.id, { start_date: '2099-01-01', end_date: '2099-12-31' }));
    await signAsResidents(t, sent);
    const res = await manager.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/countersign` });
    expect(res.json().data.status).toBe('signed');
    expect(await activateDueLeases(t.app.ctx, { leaseId: sent.id, now: new Date('2098-12-31T12:00:00Z') })).toBe(0);
    // 2099-01-01 04:30 UTC is still Dec 31 in the office's zone (America/New_York).
    expect(await activateDueLeases(t.app.ctx, { leaseId: sent.id, now: new Date('2099-01-01T04:30:00Z') })).toBe(0);
    expect(await activateDueLeases(t.app.ctx, { leaseId: sent.id, now: new Date('2099-01-01T05:30:00Z') })).toBe(1);
    expect((await detailVia(agent, sent.id)).status).toBe('active');
  });

  it('one active lease per property: an overlapping lease cannot become signed (409 naming property_id)', async () => {
    const p = await createProperty(t);
    const first = await createAndSendVia(agent, leaseBody(p.id));
    await signAsResidents(t, first);
    const second = await createAndSendVia(agent, leaseBody(p.id, { start_date: '2027-06-01', end_date: '2028-05-31' }));
    await signAsResidents(t, second, 1);
    await expect(signAsResidents(t, { ...second, residents: second.residents.slice(1) })).rejects.toMatchObject({
      statusCode: 409,
      message: M.overlap,
    });
    expect((await detailVia(agent, second.id)).status).toBe('out_for_signature');
  });

  it('cancels a lease out for signature: signatures voided, open links closed; a cancelled lease stays cancelled', async () => {
    const p = await createProperty(t);
    const sent = await createAndSendVia(agent, leaseBody(p.id));
    await signAsResidents(t, sent, 1);
    const res = await manager.inject({
      method: 'POST',
      url: `/api/admin/leases/${sent.id}/cancel`,
      payload: { reason: 'Applicant withdrew' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(res.json().data.signatures[0].void_reason).toBe(M.cancelVoidReason);
    const links = await db().select().from(residentSignInLinks).where(eq(residentSignInLinks.leaseId, sent.id));
    expect(links.every((l) => l.expiresAt.getTime() <= Date.now())).toBe(true);
    expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${sent.id}/cancel`, payload: {} })).statusCode).toBe(409);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sent.id), eq(auditLog.action, 'lease.cancelled')));
    expect(audit[0]!.details).toMatchObject({ from_status: 'out_for_signature', voided_signatures: 1, closed_links: 2 });
  });

  describe('from an application', () => {
    it('carries over the approved application: property, applicant, rent and deposit in cents; 409 when not approved or already leased', async () => {
      const p = await createProperty(t, { price: 1725.5, deposit: 1725.5, leaseTerm: 12, availableFrom: '2099-03-15' });
      const app = await createApplication(t, {
        propertyId: p.id,
        status: 'approved',
        fullName: 'Jordan Lee',
        email: 'Jordan.Lee@example.com',
        phoneNumber: '5185550100',
      });
      const res = await agent.inject({ method: 'POST', url: `/api/admin/applications/${app.id}/lease` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'draft',
        application_id: app.id,
        property_id: p.id,
        monthly_rent_cents: 172_550,
        deposit_cents: 172_550,
        start_date: '2099-03-15',
        end_date: '2100-03-14',
        residents: [{ full_name: 'Jordan Lee', email: 'jordan.lee@example.com', phone: '5185550100' }],
      });
      const again = await agent.inject({ method: 'POST', url: `/api/admin/applications/${app.id}/lease` });
      expect([again.statusCode, again.json().message]).toEqual([409, M.applicationHasLease]);
      const pending = await createApplication(t, { propertyId: p.id, status: 'pending' });
      const refused = await agent.inject({ method: 'POST', url: `/api/admin/applications/${pending.id}/lease` });
      expect([refused.statusCode, refused.json().message]).toEqual([409, M.applicationNotApproved]);
      expect((await agent.inject({ method: 'POST', url: `/api/admin/applications/${crypto.randomUUID()}/lease` })).statusCode).toBe(404);
      expect((await asVisitor(t)({ method: 'POST', url: `/api/admin/applications/${app.id}/lease` })).statusCode).toBe(401);
    });
  });

  describe('renewals', () => {
    it('offers a renewal of an active lease: same residents and terms, starting the day after the current end; sent and signed beside it', async () => {
      const p = await createProperty(t);
      const today = officeToday();
      const end = `${Number(today.slice(0, 4)) + 1}-01-31`;
      const current = await createAndSendVia(agent, leaseBody(p.id, { start_date: today, end_date: end }));
      await signAsResidents(t, current);
      await manager.inject({ method: 'POST', url: `/api/admin/leases/${current.id}/countersign` });
      const url = `/api/admin/leases/${current.id}/renewal`;
      const bad = await agent.inject({ method: 'POST', url, payload: { end_date: null, monthly_rent_cents: 160_000, start_date: end } });
      expect([bad.statusCode, bad.json().errors?.start_date]).toEqual([400, M.renewalStartBeforeEnd]);
      const res = await agent.inject({
        method: 'POST',
        url,
        payload: { end_date: `${Number(end.slice(0, 4)) + 1}-01-31`, monthly_rent_cents: 160_000 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const renewal = res.json().data;
      expect(renewal).toMatchObject({
        status: 'draft',
        renewal_of: current.id,
        start_date: `${end.slice(0, 4)}-02-01`,
        monthly_rent_cents: 160_000,
        deposit_cents: current.deposit_cents,
        residents: current.residents.map((r) => ({ email: r.email })),
        recurring_charges: [{ category: 'parking' }],
      });
      expect((await agent.inject({ method: 'POST', url, payload: { end_date: null, monthly_rent_cents: 1 } })).json().message).toBe(
        M.renewalExists,
      );
      const sent = await sendVia(agent, renewal.id);
      await signAsResidents(t, sent);
      expect((await detailVia(agent, renewal.id)).status).toBe('signed');
      expect((await detailVia(agent, current.id)).timeline.map((e) => e.kind)).toContain('renewal_offered');
      // A draft is not renewed.
      const draft = await createLeaseVia(agent, leaseBody((await createProperty(t)).id));
      const notActive = await agent.inject({
        method: 'POST',
        url: `/api/admin/leases/${draft.id}/renewal`,
        payload: { end_date: null, monthly_rent_cents: 1 },
      });
      expect([notActive.statusCode, notActive.json().message]).toEqual([409, M.renewalNotActive]);
      const negative = await agent.inject({ method: 'POST', url, payload: { end_date: null, monthly_rent_cents: -5 } });
      expect([negative.statusCode, negative.json().errors?.monthly_rent_cents]).toEqual([400, M.amount('monthly_rent_cents')]);
    });
  });
});
