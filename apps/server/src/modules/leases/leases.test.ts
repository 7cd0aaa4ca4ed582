import { writeFileSync } from 'node:fs';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEASE_MESSAGES as M, LEASE_VOID_REASON } from '@rentfront/shared/leases';
import { auditLog, leases, leaseSignatures, outbox, properties, residents, residentSignInLinks } from '../../db/schema';
import { useStaffTeam, useTestContext } from '../../test/app';
import { createApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { asVisitor } from '../../test/http';
import { activateDueLeases } from './activation';
import { DEFAULT_LEASE_TEMPLATE } from './document/default-template';
import { officeDayStart, officeToday } from './dates';
import { createLeaseVia, detailVia, leaseBody, sendVia, signAsResidents } from './test-helpers';

describe('admin leases', () => {
  const t = useTestContext();
  const { owner, manager, agent } = useStaffTeam(t);
  const db = () => t.app.ctx.db;

  describe('guards and bad input', () => {
    it('401 without a session on every route', async () => {
      const visitor = asVisitor(t);
      for (const [method, url] of [
        ['GET', '/api/admin/leases'],
        ['POST', '/api/admin/leases'],
        ['GET', `/api/admin/leases/${crypto.randomUUID()}`],
        ['POST', `/api/admin/leases/${crypto.randomUUID()}/countersign`],
        ['GET', `/api/admin/leases/${crypto.randomUUID()}/document.pdf`],
        ['GET', '/api/admin/settings/lease-template'],
        ['DELETE', '/api/admin/settings/lease-template'],
      ] as const) {
        expect((await visitor({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
      }
    });

    it('400 names the field: due day, end before start, negative amount, percent fee, unknown property, twice the same e-mail', async () => {
      const p = await createProperty(t);
      const post = (over: Record<string, unknown>) =>
        agent.inject({ method: 'POST', url: '/api/admin/leases', payload: { ...leaseBody(p.id), ...over } });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ due_day: 29 }, 'due_day', M.dueDay],
        [{ end_date: '2026-12-31' }, 'end_date', M.endBeforeStart],
        [{ monthly_rent_cents: -1 }, 'monthly_rent_cents', M.amount('monthly_rent_cents')],
        [{ late_fee: { type: 'percent', amount: 20_000, cap_cents: null } }, 'late_fee.amount', M.lateFeePercent],
        [{ start_date: '2027-02-30' }, 'start_date', M.startDate],
        [{ residents: [] }, 'residents', M.residentsCount],
      ];
      for (const [over, field, message] of cases) {
        const res = await post(over);
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(JSON.stringify(res.json())).toContain(field);
        expect(JSON.stringify(res.json())).toContain(message.replace(/"/g, '\\"'));
      }
      const twice = await post({
        residents: [
          { full_name: 'A', email: 'same@example.com' },
          { full_name: 'B', email: 'SAME@example.com' },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(JSON.stringify(twice.json())).toContain(M.residentEmailTwice);
      const unknown = await post({ property_id: crypto.randomUUID() });
      expect([unknown.statusCode, unknown.json().errors?.property_id]).toEqual([400, M.propertyNotFound]);
    });

    it('413 for an oversized body, 404 for an unknown or malformed id', async () => {
      const p = await createProperty(t);
      const big = await agent.inject({
        method: 'POST',
        url: '/api/admin/leases',
        payload: { ...leaseBody(p.id), notes: 'x'.repeat(1_100_000) },
      });
      expect(big.statusCode).toBe(413);
      for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
        expect((await agent.inject({ method: 'GET', url: `/api/admin/leases/${id}` })).statusCode).toBe(404);
        expect((await agent.inject({ method: 'POST', url: `/api/admin/leases/${id}/send` })).statusCode).toBe(404);
        expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${id}/cancel`, payload: {} })).statusCode).toBe(404);
        expect((await agent.inject({ method: 'GET', url: `/api/admin/leases/${id}/document.pdf` })).statusCode).toBe(404);
        expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${id}/countersign` })).statusCode).toBe(404);
        const end = await manager.inject({ method: 'POST', url: `/api/admin/leases/${id}/end`, payload: { move_out_date: '2027-01-01' } });
        expect(end.statusCode).toBe(404);
        const renewal = await agent.inject({
          method: 'POST',
          url: `/api/admin/leases/${id}/renewal`,
          payload: { end_date: null, monthly_rent_cents: 1 },
        });
        expect(renewal.statusCode).toBe(404);
        const put = await agent.inject({
          method: 'PUT',
          url: `/api/admin/leases/${id}`,
          payload: leaseBody(p.id) as unknown as Record<string, unknown>,
        });
        expect(put.statusCode).toBe(404);
      }
      // A draft has no document yet; bad bodies of end and cancel name their field.
      const draft = await createLeaseVia(agent, leaseBody(p.id));
      const none = await agent.inject({ method: 'GET', url: `/api/admin/leases/${draft.id}/document.pdf` });
      expect([none.statusCode, none.json().message]).toEqual([404, M.noDocument]);
      const badEnd = await manager.inject({
        method: 'POST',
        url: `/api/admin/leases/${draft.id}/end`,
        payload: { move_out_date: '31/12/2027' },
      });
      expect(badEnd.statusCode).toBe(400);
      expect(JSON.stringify(badEnd.json())).toContain(M.moveOutDate);
      const longReason = await manager.inject({
        method: 'POST',
        url: `/api/admin/leases/${draft.id}/cancel`,
        payload: { reason: 'x'.repeat(501) },
      });
      expect(longReason.statusCode).toBe(400);
      expect(JSON.stringify(longReason.json())).toContain('reason');
    });

    it('403 for an agent on countersign, end and cancel', async () => {
      const p = await createProperty(t);
      const lease = await createLeaseVia(agent, leaseBody(p.id));
      for (const [action, payload] of [
        ['countersign', undefined],
        ['end', { move_out_date: '2027-06-30' }],
        ['cancel', {}],
      ] as const) {
        const res = await agent.inject({ method: 'POST', url: `/api/admin/leases/${lease.id}/${action}`, payload });
        expect(res.statusCode, action).toBe(403);
      }
    });
  });

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
    const sent = await sendVia(agent, (await createLeaseVia(agent, body)).id);
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
    const sent = await sendVia(agent, (await createLeaseVia(agent, body)).id);
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
    const sent = await sendVia(
      agent,
      (await createLeaseVia(agent, leaseBody(p.id, { start_date: '2099-01-01', end_date: '2099-12-31' }))).id,
    );
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
    const first = await sendVia(agent, (await createLeaseVia(agent, leaseBody(p.id))).id);
    await signAsResidents(t, first);
    const second = await sendVia(
      agent,
      (await createLeaseVia(agent, leaseBody(p.id, { start_date: '2027-06-01', end_date: '2028-05-31' }))).id,
    );
    await signAsResidents(t, second, 1);
    await expect(signAsResidents(t, { ...second, residents: second.residents.slice(1) })).rejects.toMatchObject({
      statusCode: 409,
      message: M.overlap,
    });
    expect((await detailVia(agent, second.id)).status).toBe('out_for_signature');
  });

  it('cancels a lease out for signature: signatures voided, open links closed; a cancelled lease stays cancelled', async () => {
    const p = await createProperty(t);
    const sent = await sendVia(agent, (await createLeaseVia(agent, leaseBody(p.id))).id);
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
      const current = await sendVia(agent, (await createLeaseVia(agent, leaseBody(p.id, { start_date: today, end_date: end }))).id);
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

  describe('the list', () => {
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

  describe('the lease template', () => {
    it('answers the shipped template until one is saved; an unknown merge field is a 400 naming it; agents may read, not save', async () => {
      const first = await agent.inject({ method: 'GET', url: '/api/admin/settings/lease-template' });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.is_default).toBe(true);
      expect(first.json().data.merge_fields.map((f: { name: string }) => f.name)).toContain('resident_names');
      const unknown = await owner.inject({
        method: 'PUT',
        url: '/api/admin/settings/lease-template',
        payload: { sections: [{ heading: 'Parties', body: 'Between {{office_name}} and {{tenant_name}}.' }] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('{{tenant_name}}');
      expect(unknown.json().errors).toHaveProperty(['sections.0.body']);
      const empty = await owner.inject({ method: 'PUT', url: '/api/admin/settings/lease-template', payload: { sections: [] } });
      expect(empty.statusCode).toBe(400);
      expect(
        (
          await agent.inject({
            method: 'PUT',
            url: '/api/admin/settings/lease-template',
            payload: { sections: [{ heading: 'A', body: 'B' }] },
          })
        ).statusCode,
      ).toBe(403);
      const saved = await owner.inject({
        method: 'PUT',
        url: '/api/admin/settings/lease-template',
        payload: { sections: [{ heading: 'Parties', body: 'Between {{office_name}} and {{resident_names}} for {{monthly_rent}}.' }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ is_default: false, sections: [{ heading: 'Parties' }] });
      // A lease sent now is drawn from the saved template; one sent before keeps its own.
      const p = await createProperty(t);
      const sent = await sendVia(agent, (await createLeaseVia(agent, leaseBody(p.id))).id);
      const [row] = await db().select().from(leases).where(eq(leases.id, sent.id));
      const doc = await db().query.leaseDocuments.findFirst({ where: (d, { eq: e }) => e(d.leaseId, row!.id) });
      expect((doc!.snapshot as { sections: unknown[] }).sections).toHaveLength(1);
      await owner.inject({ method: 'PUT', url: '/api/admin/settings/lease-template', payload: { sections: first.json().data.sections } });
    });

    it('reset to the default deletes the saved template (audited) and answers the shipped one; agents may not reset', async () => {
      const custom = { sections: [{ heading: 'Parties', body: 'Between {{office_name}} and {{resident_names}}.' }] };
      expect((await owner.inject({ method: 'PUT', url: '/api/admin/settings/lease-template', payload: custom })).statusCode).toBe(200);
      expect((await agent.inject({ method: 'DELETE', url: '/api/admin/settings/lease-template' })).statusCode).toBe(403);
      expect((await owner.inject({ method: 'GET', url: '/api/admin/settings/lease-template' })).json().data.is_default).toBe(false);
      const reset = await owner.inject({ method: 'DELETE', url: '/api/admin/settings/lease-template' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().message).toBe(M.templateReset);
      expect(reset.json().data).toMatchObject({ is_default: true, updated_at: null, sections: DEFAULT_LEASE_TEMPLATE });
      expect((await owner.inject({ method: 'GET', url: '/api/admin/settings/lease-template' })).json().data.is_default).toBe(true);
      const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'lease_template.reset'));
      expect(audits.at(-1)).toMatchObject({ entityType: 'lease_template', entityId: 'site' });
      // Resetting again is harmless: still the shipped template.
      const again = await owner.inject({ method: 'DELETE', url: '/api/admin/settings/lease-template' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.is_default).toBe(true);
    });
  });
});
