import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest } from '@rentfront/shared';
import { properties, users } from '../../db/schema';
import { asVisitor, loginAsAdmin, multipart } from '../../test/http';
import { BASE, countRows, createRequest, insertProperty, postRequest, validFields } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';
import { fromOtherSite, withoutCsrfToken } from '../../test/refusals';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('maintenance requests: create, read, update, delete', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  describe('access', () => {
    it('answers 401 without a session, on reads and writes', async () => {
      const visitor = asVisitor(t);
      expect((await visitor({ method: 'GET', url: BASE })).statusCode).toBe(401);
      expect((await visitor({ method: 'GET', url: `${BASE}/status/pending` })).statusCode).toBe(401);
      expect((await visitor({ method: 'GET', url: `${BASE}/${UNKNOWN_ID}` })).statusCode).toBe(401);
      expect((await visitor({ method: 'POST', url: BASE, ...multipart(validFields()) })).statusCode).toBe(401);
      expect((await visitor({ method: 'PUT', url: `${BASE}/${UNKNOWN_ID}`, payload: {} })).statusCode).toBe(401);
      expect((await visitor({ method: 'DELETE', url: `${BASE}/${UNKNOWN_ID}` })).statusCode).toBe(401);
      expect(await countRows(t, 'maintenance_requests')).toBe(0);
    });

    it('answers 403 to a cross-site write and to a write without the CSRF token', async () => {
      const form = multipart(validFields());
      const crossSite = await fromOtherSite(admin, { method: 'POST', url: BASE, ...form });
      expect(crossSite.statusCode).toBe(403);
      const noCsrf = await withoutCsrfToken(t, admin, { method: 'POST', url: BASE, ...multipart(validFields()) });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().detail).toBe('Invalid CSRF token');
      expect(await countRows(t, 'maintenance_requests')).toBe(0);
    });

    it('answers 403 to a signed-in account that is no longer a verified admin', async () => {
      const other = await loginAsAdmin(t);
      await t.app.ctx.db.update(users).set({ isVerified: false }).where(eq(users.id, other.userId));
      const res = await other.inject({ method: 'GET', url: BASE });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('create', () => {
    it('creates a pending request without photos and returns every spec field', async () => {
      const res = await postRequest(admin, validFields());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Maintenance request created successfully' });
      expect(body.data).toMatchObject({
        tenant_name: 'Jane Tenant',
        tenant_phone: '(518) 555-0100',
        tenant_email: 'jane@example.com',
        property_address: '12 Elm Street, Albany, NY 12203',
        property_unit: '3B',
        issue_title: 'Leaking kitchen faucet',
        priority: 'high',
        contractor_email: 'fixit@example.com',
        contractor_name: 'Fix It Plumbing',
        contractor_phone: '518-555-0199',
        estimated_cost: 150.5,
        notes: 'Tenant is home after 5 PM.',
        status: 'pending',
        photos: [],
        sent_at: null,
        completed_at: null,
        property_id: null,
      });
      expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(body.data.created_at).toISOString()).toBe(body.data.created_at);
    });

    it('defaults the priority to medium, leaves out empty values and keeps a cost of 0', async () => {
      const res = await postRequest(admin, {
        tenant_name: 'Sam Lee',
        property_address: '5 Oak Ave',
        issue_title: 'Broken blind',
        issue_description: 'Bedroom blind will not roll up.',
        contractor_email: 'blinds@example.com',
        tenant_phone: '',
        notes: '   ',
        estimated_cost: '0',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ priority: 'medium', tenant_phone: null, notes: null, estimated_cost: 0 });
    });

    it('refuses missing or blank required fields with the spec message', async () => {
      const before = await countRows(t, 'maintenance_requests');
      const res = await postRequest(admin, { tenant_name: '  ', tenant_phone: '518 555 0100' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        success: false,
        detail: 'Please fill in all required fields',
        message: 'Please fill in all required fields',
      });
      for (const field of ['tenant_name', 'property_address', 'issue_title', 'issue_description', 'contractor_email']) {
        expect(body.errors[field]).toBe('Please fill in all required fields');
      }
      for (const field of Object.keys(validFields())) {
        const without = validFields({ [field]: undefined });
        const single = await postRequest(admin, without);
        const required = ['tenant_name', 'property_address', 'issue_title', 'issue_description', 'contractor_email'].includes(field);
        expect(single.statusCode, field).toBe(required ? 400 : 201);
      }
      expect(await countRows(t, 'maintenance_requests')).toBe(before + 8);
    });

    it('checks e-mail formats', async () => {
      const contractor = await postRequest(admin, validFields({ contractor_email: 'not-an-email' }));
      expect(contractor.statusCode).toBe(400);
      expect(contractor.json().errors).toEqual({ contractor_email: 'Please enter a valid email address' });
      const tenant = await postRequest(admin, validFields({ tenant_email: 'jane@' }));
      expect(tenant.statusCode).toBe(400);
      expect(tenant.json().errors).toEqual({ tenant_email: 'Please enter a valid email address' });
    });

    it('checks phones with the spec rule', async () => {
      for (const bad of ['0518 555 0100', '12345678901234567', 'call me', '+0 555']) {
        const res = await postRequest(admin, validFields({ tenant_phone: bad }));
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().errors.tenant_phone).toBe('Please enter a valid phone number');
      }
      const contractor = await postRequest(admin, validFields({ contractor_phone: 'abc' }));
      expect(contractor.json().errors.contractor_phone).toBe('Please enter a valid phone number');
      const good = await postRequest(admin, validFields({ tenant_phone: '+1 (518) 555-0100' }));
      expect(good.statusCode).toBe(201);
    });

    it('checks the priority, the cost and the length of text fields', async () => {
      expect((await postRequest(admin, validFields({ priority: 'critical' }))).json().errors.priority).toBe('Please choose a priority');
      for (const bad of ['-1', '12.345', 'twelve', '100000000']) {
        const res = await postRequest(admin, validFields({ estimated_cost: bad }));
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().errors.estimated_cost).toBeDefined();
      }
      const long = await postRequest(admin, validFields({ issue_title: 'x'.repeat(201) }));
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.issue_title).toBe('Must be at most 200 characters');
    });

    it('links a listed property and refuses an unknown one', async () => {
      const propertyId = await insertProperty(t, 'Maple Court');
      const linked = await createRequest(admin, { property_id: propertyId });
      expect(linked).toMatchObject({ property_id: propertyId, property_title: 'Maple Court' });
      const unknown = await postRequest(admin, validFields({ property_id: UNKNOWN_ID }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ property_id: 'Property not found' });
      const malformed = await postRequest(admin, validFields({ property_id: 'abc' }));
      expect(malformed.statusCode).toBe(400);
      // Deleting the property keeps the request and its address, without the link.
      await t.app.ctx.db.delete(properties).where(eq(properties.id, propertyId));
      const after = await admin.inject({ method: 'GET', url: `${BASE}/${linked.id}` });
      expect(after.json().data).toMatchObject({ property_id: null, property_title: null, property_address: linked.property_address });
    });

    it('refuses a body that is not multipart', async () => {
      const res = await admin.inject({ method: 'POST', url: BASE, payload: validFields() });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('read one', () => {
    it('returns the request, 404 for unknown and malformed ids', async () => {
      const created = await createRequest(admin);
      const res = await admin.inject({ method: 'GET', url: `${BASE}/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { id: created.id, issue_title: created.issue_title } });
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
        const missing = await admin.inject({ method: 'GET', url: `${BASE}/${id}` });
        expect(missing.statusCode, id).toBe(404);
        expect(missing.json()).toMatchObject({ success: false, detail: 'Maintenance request not found' });
      }
    });
  });

  describe('update', () => {
    let request: MaintenanceRequest;
    beforeAll(async () => {
      request = await createRequest(admin);
    });
    const put = (id: string, payload: unknown) => admin.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: payload as object });

    it('changes the fields sent and leaves the others', async () => {
      const res = await put(request.id, {
        issue_title: 'Faucet replaced',
        priority: 'urgent',
        estimated_cost: 0,
        contractor_name: 'New Co',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Maintenance request updated successfully',
        data: {
          issue_title: 'Faucet replaced',
          priority: 'urgent',
          estimated_cost: 0,
          contractor_name: 'New Co',
          tenant_name: 'Jane Tenant',
        },
      });
      expect(new Date(res.json().data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(request.updated_at).getTime());
    });

    it('clears optional fields sent as null or blank, and refuses to blank a required one', async () => {
      const cleared = await put(request.id, { notes: null, tenant_phone: '', estimated_cost: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data).toMatchObject({ notes: null, tenant_phone: null, estimated_cost: null });
      const blank = await put(request.id, { issue_title: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        detail: 'Please fill in all required fields',
        errors: { issue_title: 'Please fill in all required fields' },
      });
      const nulled = await put(request.id, { contractor_email: null });
      expect(nulled.statusCode).toBe(400);
    });

    it('validates formats, enums and the body type', async () => {
      expect((await put(request.id, { contractor_email: 'x@y' })).json().errors).toEqual({
        contractor_email: 'Please enter a valid email address',
      });
      expect((await put(request.id, { tenant_phone: '0000' })).json().errors).toEqual({
        tenant_phone: 'Please enter a valid phone number',
      });
      expect((await put(request.id, { status: 'done' })).statusCode).toBe(400);
      expect((await put(request.id, { estimated_cost: -5 })).statusCode).toBe(400);
      expect((await put(request.id, { property_id: UNKNOWN_ID })).statusCode).toBe(400);
      const notObject = await admin.inject({
        method: 'PUT',
        url: `${BASE}/${request.id}`,
        payload: '"text"',
        headers: { 'content-type': 'application/json' },
      });
      expect(notObject.statusCode).toBe(400);
      const malformedJson = await admin.inject({
        method: 'PUT',
        url: `${BASE}/${request.id}`,
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformedJson.statusCode).toBe(400);
    });

    it('refuses status changes outside the workflow with 422', async () => {
      const fresh = await createRequest(admin);
      const toCompleted = await put(fresh.id, { status: 'completed' });
      expect(toCompleted.statusCode).toBe(422);
      expect(toCompleted.json().errors.status).toBe('A pending request cannot be changed to completed');
      expect((await put(fresh.id, { status: 'in_progress' })).statusCode).toBe(422);
      const toSent = await put(fresh.id, { status: 'sent_to_contractor' });
      expect(toSent.statusCode).toBe(422);
      expect(toSent.json().detail).toBe('Use "Send to contractor" to send a pending request');
      // Nothing of a refused update is kept.
      const refusedWithFields = await put(fresh.id, { status: 'completed', issue_title: 'Changed' });
      expect(refusedWithFields.statusCode).toBe(422);
      const after = await admin.inject({ method: 'GET', url: `${BASE}/${fresh.id}` });
      expect(after.json().data).toMatchObject({ status: 'pending', issue_title: fresh.issue_title, completed_at: null });
      // Same status is not a change.
      expect((await put(fresh.id, { status: 'pending' })).statusCode).toBe(200);
    });

    it('follows pending → sent → in progress → completed and stamps completed_at', async () => {
      const job = await createRequest(admin);
      const sent = await admin.inject({
        method: 'POST',
        url: `${BASE}/${job.id}/send-to-contractor`,
        payload: { additional_message: '', urgent: false },
      });
      expect(sent.statusCode).toBe(200);
      const inProgress = await put(job.id, { status: 'in_progress' });
      expect(inProgress.json().data).toMatchObject({ status: 'in_progress', completed_at: null });
      const completed = await put(job.id, { status: 'completed' });
      expect(completed.statusCode).toBe(200);
      const data = completed.json().data;
      expect(data.status).toBe('completed');
      expect(Date.now() - new Date(data.completed_at).getTime()).toBeLessThan(60_000);
      // Completed is final.
      for (const status of ['pending', 'in_progress', 'cancelled', 'sent_to_contractor']) {
        expect((await put(job.id, { status })).statusCode, status).toBe(422);
      }
      // Other fields of a completed job can still be corrected.
      expect((await put(job.id, { notes: 'Invoice received' })).statusCode).toBe(200);
    });

    it('lets a sent job be completed directly and cancels open requests, which is final', async () => {
      const job = await createRequest(admin);
      await admin.inject({ method: 'POST', url: `${BASE}/${job.id}/send-to-contractor`, payload: { urgent: false } });
      const completed = await put(job.id, { status: 'completed' });
      expect(completed.json().data.completed_at).not.toBeNull();

      const open = await createRequest(admin);
      const cancelled = await put(open.id, { status: 'cancelled' });
      expect(cancelled.json().data).toMatchObject({ status: 'cancelled', completed_at: null });
      expect((await put(open.id, { status: 'pending' })).statusCode).toBe(422);
      const send = await admin.inject({ method: 'POST', url: `${BASE}/${open.id}/send-to-contractor`, payload: { urgent: false } });
      expect(send.statusCode).toBe(409);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      expect((await put(UNKNOWN_ID, { notes: 'x' })).statusCode).toBe(404);
      expect((await put('nope', { notes: 'x' })).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes a request, then answers 404', async () => {
      const created = await createRequest(admin);
      const res = await admin.inject({ method: 'DELETE', url: `${BASE}/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Maintenance request deleted successfully' });
      expect((await admin.inject({ method: 'GET', url: `${BASE}/${created.id}` })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `${BASE}/${created.id}` })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `${BASE}/xyz` })).statusCode).toBe(404);
    });

    it('refuses a cross-site delete', async () => {
      const created = await createRequest(admin);
      const res = await fromOtherSite(admin, { method: 'DELETE', url: `${BASE}/${created.id}` });
      expect(res.statusCode).toBe(403);
      expect((await admin.inject({ method: 'GET', url: `${BASE}/${created.id}` })).statusCode).toBe(200);
    });
  });
});
