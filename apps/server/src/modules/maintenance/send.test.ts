import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, maintenancePhotos, outbox } from '../../db/schema';
import { asVisitor } from '../../test/http';
import { BASE, createRequest, jpegPhoto, photo, storedPhotoFiles } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';
import { fromOtherSite, withoutCsrfToken } from '../../test/refusals';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const OFFICE = 'office@rentfront.example';

describe('send to contractor', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  beforeEach(async () => {
    // Each test looks at its own mail only.
    await t.flushMail();
    t.mail.sent = [];
    t.mail.failing = false;
  });

  const send = (id: string, payload: object = { additional_message: '', urgent: false }) =>
    admin.inject({ method: 'POST', url: `${BASE}/${id}/send-to-contractor`, payload });

  it('marks the request sent and e-mails the contractor every detail with the photos, plus an office copy', async () => {
    const created = await createRequest(admin, { contractor_email: 'plumber@example.com' }, [
      await photo('leak one.png'),
      await jpegPhoto('under-sink.jpg'),
    ]);
    const res = await send(created.id, { additional_message: 'Key is with the doorman.', urgent: false });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Maintenance request sent to contractor successfully',
      data: { status: 'sent_to_contractor' },
    });
    expect(Date.now() - new Date(body.data.sent_at).getTime()).toBeLessThan(60_000);

    expect(await t.flushMail()).toBe(2);
    const [mail] = t.mail.to('plumber@example.com');
    expect(mail.subject).toBe('Maintenance request: Leaking kitchen faucet at 12 Elm Street, Albany, NY 12203, Unit 3B');
    expect(mail.subject).not.toContain('URGENT');
    expect(mail.headers ?? {}).not.toHaveProperty('X-Priority');
    for (const detail of [
      'Hello Fix It Plumbing,',
      'Leaking kitchen faucet',
      'The kitchen faucet drips constantly',
      'Priority: High',
      'Unit: 3B',
      'Tenant: Jane Tenant',
      'Tenant phone: (518) 555-0100',
      'Tenant email: jane@example.com',
      'Estimated cost: $150.50',
      'Notes: Tenant is home after 5 PM.',
      'Key is with the doorman.',
      'Photos: 2 attached',
      created.id,
    ]) {
      expect(mail.text, detail).toContain(detail);
    }
    expect(mail.html).toContain('Leaking kitchen faucet');
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      ['leak one.jpg', 'image/jpeg'],
      ['under-sink.jpg', 'image/jpeg'],
    ]);
    for (const attachment of mail.attachments ?? []) {
      expect((await sharp(attachment.content).metadata()).format).toBe('jpeg');
    }

    const [copy] = t.mail.to(OFFICE);
    expect(copy.subject).toBe(`Copy: ${mail.subject}`);
    expect(copy.text).toContain('Fix It Plumbing <plumber@example.com>');
    expect(copy.text).toContain('http://localhost:3000/admin/maintenance');
    expect(copy.attachments).toHaveLength(2);

    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((a) => a.action)).toEqual(['maintenance.send_to_contractor']);
  });

  it('puts URGENT in the subject and high-priority headers on urgent requests', async () => {
    const created = await createRequest(admin, { contractor_email: 'urgent@example.com', contractor_name: undefined });
    const res = await send(created.id, { urgent: true });
    expect(res.statusCode).toBe(200);
    await t.flushMail();
    const [mail] = t.mail.to('urgent@example.com');
    expect(mail.subject.startsWith('URGENT: ')).toBe(true);
    expect(mail.headers).toMatchObject({ 'X-Priority': '1', Importance: 'high' });
    expect(mail.text).toContain('Hello there,');
    expect(mail.text).toContain('Photos: None');
    expect(mail.attachments).toEqual([]);
    const [copy] = t.mail.to(OFFICE);
    expect(copy.subject).toContain('URGENT');
    expect(copy.headers).toMatchObject({ 'X-Priority': '1' });
  });

  it('escapes what users typed and keeps the subject on one line', async () => {
    const created = await createRequest(admin, {
      contractor_email: 'escape@example.com',
      issue_title: '<script>alert(1)</script>',
      property_address: 'Line one\r\nBcc: victim@example.com',
    });
    await send(created.id);
    await t.flushMail();
    const [mail] = t.mail.to('escape@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('sends only from pending: the second send is a 409 and queues nothing', async () => {
    const created = await createRequest(admin, { contractor_email: 'twice@example.com' });
    expect((await send(created.id)).statusCode).toBe(200);
    const again = await send(created.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, detail: 'Only pending requests can be sent to a contractor' });
    await t.flushMail();
    expect(t.mail.to('twice@example.com')).toHaveLength(1);
  });

  it('two sends at the same time e-mail the contractor once', async () => {
    const created = await createRequest(admin, { contractor_email: 'race@example.com' });
    const results = await Promise.all([send(created.id), send(created.id), send(created.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    await t.flushMail();
    expect(t.mail.to('race@example.com')).toHaveLength(1);
  });

  it('with SMTP down the request is still sent; the e-mail waits in the outbox and goes out with both photos later', async () => {
    const created = await createRequest(admin, { contractor_email: 'later@example.com' }, [await photo('one.png'), await photo('two.png')]);
    t.mail.failing = true;
    const res = await send(created.id, { urgent: true, additional_message: 'Sorry for the wait' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('sent_to_contractor');

    await t.flushMail();
    expect(t.mail.to('later@example.com')).toHaveLength(0);
    const queued = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, 'later@example.com'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP unavailable' });
    expect(queued[0].nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(queued[0].attachments).toHaveLength(2);

    // The worker backs off; a later run (made due now) delivers once SMTP is back.
    t.mail.failing = false;
    await t.flushMail();
    expect(t.mail.to('later@example.com')).toHaveLength(0);
    await t.app.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.status, 'pending'));
    await t.flushMail();
    const [mail] = t.mail.to('later@example.com');
    expect(mail.subject).toContain('URGENT');
    expect(mail.text).toContain('Sorry for the wait');
    expect(mail.attachments?.map((a) => a.filename)).toEqual(['one.jpg', 'two.jpg']);
    expect(mail.attachments?.every((a) => a.content.length > 100)).toBe(true);
    const [row] = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, 'later@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(t.mail.to(OFFICE)).toHaveLength(1);
  });

  it('deleting a request whose e-mail is still queued keeps the photos that e-mail needs', async () => {
    const created = await createRequest(admin, { contractor_email: 'queued@example.com' }, [await photo('keep.png')]);
    t.mail.failing = true;
    await send(created.id);
    await t.flushMail();
    const [stored] = await t.app.ctx.db.select().from(maintenancePhotos).where(eq(maintenancePhotos.requestId, created.id));
    const isKept = () => storedPhotoFiles(t).some((f) => f.includes(`/${stored.storagePrefix}/`));
    expect(isKept()).toBe(true);
    expect((await admin.inject({ method: 'DELETE', url: `${BASE}/${created.id}` })).statusCode).toBe(200);
    expect(isKept()).toBe(true);
    t.mail.failing = false;
    await t.app.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.status, 'pending'));
    await t.flushMail();
    const [mail] = t.mail.to('queued@example.com');
    expect(mail.attachments?.map((a) => a.filename)).toEqual(['keep.jpg']);
  });

  it('validates the body', async () => {
    const created = await createRequest(admin);
    const bad = await send(created.id, { urgent: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.urgent).toBeDefined();
    const long = await send(created.id, { additional_message: 'x'.repeat(5001), urgent: false });
    expect(long.statusCode).toBe(400);
    const after = await admin.inject({ method: 'GET', url: `${BASE}/${created.id}` });
    expect(after.json().data.status).toBe('pending');
    // `urgent` may be left out (defaults to false).
    expect((await send(created.id, { additional_message: 'Hi' })).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed ids, 401 and 403 without a session or from another site', async () => {
    expect((await send(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await send('not-a-uuid')).statusCode).toBe(404);
    const created = await createRequest(admin, { contractor_email: 'refused@example.com' });
    const url = `${BASE}/${created.id}/send-to-contractor`;
    const visitor = await asVisitor(t)({ method: 'POST', url, payload: { urgent: false } });
    expect(visitor.statusCode).toBe(401);
    const crossSite = await fromOtherSite(admin, { method: 'POST', url, payload: { urgent: false } });
    expect(crossSite.statusCode).toBe(403);
    const noCsrf = await withoutCsrfToken(t, admin, { method: 'POST', url, payload: { urgent: false } });
    expect(noCsrf.statusCode).toBe(403);
    const after = await admin.inject({ method: 'GET', url: `${BASE}/${created.id}` });
    expect(after.json().data.status).toBe('pending');
    expect(await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, 'refused@example.com'))).toHaveLength(0);
  });
});
