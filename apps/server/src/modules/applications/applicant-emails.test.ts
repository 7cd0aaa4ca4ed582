import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_EMAIL_MESSAGES as EM, APPLICATION_MESSAGES as M, unknownPlaceholderMessage } from '@rentfront/shared';
import { applicationUpdates, applications, outbox } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { APPLICANT_EMAIL_DEFAULTS } from './applicant-email-defaults';
import { minimalApplicationBody, submitApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';

const TEMPLATES = '/api/admin/applicant-email-templates';

describe('applicant status e-mails (issue 19)', () => {
  const t = useTestContext({}, { env: { SITE_NAME: 'Maple Homes', SITE_PHONE: '(518) 555-0199' } });
  const admin = useAdmin(t);
  let propertyId: string;

  beforeAll(async () => {
    propertyId = (await createProperty(t, { title: 'Hilltop House' })).id;
  });

  let n = 0;
  async function newApplication(name = 'Casey Applicant') {
    n += 1;
    const email = `applicant${n}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const app = await submitApplication(t, minimalApplicationBody(propertyId, name, email));
    return { ...app, email };
  }
  const statusUrl = (token: string) => `${TEST_ORIGIN}/applications/${token}`;
  /** What the applicant was sent after the receipt, as the transport received it. */
  async function sentAfterReceipt(email: string) {
    await t.flushMail();
    return t.mail.to(email).filter((m) => !m.subject.startsWith('We received'));
  }
  const setStatus = (id: string, status: string, payload?: Record<string, unknown>) =>
    admin.inject({ method: 'PUT', url: `/api/admin/applications/${id}/status/${status}`, ...(payload === undefined ? {} : { payload }) });
  const timeline = async (id: string) => {
    const res = await admin.inject({ method: 'GET', url: `/api/admin/applications/${id}/timeline` });
    expect(res.statusCode).toBe(200);
    return res.json().data.entries as { kind: string; [k: string]: unknown }[];
  };

  describe('templates', () => {
    it('lists the three templates with their defaults', async () => {
      const res = await admin.inject({ method: 'GET', url: TEMPLATES });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json().data;
      expect(data.map((d: { status: string }) => d.status)).toEqual(['approved', 'rejected', 'info_requested']);
      expect(data[2]).toEqual({
        status: 'info_requested',
        label: 'More Information Needed',
        subject: APPLICANT_EMAIL_DEFAULTS.info_requested.subject,
        body: APPLICANT_EMAIL_DEFAULTS.info_requested.body,
        is_default: true,
        updated_at: null,
      });
    });

    it('saves, lists and resets a template', async () => {
      const put = await admin.inject({
        method: 'PUT',
        url: `${TEMPLATES}/rejected`,
        payload: { subject: '  About {reference}  ', body: 'Dear {applicant_name},\n\nNot this time.' },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        message: EM.saved,
        data: { status: 'rejected', subject: 'About {reference}', body: 'Dear {applicant_name},\n\nNot this time.', is_default: false },
      });
      expect(put.json().data.updated_at).toMatch(/Z$/);
      const listed = (await admin.inject({ method: 'GET', url: TEMPLATES })).json().data;
      expect(listed[1]).toMatchObject({ status: 'rejected', subject: 'About {reference}', is_default: false });

      const reset = await admin.inject({ method: 'DELETE', url: `${TEMPLATES}/rejected` });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({
        message: EM.reset,
        data: { status: 'rejected', subject: APPLICANT_EMAIL_DEFAULTS.rejected.subject, is_default: true, updated_at: null },
      });
    });

    it('refuses unknown placeholders, blank, multi-line, oversized and malformed input with 400', async () => {
      const cases: [unknown, string, string][] = [
        [{ subject: 'Hi {first_name}', body: 'ok' }, 'subject', unknownPlaceholderMessage(['first_name'])],
        [{ subject: 'Hi', body: '{applicant_name} {ssn} {dob} {ssn}' }, 'body', unknownPlaceholderMessage(['ssn', 'dob'])],
        [{ subject: 'Hi', body: 'An empty {}' }, 'body', unknownPlaceholderMessage([''])],
        [{ subject: '   ', body: 'ok' }, 'subject', EM.subjectRequired],
        [{ subject: 'Hi', body: '' }, 'body', EM.bodyRequired],
        [{ subject: 'Hi\r\nBcc: x@example.com', body: 'ok' }, 'subject', EM.subjectOneLine],
        [{ subject: 'x'.repeat(201), body: 'ok' }, 'subject', EM.subjectTooLong],
        [{ subject: 'Hi', body: 'x'.repeat(5001) }, 'body', EM.bodyTooLong],
        [{ subject: 42, body: 'ok' }, 'subject', EM.subjectRequired],
        [{ body: 'ok' }, 'subject', EM.subjectRequired],
      ];
      for (const [payload, field, message] of cases) {
        const res = await admin.inject({ method: 'PUT', url: `${TEMPLATES}/approved`, payload: payload as object });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, detail: message, errors: { [field]: message } });
      }
      expect(unknownPlaceholderMessage(['first_name'])).toMatch(/^Unknown placeholder \{first_name\}\. Use only \{applicant_name\}/);
      // Nothing was stored by the refused calls.
      const listed = (await admin.inject({ method: 'GET', url: TEMPLATES })).json().data;
      expect(listed[0].is_default).toBe(true);
      // Far more than any template: refused before it is read.
      const huge = await admin.inject({
        method: 'PUT',
        url: `${TEMPLATES}/approved`,
        payload: { subject: 'Hi', body: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(huge.statusCode).toBe(413);
    });

    it('answers 404 for a status without a template', async () => {
      for (const status of ['pending', 'reviewed', 'completed', 'archived', '..%2F..']) {
        const put = await admin.inject({ method: 'PUT', url: `${TEMPLATES}/${status}`, payload: { subject: 'Hi', body: 'ok' } });
        expect(put.statusCode, status).toBe(404);
        expect(put.json()).toMatchObject({ detail: EM.notFound });
        expect((await admin.inject({ method: 'DELETE', url: `${TEMPLATES}/${status}` })).statusCode).toBe(404);
        const preview = await admin.inject({
          method: 'POST',
          url: `${TEMPLATES}/${status}/preview`,
          payload: { subject: 'Hi', body: 'ok' },
        });
        expect(preview.statusCode).toBe(404);
      }
    });

    it('previews an unsaved template with the sample application, and stores nothing', async () => {
      const res = await admin.inject({
        method: 'POST',
        url: `${TEMPLATES}/approved/preview`,
        payload: {
          subject: 'Approved: {property_title} ({reference})',
          body: 'Hello {applicant_name},\n\n{message}\n\nCall {office_phone}. {office_name}, status {status}.',
          message: 'Bring your ID <b>please</b>.',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        subject: 'Approved: Sunny 2-Bedroom Apartment (APP-SAMPLE)',
        text: 'Hello Jordan Sample,\n\nBring your ID <b>please</b>.\n\nCall (518) 555-0199. Maple Homes, status Approved.',
      });
      const withoutNote = await admin.inject({
        method: 'POST',
        url: `${TEMPLATES}/approved/preview`,
        payload: { subject: 'S', body: 'Hello {applicant_name},\n\n{message}\n\nBye' },
      });
      expect(withoutNote.json().data.text).toBe('Hello Jordan Sample,\n\nBye');
      const bad = await admin.inject({ method: 'POST', url: `${TEMPLATES}/approved/preview`, payload: { subject: 'S', body: '{nope}' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toBe(unknownPlaceholderMessage(['nope']));
      expect((await admin.inject({ method: 'GET', url: TEMPLATES })).json().data[0].is_default).toBe(true);
    });

    it('answers 401 without a session and 403 to a cross-site write', async () => {
      const calls = [
        { method: 'GET' as const, url: TEMPLATES },
        { method: 'PUT' as const, url: `${TEMPLATES}/approved`, payload: { subject: 'Hi', body: 'ok' } },
        { method: 'DELETE' as const, url: `${TEMPLATES}/approved` },
        { method: 'POST' as const, url: `${TEMPLATES}/approved/preview`, payload: { subject: 'Hi', body: 'ok' } },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: { origin: TEST_ORIGIN } });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        if (call.method !== 'GET') {
          const crossSite = await admin.inject({ ...call, headers: { origin: 'https://evil.example' } });
          expect(crossSite.statusCode).toBe(403);
        }
      }
    });
  });

  describe('status changes', () => {
    it('sends exactly one e-mail, from the edited template, with the note and every placeholder filled in', async () => {
      await admin.inject({
        method: 'PUT',
        url: `${TEMPLATES}/approved`,
        payload: {
          subject: 'Good news about {property_title}, {applicant_name}',
          body: 'Hello {applicant_name},\n\n{reference} is {status}.\n\n{message}\n\nCall {office_phone}.\n{office_name}',
        },
      });
      const a = await newApplication('Casey <script>alert(1)</script>');
      const res = await setStatus(a.id, 'approved', { message: '  Keys on Friday & bring {reference}.  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: M.statusUpdated, data: { id: a.id, status: 'approved' } });

      const mails = await sentAfterReceipt(a.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe('Good news about Hilltop House, Casey <script>alert(1)</script>');
      expect(mail.text).toBe(
        `Hello Casey <script>alert(1)</script>,\n\n${a.reference} is Approved.\n\nKeys on Friday & bring {reference}.\n\nCall (518) 555-0199.\nMaple Homes\n\nSee where your application stands: ${statusUrl(a.statusToken)}`,
      );
      // Nothing typed becomes markup in the HTML part.
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Casey &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Keys on Friday &amp; bring {reference}.');
      await admin.inject({ method: 'DELETE', url: `${TEMPLATES}/approved` });
    });

    it('uses the default templates for rejected and more information needed, and the note goes at the end without {message}', async () => {
      const rejected = await newApplication('Riley Declined');
      expect((await setStatus(rejected.id, 'rejected')).statusCode).toBe(200);
      const [declineMail, ...moreDecline] = await sentAfterReceipt(rejected.email);
      expect(moreDecline).toEqual([]);
      expect(declineMail.subject).toBe(`Your rental application ${rejected.reference}`);
      expect(declineMail.text).toContain('Hello Riley Declined,');
      expect(declineMail.text).toContain('cannot approve your application');
      expect(declineMail.text).not.toMatch(/\{|\n\n\n/);

      await admin.inject({
        method: 'PUT',
        url: `${TEMPLATES}/info_requested`,
        payload: { subject: 'More for {reference}', body: 'Hi {applicant_name}.' },
      });
      const info = await newApplication('Morgan Info');
      expect((await setStatus(info.id, 'info_requested', { message: 'Please send two pay stubs.' })).statusCode).toBe(200);
      const [infoMail] = await sentAfterReceipt(info.email);
      expect(infoMail.subject).toBe(`More for ${info.reference}`);
      expect(infoMail.text).toBe(
        `Hi Morgan Info.\n\nPlease send two pay stubs.\n\nSee where your application stands: ${statusUrl(info.statusToken)}`,
      );
      await admin.inject({ method: 'DELETE', url: `${TEMPLATES}/info_requested` });
    });

    it('sends nothing and records nothing when the status is set again', async () => {
      const a = await newApplication();
      await setStatus(a.id, 'approved');
      const before = await t.app.ctx.db.select().from(applicationUpdates).where(eq(applicationUpdates.applicationId, a.id));
      for (const payload of [undefined, { message: 'Again?' }]) {
        const res = await setStatus(a.id, 'approved', payload);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.status).toBe('approved');
      }
      expect(await sentAfterReceipt(a.email)).toHaveLength(1);
      const after = await t.app.ctx.db.select().from(applicationUpdates).where(eq(applicationUpdates.applicationId, a.id));
      expect(after).toHaveLength(before.length);
    });

    it('refuses an oversized or malformed note with 400 and changes nothing', async () => {
      const a = await newApplication();
      for (const payload of [{ message: 'x'.repeat(5001) }, { message: 42 }, { message: 'ok', extra: true }]) {
        const res = await setStatus(a.id, 'approved', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(res.json().success).toBe(false);
      }
      expect((await setStatus(a.id, 'approved', { message: 'x'.repeat(5001) })).json().detail).toBe(EM.messageTooLong);
      const [row] = await t.app.ctx.db.select().from(applications).where(eq(applications.id, a.id));
      expect(row.status).toBe('pending');
      expect(await sentAfterReceipt(a.email)).toEqual([]);
      // A blank note is no note.
      expect((await setStatus(a.id, 'approved', { message: '   ' })).statusCode).toBe(200);
      const [mail] = await sentAfterReceipt(a.email);
      expect(mail.text).not.toMatch(/\n\n\n/);
    });

    it('answers 404 for unknown or malformed ids, 400 for an unknown status, 401 without a session', async () => {
      for (const id of [crypto.randomUUID(), 'nope']) {
        expect((await setStatus(id, 'approved', { message: 'hi' })).statusCode).toBe(404);
        const tl = await admin.inject({ method: 'GET', url: `/api/admin/applications/${id}/timeline` });
        expect(tl.statusCode).toBe(404);
        expect(tl.json()).toMatchObject({ detail: M.notFound });
      }
      const a = await newApplication();
      expect((await setStatus(a.id, 'declined')).statusCode).toBe(400);
      const anon = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${a.id}/timeline`, headers: { origin: TEST_ORIGIN } });
      expect(anon.statusCode).toBe(401);
      const anonPut = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/applications/${a.id}/status/approved`,
        headers: { origin: TEST_ORIGIN },
        payload: { message: 'hi' },
      });
      expect(anonPut.statusCode).toBe(401);
      expect(await sentAfterReceipt(a.email)).toEqual([]);
    });

    it('leaves no half-written change: a failure to queue the e-mail undoes the status and its record', async () => {
      const a = await newApplication();
      const db = t.app.ctx.db;
      // The outbox refuses every new row for a moment, after the status update has been made.
      await db.execute(sql`alter table outbox add constraint test_refuse_mail check (false) not valid`);
      try {
        const res = await setStatus(a.id, 'approved', { message: 'Welcome' });
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain(a.email);
      } finally {
        await db.execute(sql`alter table outbox drop constraint test_refuse_mail`);
      }
      const [row] = await db.select().from(applications).where(eq(applications.id, a.id));
      expect(row.status).toBe('pending');
      const rows = await db.select().from(applicationUpdates).where(eq(applicationUpdates.applicationId, a.id));
      expect(rows.map((r) => r.kind)).toEqual(['submitted']);
      expect(await sentAfterReceipt(a.email)).toEqual([]);
    });
  });

  describe('timeline', () => {
    it('shows the submission, each change with who and old → new, each note and each e-mail with its delivery state', async () => {
      const a = await newApplication('Taylor Timeline');
      await admin.inject({ method: 'POST', url: `/api/admin/applications/${a.id}/reply`, payload: { reply: 'Checking references.' } });
      await setStatus(a.id, 'info_requested', { message: 'Send a pay stub.' });
      await t.flushMail();
      // The outbox has sent everything so far; the next mail stays queued.
      await setStatus(a.id, 'approved');

      const entries = await timeline(a.id);
      const kinds = entries.map((e) => e.kind);
      expect(kinds).toEqual(['submitted', 'email', 'message', 'email', 'status_changed', 'message', 'email', 'status_changed', 'email']);
      expect(entries[1]).toMatchObject({ kind: 'email', subject: `We received your rental application ${a.reference}`, delivery: 'sent' });
      expect(entries[1].sent_at).toMatch(/Z$/);
      expect(entries[2]).toMatchObject({ kind: 'message', actor: 'Test Admin', text: 'Checking references.' });
      expect(entries[4]).toMatchObject({ kind: 'status_changed', actor: 'Test Admin', from: 'pending', to: 'info_requested' });
      expect(entries[5]).toMatchObject({ kind: 'message', text: 'Send a pay stub.' });
      expect(entries[6]).toMatchObject({
        kind: 'email',
        subject: APPLICANT_EMAIL_DEFAULTS.info_requested.subject.replace('{reference}', a.reference),
        delivery: 'sent',
      });
      expect(entries[7]).toMatchObject({ kind: 'status_changed', from: 'info_requested', to: 'approved' });
      expect(entries[8]).toMatchObject({ kind: 'email', delivery: 'pending', sent_at: null });
      // Times never go backwards, and the timeline carries no contact details.
      const times = entries.map((e) => Date.parse(e.at as string));
      expect([...times].sort((x, y) => x - y)).toEqual(times);
      const raw = JSON.stringify(entries);
      expect(raw).not.toContain(a.email);

      // A failed delivery shows as failed.
      const last = (await t.app.ctx.db.select().from(applicationUpdates).where(eq(applicationUpdates.applicationId, a.id))).find(
        (u) => u.toStatus === 'approved',
      );
      await t.app.ctx.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, last!.outboxId!));
      expect((await timeline(a.id)).at(-1)).toMatchObject({ kind: 'email', delivery: 'failed' });
    });

    it('shows an application from before the history with its submission only', async () => {
      const a = await newApplication();
      await t.app.ctx.db.delete(applicationUpdates).where(eq(applicationUpdates.applicationId, a.id));
      const entries = await timeline(a.id);
      expect(entries).toHaveLength(1);
      expect(entries[0].kind).toBe('submitted');
    });

    it('is deleted with the application', async () => {
      const a = await newApplication();
      await setStatus(a.id, 'rejected');
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/applications/${a.id}` })).statusCode).toBe(200);
      expect(await t.app.ctx.db.select().from(applicationUpdates).where(eq(applicationUpdates.applicationId, a.id))).toEqual([]);
    });
  });
});
