import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MaintenanceRequest } from '@rentfront/shared';
import { contractorJobLinks, contractors, maintenanceRequests } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { useAdmin, useTestContext } from '../../test/app';
import { createTestContext, TEST_ORIGIN } from '../../test/context';
import { pngImage } from '../../test/fixtures';
import { multipart } from '../../test/http';
import { BASE as MAINTENANCE, createRequest, photo } from '../maintenance/test-helpers';
import { officeToday } from './job-service';

const OFFICE = 'office@rentfront.example';

/** A YYYY-MM-DD date `days` after today in the office's zone. */
function dayFromToday(days: number): string {
  const today = new Date(`${officeToday(new Date())}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('contractor job links', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  beforeEach(async () => {
    await t.flushMail();
    t.mail.sent = [];
  });

  const addContractor = async (overrides: Record<string, unknown> = {}) => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/contractors',
      payload: {
        name: 'Lark Plumbing',
        trade: 'Plumbing',
        email: `lark-${Math.random().toString(16).slice(2, 8)}@example.com`,
        ...overrides,
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data as { id: string; email: string; name: string };
  };

  const send = (id: string, payload: object) => admin.inject({ method: 'POST', url: `${MAINTENANCE}/${id}/send-to-contractor`, payload });

  /** Sends a new request to a new directory contractor; returns the request and the mailed token. */
  async function sentJob(requestOverrides: Record<string, string | undefined> = {}) {
    const contractor = await addContractor();
    const request = await createRequest(admin, requestOverrides);
    const res = await send(request.id, { contractor_id: contractor.id, urgent: false });
    if (res.statusCode !== 200) throw new Error(res.body);
    await t.flushMail();
    const [mail] = t.mail.to(contractor.email);
    const token = mail?.text.match(/\/contractor-job\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error('no job link in the e-mail');
    const [copy] = t.mail.to(OFFICE);
    t.mail.sent = [];
    return { request, contractor, token, mail, copy };
  }

  // A contractor's browser: no session, and a page served with no-referrer posts `Origin: null`.
  // Each step from its own address, so this file stays under the per-IP step limit.
  let ip = 0;
  const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;
  const visit = (token: string) => t.app.inject({ method: 'GET', url: `/contractor-job?token=${encodeURIComponent(token)}` });
  const post = (path: string, token: string, form: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/contractor-job/${path}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      remoteAddress: nextIp(),
      payload: new URLSearchParams(form).toString(),
    });
  const postDone = (token: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/contractor-job/done?token=${encodeURIComponent(token)}`,
      payload: body.payload,
      headers: { ...body.headers, origin: 'null' },
      remoteAddress: nextIp(),
    });
  };
  const detail = async (id: string) =>
    (await admin.inject({ method: 'GET', url: `${MAINTENANCE}/${id}` })).json().data as MaintenanceRequest;

  it('sends to a directory contractor with a link stored only as its hash, tied to the request and contractor', async () => {
    const { request, contractor, token, mail, copy } = await sentJob();
    expect(mail.text).toContain('Open the job page: http://localhost:3000/contractor-job?token=');
    expect(mail.text).toContain('works for 30 days');
    const [link] = await t.app.ctx.db.select().from(contractorJobLinks).where(eq(contractorJobLinks.requestId, request.id));
    expect(link.tokenHash).toBe(sha256(token));
    expect(link.tokenHash).not.toContain(token);
    expect(link.contractorId).toBe(contractor.id);
    const days = (link.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const sent = await detail(request.id);
    expect(sent).toMatchObject({
      status: 'sent_to_contractor',
      contractor_id: contractor.id,
      contractor_email: contractor.email,
      contractor_name: 'Lark Plumbing',
    });
    expect(sent.timeline?.map((e) => [e.kind, e.actor, e.actor_name])).toEqual([['sent', 'office', 'Lark Plumbing']]);
    // The office copy does not carry the contractor's link.
    expect(copy.text).not.toContain('/contractor-job');
  });

  it('saves a new contractor typed in Send to Contractor, and finds a known address instead of adding it twice', async () => {
    const request = await createRequest(admin);
    const res = await send(request.id, { new_contractor: { name: 'Brand New Roofing', trade: 'Roofing', email: 'NewRoof@example.com' } });
    expect(res.statusCode).toBe(200);
    const list = (await admin.inject({ method: 'GET', url: '/api/admin/contractors' })).json().data.contractors;
    const saved = list.find((c: { email: string }) => c.email === 'NewRoof@example.com');
    expect(saved).toMatchObject({ name: 'Brand New Roofing', trade: 'Roofing', active: true, job_count: 1 });
    expect(res.json().data).toMatchObject({
      contractor_id: saved.id,
      contractor_name: 'Brand New Roofing',
      contractor_email: 'NewRoof@example.com',
    });

    const second = await createRequest(admin);
    const again = await send(second.id, { new_contractor: { name: 'Typed Again', email: 'newroof@example.com' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.contractor_id).toBe(saved.id);
    const rows = await t.app.ctx.db.select().from(contractors).where(eq(contractors.id, saved.id));
    expect(rows).toHaveLength(1);
    const all = (await admin.inject({ method: 'GET', url: '/api/admin/contractors' })).json().data.contractors;
    expect(all.filter((c: { email: string }) => c.email.toLowerCase() === 'newroof@example.com')).toHaveLength(1);
  });

  it('sends a request that names its contractor by e-mail alone, as the dialog pre-fills it, and names them by that address', async () => {
    const email = `solo-${Math.random().toString(16).slice(2, 8)}@example.com`;
    const request = await createRequest(admin, { contractor_name: undefined, contractor_email: email, contractor_phone: undefined });
    // What Send to Contractor posts for such a request: "New contractor…" filled from the request.
    const res = await send(request.id, { urgent: true, new_contractor: { name: '', email, trade: '', phone: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'sent_to_contractor', contractor_name: null, contractor_email: email });
    const [saved] = await t.app.ctx.db.select().from(contractors).where(eq(contractors.email, email));
    expect(saved).toMatchObject({ name: null, active: true });
    expect(res.json().data.contractor_id).toBe(saved.id);
    const sent = await detail(request.id);
    expect(sent.timeline?.map((e) => e.actor_name)).toEqual([email]);
    await t.flushMail();
    const [mail] = t.mail.to(email);
    expect(mail.subject).toContain('URGENT');
    expect(mail.text).toContain('Hello there,');
    const token = mail.text.match(/\/contractor-job\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    t.mail.sent = [];
    expect((await post('accept', token)).statusCode).toBe(200);
    await t.flushMail();
    expect(
      t.mail
        .to(OFFICE)
        .map((m) => m.subject)
        .join(),
    ).toContain(`${email} accepted the job`);

    // Neither a picked nor a typed contractor (the spec's payload alone) also sends.
    const plain = await createRequest(admin, { contractor_name: undefined, contractor_email: `plain-${email}` });
    const plainRes = await send(plain.id, { additional_message: 'Gate code 1234', urgent: false });
    expect(plainRes.statusCode).toBe(200);
    expect(plainRes.json().data).toMatchObject({ status: 'sent_to_contractor', contractor_name: null });
  });

  it('refuses an unknown, inactive or doubly given contractor, and a bad new one, before anything is sent', async () => {
    const request = await createRequest(admin);
    const inactive = await addContractor({ active: false });
    const unknown = await send(request.id, { contractor_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.contractor_id).toBe('Contractor not found');
    expect((await send(request.id, { contractor_id: inactive.id })).json().errors.contractor_id).toBe(
      'This contractor is inactive. Choose an active one.',
    );
    const both = await send(request.id, { contractor_id: inactive.id, new_contractor: { name: 'X', email: 'x@example.com' } });
    expect(both.statusCode).toBe(400);
    const badNew = await send(request.id, { new_contractor: { name: '', email: 'nope' } });
    expect(badNew.statusCode).toBe(400);
    expect(badNew.json().errors['new_contractor.email']).toBe('Please enter a valid email address');
    expect((await detail(request.id)).status).toBe('pending');
  });

  it('never appends a unit the address already holds, in the contractor e-mail', async () => {
    const { mail } = await sentJob({ property_address: '214 Lark Street, Apt 3, Albany, NY 12210', property_unit: 'Apt 3' });
    expect(mail.subject).toBe('Maintenance request: Leaking kitchen faucet at 214 Lark Street, Apt 3, Albany, NY 12210');
    expect(mail.subject).not.toContain('Unit Apt 3');
  });

  it('shows the job without sign-in, and a GET never acts', async () => {
    const { request, token } = await sentJob({ property_address: '214 Lark Street, Apt 3', property_unit: '3' });
    const page = await visit(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Maintenance job: Leaking kitchen faucet');
    expect(page.body).toContain('214 Lark Street, Apt 3<');
    expect(page.body).not.toContain('Unit 3');
    expect(page.body).toContain('Accept job');
    // The tenant's contact details stay in the e-mail, not on a page anyone with the link can open.
    expect(page.body).not.toContain('jane@example.com');
    expect((await detail(request.id)).status).toBe('sent_to_contractor');
  });

  it('escapes what was typed into the request', async () => {
    const { token } = await sentJob({ issue_title: '<script>alert(1)</script>' });
    const page = await visit(token);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('accept, propose a date, then done with a photo: each step on the timeline and mailed to the office', async () => {
    const { request, token } = await sentJob();

    const accepted = await post('accept', token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain('You accepted this job. The office has been told.');
    expect((await detail(request.id)).status).toBe('in_progress');
    await t.flushMail();
    expect(t.mail.to(OFFICE).map((m) => m.subject)).toEqual([
      'Lark Plumbing accepted the job: Leaking kitchen faucet at 12 Elm Street, Albany, NY 12203, Unit 3B',
    ]);
    // A second click is not a second step.
    expect((await post('accept', token)).statusCode).toBe(200);
    await t.flushMail();
    expect(t.mail.to(OFFICE)).toHaveLength(1);

    const date = dayFromToday(3);
    const proposed = await post('propose', token, { date, note: 'Morning, 9-11.' });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.body).toContain('You proposed');
    await t.flushMail();
    const dateMail = t.mail.to(OFFICE)[1];
    expect(dateMail.subject).toContain('Lark Plumbing proposed');
    expect(dateMail.text).toContain('Morning, 9-11.');
    expect(dateMail.text).toContain('http://localhost:3000/admin/maintenance');

    const done = await postDone(token, { note: 'Replaced the cartridge.' }, [await photo('fixed.png')]);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Thank you, the job is marked done');
    const finished = await detail(request.id);
    expect(finished.status).toBe('completed');
    expect(finished.completed_at).not.toBeNull();
    expect(finished.photo_items.map((p) => p.filename)).toEqual(['fixed.png']);
    expect(finished.timeline?.map((e) => [e.kind, e.actor])).toEqual([
      ['sent', 'office'],
      ['accepted', 'contractor'],
      ['date_proposed', 'contractor'],
      ['done', 'contractor'],
    ]);
    expect(finished.timeline?.[2]).toMatchObject({ proposed_date: date, note: 'Morning, 9-11.', actor_name: 'Lark Plumbing' });
    expect(finished.timeline?.[3]).toMatchObject({ note: 'Replaced the cartridge.' });
    await t.flushMail();
    const doneMail = t.mail.to(OFFICE)[2];
    expect(doneMail.subject).toContain('Lark Plumbing marked the job done');
    expect(doneMail.text).toContain('Photos: 1 added to the request');

    // Reused after done: a clear page, nothing changes.
    for (const res of [
      await visit(token),
      await post('accept', token),
      await post('propose', token, { date }),
      await postDone(token, { note: 'again' }),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('This job is already marked done');
    }
    expect((await detail(request.id)).timeline).toHaveLength(4);
  });

  it('a date or done step on a job not yet accepted accepts it too', async () => {
    const { request, token } = await sentJob();
    expect((await post('propose', token, { date: dayFromToday(1) })).statusCode).toBe(200);
    const after = await detail(request.id);
    expect(after.status).toBe('in_progress');
    expect(after.timeline?.map((e) => e.kind)).toEqual(['sent', 'accepted', 'date_proposed']);
  });

  it('shows the form again with the reason for a bad date or note (400), keeping what was typed', async () => {
    const { request, token } = await sentJob();
    for (const [form, message] of [
      [{}, 'Please choose a date'],
      [{ date: 'tomorrow' }, 'Please choose a date from today to a year ahead'],
      [{ date: '2026-02-30' }, 'Please choose a date from today to a year ahead'],
      [{ date: dayFromToday(-1) }, 'Please choose a date from today to a year ahead'],
      [{ date: dayFromToday(400) }, 'Please choose a date from today to a year ahead'],
      [{ date: dayFromToday(1), note: 'n'.repeat(2001) }, 'Must be at most 2000 characters'],
    ] as [Record<string, string>, string][]) {
      const res = await post('propose', token, form);
      expect(res.statusCode, JSON.stringify(form).slice(0, 60)).toBe(400);
      expect(res.body).toContain(message);
      expect(res.body).toContain('aria-invalid="true"');
    }
    const typed = await post('propose', token, { date: 'x', note: 'Keep <this>' });
    expect(typed.body).toContain('Keep &lt;this&gt;');
    const noNote = await postDone(token, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain('Please describe what was done');
    expect((await detail(request.id)).timeline?.map((e) => e.kind)).toEqual(['sent']);
  });

  it('checks done photos by content and size like every upload, storing nothing on refusal', async () => {
    const { request, token } = await sentJob();
    const notImage = await postDone(token, { note: 'Done.' }, [
      { field: 'photos', filename: 'fake.png', contentType: 'image/png', bytes: Buffer.from('this is not an image at all') },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.body).toContain('fake.png is not a valid image file');
    const tooLarge = await postDone(token, { note: 'Done.' }, [
      {
        field: 'photos',
        filename: 'huge.png',
        contentType: 'image/png',
        bytes: Buffer.concat([await pngImage(8, 8), Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain('huge.png is too large. Maximum size is 5MB');
    const tooMany = await postDone(token, { note: 'Done.' }, await Promise.all(Array.from({ length: 11 }, (_, i) => photo(`p${i}.png`))));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Maximum 10 photos allowed');
    const after = await detail(request.id);
    expect(after.status).toBe('sent_to_contractor');
    expect(after.photo_items).toHaveLength(0);
  });

  it('answers an expired link with a clear page (410), never acting', async () => {
    const { request, token } = await sentJob();
    await t.app.ctx.db
      .update(contractorJobLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(contractorJobLinks.tokenHash, sha256(token)));
    for (const res of [await visit(token), await post('accept', token), await postDone(token, { note: 'x' }, [await photo()])]) {
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('This link has expired');
    }
    expect((await detail(request.id)).status).toBe('sent_to_contractor');
  });

  it('answers tampered, missing and odd tokens with a clear page (404), never a 500', async () => {
    const { token } = await sentJob();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, '', 'x'.repeat(500), "' or 1=1 --", '%00', token.toUpperCase()]) {
      const res = await visit(bad);
      expect(res.statusCode, bad.slice(0, 20)).toBe(404);
      expect(res.body).toContain('This link is not valid');
      expect((await post('accept', bad)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/contractor-job' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/contractor-job?token=a&token=b' })).statusCode).toBe(404);
  });

  it('closes the link when the office cancels the job, and keeps the history when the contractor is deleted', async () => {
    const { request, contractor, token } = await sentJob();
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/contractors/${contractor.id}` })).statusCode).toBe(200);
    // Deleting the directory entry does not take back a job already sent.
    expect((await visit(token)).statusCode).toBe(200);
    const kept = await detail(request.id);
    expect(kept).toMatchObject({ contractor_id: contractor.id, contractor_name: 'Lark Plumbing', contractor_email: contractor.email });

    const cancel = await admin.inject({ method: 'PUT', url: `${MAINTENANCE}/${request.id}`, payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);
    const page = await post('accept', token);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This job was cancelled');
    const timeline = (await detail(request.id)).timeline ?? [];
    expect(timeline.map((e) => [e.kind, e.status])).toEqual([
      ['sent', null],
      ['status_changed', 'cancelled'],
    ]);
  });

  it('limits steps per address (429 as a page)', async () => {
    const limited = await createTestContext({ rateLimitScale: 0.1 });
    try {
      const res: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/contractor-job/accept?token=abc',
          headers: { origin: TEST_ORIGIN },
          remoteAddress: '10.9.9.9',
        });
        res.push(r.statusCode);
        if (r.statusCode === 429) expect(r.body).toContain('This link is not valid');
      }
      expect(res).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('removes the links and timeline with the request', async () => {
    const { request } = await sentJob();
    expect((await admin.inject({ method: 'DELETE', url: `${MAINTENANCE}/${request.id}` })).statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(contractorJobLinks).where(eq(contractorJobLinks.requestId, request.id))).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, request.id))).toHaveLength(0);
  });
});
