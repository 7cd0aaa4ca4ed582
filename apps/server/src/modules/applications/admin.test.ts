import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, APPLICATION_STATUSES } from '@rentfront/shared';
import { applications, auditLog, outbox } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { BIRTH_DATE, fullApplicationBody, LICENSE, minimalApplicationBody, SSN, submitApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';

describe('admin applications', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let propertyId: string;
  let full: { id: string; reference: string };
  let minimal: { id: string; reference: string };

  beforeAll(async () => {
    propertyId = (await createProperty(t, { title: 'Hilltop House', price: 2100, city: 'Saratoga Springs', address: '12 Maple Court' })).id;
    full = await submitApplication(t, fullApplicationBody(propertyId, 'Avery Complete', 'avery@example.com'));
    minimal = await submitApplication(t, minimalApplicationBody(propertyId, 'Jordan Minimal', 'jordan@example.com'));
  });

  const list = (query = '') => admin.inject({ method: 'GET', url: `/api/admin/applications${query}` });
  const mailsTo = (to: string) => t.app.ctx.db.select().from(outbox).where(eq(outbox.to, to));

  describe('list', () => {
    it('lists newest first with the list fields and the pagination block', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.total).toBeGreaterThanOrEqual(2);
      expect(data.pagination).toEqual({ total: data.total, limit: 20, offset: 0, has_next: false, has_prev: false, total_capped: false });
      const [newest] = data.applications;
      expect(newest).toMatchObject({
        id: minimal.id,
        reference: minimal.reference,
        status: 'pending',
        full_name: 'Jordan Minimal',
        email: 'jordan@example.com',
        phone_number: '(518) 555-0100',
        property_basic_info: { title: 'Hilltop House', city: 'Saratoga Springs', state: 'NY', price: 2100 },
        property_details: { title: 'Hilltop House', address: '12 Maple Court', city: 'Saratoga Springs', state: 'NY', price: 2100 },
        admin_reply: null,
        admin_reply_date: null,
      });
      expect(newest.created_at).toMatch(/Z$/);
      // The list never carries the sensitive values.
      expect(res.body).not.toContain('social_security_number');
    });

    it('searches name, e-mail, id and reference, case-insensitively', async () => {
      const cases = ['avery COMP', 'AVERY@EXAMPLE', full.id.slice(0, 13), full.reference.toLowerCase()];
      for (const search of cases) {
        const res = await list(`?search=${encodeURIComponent(search)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.applications.map((a: { id: string }) => a.id)).toEqual([full.id]);
      }
      const none = await list('?search=%25');
      expect(none.json().data).toMatchObject({ applications: [], total: 0 });
    });

    it('filters by status, ignores empty/all, combines with search, and refuses unknown statuses', async () => {
      const other = await submitApplication(t, minimalApplicationBody(propertyId, 'Filter Case', 'filter@example.com'));
      await admin.inject({ method: 'PUT', url: `/api/admin/applications/${other.id}/status/approved` });
      const approved = await list('?status=approved');
      expect(approved.json().data.applications.map((a: { id: string }) => a.id)).toEqual([other.id]);
      expect((await list('?status=approved&search=avery')).json().data.total).toBe(0);
      const all = (await list('?status=all')).json().data.total;
      expect((await list('?status=')).json().data.total).toBe(all);
      expect(all).toBeGreaterThanOrEqual(3);
      expect((await list('?status=archived')).statusCode).toBe(400);
    });

    it('pages with limit and offset', async () => {
      const total = (await list()).json().data.total;
      const first = (await list('?limit=1&offset=0')).json().data;
      const second = (await list('?limit=1&offset=1')).json().data;
      expect(first.applications).toHaveLength(1);
      expect(second.applications[0].id).not.toBe(first.applications[0].id);
      expect(first.pagination).toEqual({ total, limit: 1, offset: 0, has_next: true, has_prev: false, total_capped: false });
      expect(second.pagination.has_prev).toBe(true);
      const last = (await list(`?limit=1&offset=${total - 1}`)).json().data.pagination;
      expect(last.has_next).toBe(false);
      expect((await list('?limit=0')).statusCode).toBe(400);
      expect((await list('?limit=101')).statusCode).toBe(400);
      expect((await list('?offset=-1')).statusCode).toBe(400);
    });
  });

  describe('detail', () => {
    it('returns the whole application in the admin naming with masked PII', async () => {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/applications/${full.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const d = res.json().data;
      expect(d.personal_information).toMatchObject({
        full_name: 'Avery Complete',
        social_security_number: '***-**-6789',
        drivers_license_number: '****7890',
        date_of_birth: '****-**-**',
        emergency_contact: { name: 'Sam Complete', relationship: 'Sibling', phone_number: '518-555-0111' },
      });
      for (const secret of [SSN, LICENSE, BIRTH_DATE, '123-45']) expect(res.body).not.toContain(secret);
      expect(d.residential_history.current_address).toEqual({
        street_address: '45 Oak Street',
        city: 'Troy',
        state: 'NY',
        zip: '12180',
        move_in_date: '2021-03-01',
        monthly_rent: 1200,
        reason_for_leaving: 'Closer to work',
      });
      expect(d.residential_history.previous_address).toMatchObject({ zip: '12305', move_out_date: '2021-02-28' });
      expect(d.employment_income.current_employer).toMatchObject({
        company_name: 'Hudson Valley Health',
        employment_start_date: '2019-09-15',
        monthly_income: 5200,
      });
      expect(d.credit_background_check).toMatchObject({
        consent: true,
        criminal_history: { ever_convicted_felony: false },
        eviction_history: { ever_evicted: false, details: null },
        credit_score_range: 'good',
      });
      expect(d.references.personal_references).toHaveLength(1);
      expect(d.additional_information).toMatchObject({
        pets: { has_pets: true, pet_type: 'Cat', number_of_pets: 1 },
        vehicles: { number_of_vehicles: 1, vehicle_types: 'Sedan' },
      });
      expect(d.signature_acknowledgment.terms_acknowledgment).toEqual({
        agree_to_lease_terms: true,
        consent_to_background_credit_checks: true,
        understand_rental_policies: true,
      });
      expect(d.lease_signing_payment.first_month_rent.amount_due).toBe(2100);
      expect(d.completion).toMatchObject({
        personal_information: 100,
        residential_history: 100,
        employment_income: 100,
        credit_background_check: 100,
        references: 100,
        additional_information: 100,
        signature_acknowledgment: 100,
        lease_signing_payment: 0,
        overall: 100,
      });
    });

    it('computes completion as the share of filled leaf values', async () => {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/applications/${minimal.id}` });
      const d = res.json().data;
      expect(d.personal_information).toMatchObject({ social_security_number: null, date_of_birth: null });
      // 3 of 9 personal leaves; signature: 2 terms + today's date of 5 leaves; pets unasked.
      expect(d.completion).toMatchObject({
        personal_information: 33,
        residential_history: 0,
        references: 0,
        signature_acknowledgment: 60,
        additional_information: 0,
      });
    });
  });

  describe('reveal', () => {
    it('returns the clear values and records who revealed which application', async () => {
      const res = await admin.inject({ method: 'POST', url: `/api/admin/applications/${full.id}/reveal` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().data).toEqual({
        social_security_number: SSN,
        drivers_license_number: LICENSE,
        date_of_birth: BIRTH_DATE,
      });
      const entries = await t.app.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, full.id)));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: admin.userId, action: 'application.pii_revealed' });
      expect(entries[0].createdAt).toBeInstanceOf(Date);
      expect(entries[0].details).toMatchObject({ reference: full.reference });
      expect(JSON.stringify(entries[0].details)).not.toContain('6789');
    });
  });

  describe('reply', () => {
    it('stores the reply, keeps the status by default and e-mails the applicant', async () => {
      const res = await admin.inject({
        method: 'POST',
        url: `/api/admin/applications/${minimal.id}/reply`,
        payload: { reply: '  Thanks, we are checking your references.  ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: M.replySent,
        data: { id: minimal.id, status: 'pending', admin_reply: 'Thanks, we are checking your references.' },
      });
      expect(res.json().data.admin_reply_date).toMatch(/Z$/);
      const mails = await mailsTo('jordan@example.com');
      const replyMail = mails.find((m) => m.subject.includes('reply'));
      expect(replyMail?.text).toContain('Thanks, we are checking your references.');
      expect(replyMail?.text).toContain(minimal.reference);
    });

    it('changes the status with the reply when asked', async () => {
      const target = await submitApplication(t, minimalApplicationBody(propertyId, 'Reply Status', 'reply.status@example.com'));
      const res = await admin.inject({
        method: 'POST',
        url: `/api/admin/applications/${target.id}/reply`,
        payload: { reply: 'Welcome aboard!', status: 'approved' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'approved', admin_reply: 'Welcome aboard!' });
      await t.flushMail();
      // One e-mail: the office's "approved" template, with the reply as its note (issue 19).
      const [mail, ...more] = t.mail.to('reply.status@example.com').filter((m) => !m.subject.startsWith('We received'));
      expect(more).toEqual([]);
      expect(mail.subject).toBe(`Your rental application ${target.reference} has been approved`);
      expect(mail.text).toContain('Welcome aboard!');
    });

    it('refuses a blank reply and an unknown status', async () => {
      for (const payload of [{ reply: '   ' }, {}]) {
        const res = await admin.inject({ method: 'POST', url: `/api/admin/applications/${full.id}/reply`, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ detail: M.replyRequired, errors: { reply: M.replyRequired } });
      }
      const bad = await admin.inject({
        method: 'POST',
        url: `/api/admin/applications/${full.id}/reply`,
        payload: { reply: 'ok', status: 'archived' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('status', () => {
    it('sets each of the six statuses and e-mails the applicant on a change', async () => {
      const target = await submitApplication(t, minimalApplicationBody(propertyId, 'Status Walk', 'status.walk@example.com'));
      const receiptCount = (await mailsTo('status.walk@example.com')).length;
      for (const status of ['reviewed', 'info_requested', 'approved', 'rejected', 'completed', 'pending'] as const) {
        const res = await admin.inject({ method: 'PUT', url: `/api/admin/applications/${target.id}/status/${status}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ message: M.statusUpdated, data: { id: target.id, status } });
        const [row] = await t.app.ctx.db.select().from(applications).where(eq(applications.id, target.id));
        expect(row.status).toBe(status);
      }
      expect((await mailsTo('status.walk@example.com')).length - receiptCount).toBe(APPLICATION_STATUSES.length);
      // Setting the status it already has changes nothing and sends nothing.
      await admin.inject({ method: 'PUT', url: `/api/admin/applications/${target.id}/status/pending` });
      expect((await mailsTo('status.walk@example.com')).length - receiptCount).toBe(APPLICATION_STATUSES.length);
      await t.flushMail();
      expect(t.mail.to('status.walk@example.com').some((m) => m.subject.includes('Under Review'))).toBe(true);
    });

    it('refuses any other status with 400', async () => {
      const res = await admin.inject({ method: 'PUT', url: `/api/admin/applications/${full.id}/status/archived` });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(M.invalidStatus);
    });
  });

  describe('delete', () => {
    it('deletes the application, then answers 404', async () => {
      const target = await submitApplication(t, minimalApplicationBody(propertyId, 'To Delete', 'delete.me@example.com'));
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/applications/${target.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: M.deleted });
      expect(await t.app.ctx.db.select().from(applications).where(eq(applications.id, target.id))).toHaveLength(0);
      const again = await admin.inject({ method: 'DELETE', url: `/api/admin/applications/${target.id}` });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('access and unknown ids', () => {
    const routes = (id: string) => [
      { method: 'GET' as const, url: `/api/admin/applications/${id}` },
      { method: 'POST' as const, url: `/api/admin/applications/${id}/reveal` },
      { method: 'POST' as const, url: `/api/admin/applications/${id}/reply`, payload: { reply: 'Hello' } },
      { method: 'PUT' as const, url: `/api/admin/applications/${id}/status/approved` },
      { method: 'DELETE' as const, url: `/api/admin/applications/${id}` },
    ];

    it('answers 404 for unknown and malformed ids on every route', async () => {
      for (const id of [crypto.randomUUID(), 'not-a-uuid', '1%27%20or%201=1']) {
        for (const route of routes(id)) {
          const res = await admin.inject(route);
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
          expect(res.json()).toMatchObject({ success: false, detail: M.notFound });
        }
      }
    });

    it('answers 401 without a session', async () => {
      for (const route of [{ method: 'GET' as const, url: '/api/admin/applications' }, ...routes(full.id)]) {
        const res = await t.app.inject({ ...route, headers: { origin: TEST_ORIGIN } });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    });

    it('answers 403 to a cross-site write or a write without the CSRF token', async () => {
      for (const route of routes(full.id).filter((r) => r.method !== 'GET')) {
        const crossSite = await admin.inject({ ...route, headers: { origin: 'https://evil.example' } });
        expect(crossSite.statusCode, `${route.method} ${route.url}`).toBe(403);
        const noToken = await admin.inject({ ...route, headers: { 'x-csrf-token': '' } });
        expect(noToken.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      // The refused reveals were not audited (only the one reveal above was), nor was anything deleted.
      const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, full.id));
      expect(entries).toHaveLength(1);
      expect(await t.app.ctx.db.select().from(applications).where(eq(applications.id, full.id))).toHaveLength(1);
    });
  });
});
