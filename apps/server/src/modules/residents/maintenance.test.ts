import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACTOR_MESSAGES } from '@rentfront/shared';
import { RESIDENT_MESSAGES } from '@rentfront/shared/residents';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema';
import { useAdmin, useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createProperty } from '../../test/factories/property';
import { createResident, signInResident, type ResidentAgent } from '../../test/factories/resident';
import { bigBytes, jpegImage, pdfFile, pngImage } from '../../test/fixtures';
import { multipart } from '../../test/http';

const ADMIN_BASE = '/api/admin/maintenance-requests';

describe('resident portal: maintenance requests', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let ana: ResidentAgent;
  let other: ResidentAgent;
  let noLease: ResidentAgent;
  let leaseId: string;
  let leaseReference: string;
  let anaEmail: string;

  beforeAll(async () => {
    const property = await createProperty(t);
    const a = await createResident(t, { fullName: 'Ana Diaz' });
    anaEmail = a.email;
    const made = await createLease(
      t,
      { status: 'active', propertyId: property.id, propertyTitle: property.title, propertyAddress: '12 Elm Street, Albany' },
      { residents: [a] },
    );
    leaseId = made.lease.id;
    leaseReference = made.lease.reference;
    const o = await createResident(t);
    await createLease(t, { status: 'active' }, { residents: [o] });
    [ana, other, noLease] = [await signInResident(t, a), await signInResident(t, o), await signInResident(t, await createResident(t))];
  });

  beforeEach(async () => {
    await t.flushMail();
    t.mail.sent = [];
  });

  const fields = {
    category: 'plumbing',
    description: 'The kitchen sink leaks under the cabinet.',
    entry_permission: 'yes',
    best_times: 'Weekdays after 5 PM',
  };
  const create = async (agent: ResidentAgent, f: Record<string, string> = fields, files: Parameters<typeof multipart>[1] = []) => {
    const body = multipart(f, files);
    return agent.inject({ method: 'POST', url: '/api/resident/maintenance', payload: body.payload, headers: body.headers });
  };
  const photo = async (name = 'leak.png') => ({ field: 'photos', filename: name, contentType: 'image/png', bytes: await pngImage() });

  it('creates a request with photos tied to the active lease and property; the office sees the resident and lease', async () => {
    const res = await create(ana, { ...fields, urgent: 'true' }, [await photo(), await photo('two.png')]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      lease_id: leaseId,
      category: 'plumbing',
      title: 'Plumbing',
      entry_permission: true,
      photo_count: 2,
      priority: 'urgent',
      status: 'pending',
    });
    expect(data.timeline[0].kind).toBe('created');

    const office = await admin.inject({ method: 'GET', url: `${ADMIN_BASE}/${data.id}` });
    expect(office.statusCode).toBe(200);
    expect(office.json().data).toMatchObject({
      tenant_name: 'Ana Diaz',
      tenant_email: anaEmail,
      property_address: '12 Elm Street, Albany',
      resident: {
        id: ana.residentId,
        lease_id: leaseId,
        lease_reference: leaseReference,
        entry_permission: true,
        best_times: 'Weekdays after 5 PM',
      },
    });
    const list = await admin.inject({ method: 'GET', url: `${ADMIN_BASE}?limit=50` });
    const mine = list.json().data.requests.find((r: { id: string }) => r.id === data.id);
    expect(mine.resident.lease_reference).toBe(leaseReference);
  });

  it('refuses bad fields with the field named, and a resident without an active lease', async () => {
    const bad = await create(ana, { category: 'roof', description: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('category');
    expect(bad.json().errors).toHaveProperty('description');
    expect((await create(ana, { ...fields, entry_permission: 'maybe' })).statusCode).toBe(400);
    const none = await create(noLease);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(RESIDENT_MESSAGES.noActiveLease);
  });

  it('checks photos by content and size, and at most 6', async () => {
    const pdf = await create(ana, fields, [{ field: 'photos', filename: 'leak.png', contentType: 'image/png', bytes: pdfFile() }]);
    expect(pdf.statusCode).toBe(415);
    const big = await create(ana, fields, [
      { field: 'photos', filename: 'big.png', contentType: 'image/png', bytes: bigBytes(6 * 1024 * 1024) },
    ]);
    expect(big.statusCode).toBe(413);
    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => photo(`p${i}.png`)));
    expect((await create(ana, fields, seven)).statusCode).toBe(400);
    expect(
      (await ana.inject({ method: 'GET', url: '/api/resident/maintenance' }))
        .json()
        .data.requests.every((r: { photo_count: number }) => r.photo_count <= 2),
    ).toBe(true);
  });

  it('lists and shows only the resident’s own requests (404 for another’s), 401 without a session', async () => {
    const created = (await create(ana)).json().data;
    const list = await ana.inject({ method: 'GET', url: '/api/resident/maintenance' });
    expect(list.json().data.requests.map((r: { id: string }) => r.id)).toContain(created.id);
    expect((await other.inject({ method: 'GET', url: '/api/resident/maintenance' })).json().data.requests).toEqual([]);
    expect((await other.inject({ method: 'GET', url: `/api/resident/maintenance/${created.id}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/resident/maintenance/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/resident/maintenance' })).statusCode).toBe(401);
    const c = multipart({ comment: 'hi' });
    expect(
      (
        await other.inject({
          method: 'POST',
          url: `/api/resident/maintenance/${created.id}/comments`,
          payload: c.payload,
          headers: c.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.inject({ method: 'POST', url: `/api/resident/maintenance/${created.id}/confirm` })).statusCode).toBe(404);
  });

  it('takes comments and a photo, refuses an empty or non-image one', async () => {
    const created = (await create(ana)).json().data;
    const url = `/api/resident/maintenance/${created.id}/comments`;
    const text = multipart({ comment: 'It is getting worse.' });
    const res = await ana.inject({ method: 'POST', url, payload: text.payload, headers: text.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.timeline.at(-1)).toMatchObject({ kind: 'comment', text: 'It is getting worse.' });
    const withPhoto = multipart({}, [{ field: 'photo', filename: 'now.jpg', contentType: 'image/jpeg', bytes: await jpegImage() }]);
    const photoRes = await ana.inject({ method: 'POST', url, payload: withPhoto.payload, headers: withPhoto.headers });
    expect(photoRes.statusCode).toBe(201);
    expect(photoRes.json().data.photo_count).toBe(1);
    const empty = multipart({ comment: '  ' });
    expect((await ana.inject({ method: 'POST', url, payload: empty.payload, headers: empty.headers })).statusCode).toBe(400);
    const long = multipart({ comment: 'x'.repeat(2001) });
    expect((await ana.inject({ method: 'POST', url, payload: long.payload, headers: long.headers })).statusCode).toBe(400);
    const notImage = multipart({}, [{ field: 'photo', filename: 'x.jpg', contentType: 'image/jpeg', bytes: pdfFile() }]);
    expect((await ana.inject({ method: 'POST', url, payload: notImage.payload, headers: notImage.headers })).statusCode).toBe(415);
    const rows = await t.app.ctx.db.select().from(maintenancePhotos).where(eq(maintenancePhotos.requestId, created.id));
    expect(rows).toHaveLength(1);
  });

  it('sending a resident request without choosing a contractor is a 400 naming contractor_id; nothing is sent or queued', async () => {
    const created = (await create(ana)).json().data;
    await t.flushMail();
    t.mail.sent = [];
    const refused = await admin.inject({
      method: 'POST',
      url: `${ADMIN_BASE}/${created.id}/send-to-contractor`,
      payload: { additional_message: '', urgent: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTRACTOR_MESSAGES.chooseOne);
    expect(refused.json().errors).toHaveProperty('contractor_id');
    const [row] = await t.app.ctx.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, created.id));
    expect(row).toMatchObject({ status: 'pending', sentAt: null });
    expect(await t.flushMail()).toBe(0);
  });

  it('e-mails the resident each status change and contractor step, and takes the confirmation once done', async () => {
    const created = (await create(ana)).json().data;
    const early = await ana.inject({ method: 'POST', url: `/api/resident/maintenance/${created.id}/confirm` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RESIDENT_MESSAGES.notDoneYet);

    const sent = await admin.inject({
      method: 'POST',
      url: `${ADMIN_BASE}/${created.id}/send-to-contractor`,
      payload: { additional_message: 'Call first', urgent: false, new_contractor: { name: 'Fix It Plumbing', email: 'fixit@example.com' } },
    });
    expect(sent.statusCode).toBe(200);
    const done = await admin.inject({ method: 'PUT', url: `${ADMIN_BASE}/${created.id}`, payload: { status: 'completed' } });
    expect(done.statusCode).toBe(200);
    await t.flushMail();
    const mails = t.mail.to(anaEmail);
    expect(mails.map((m) => m.text)).toEqual([expect.stringContaining('sent to the contractor'), expect.stringContaining('Completed')]);
    expect(mails[0]!.text).not.toContain('Call first');
    expect(mails[0]!.text).toContain(`/resident/maintenance/${created.id}`);

    const detail = (await ana.inject({ method: 'GET', url: `/api/resident/maintenance/${created.id}` })).json().data;
    expect(detail.status).toBe('completed');
    expect(detail.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'sent', 'status_changed']);

    const confirm = await ana.inject({ method: 'POST', url: `/api/resident/maintenance/${created.id}/confirm` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.timeline.at(-1).kind).toBe('confirmed');
    const again = await ana.inject({ method: 'POST', url: `/api/resident/maintenance/${created.id}/confirm` });
    expect(again.json().data.timeline.filter((e: { kind: string }) => e.kind === 'confirmed')).toHaveLength(1);
    const office = (await admin.inject({ method: 'GET', url: `${ADMIN_BASE}/${created.id}` })).json().data;
    expect(office.resident.confirmed_at).not.toBeNull();
  });
});
