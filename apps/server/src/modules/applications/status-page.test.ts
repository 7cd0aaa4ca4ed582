import { beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES as D, STATUS_REPLY_MAX } from '@rentfront/shared/application-drafts';
import { fullApplicationBody, postApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { asVisitor, freshIp } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';
import { STATUS_PAGE_LINK_LABEL } from './emails';

describe("the applicant's status page (issue 34 item 4)", () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let propertyId: string;

  beforeAll(async () => {
    propertyId = (await createProperty(t, { title: 'Cedar Row House', city: 'Albany', state: 'NY' })).id;
  });

  let n = 0;
  async function apply() {
    n += 1;
    const email = `status${n}@example.com`;
    const res = await postApplication(t, fullApplicationBody(propertyId, 'Avery Quinn Status', email));
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { application_id: string; reference: string; status_token: string };
    return { id: data.application_id, reference: data.reference, token: data.status_token, email };
  }
  const status = (token: string) => asVisitor(t)({ method: 'GET', url: `/api/applications/status/${token}`, remoteAddress: freshIp() });
  const replyWith = (token: string, payload: unknown) =>
    asVisitor(t)({
      method: 'POST',
      url: `/api/applications/status/${token}/replies`,
      payload: payload as object,
      remoteAddress: freshIp(),
    });
  const setStatus = (id: string, s: string, message?: string) =>
    admin.inject({ method: 'PUT', url: `/api/admin/applications/${id}/status/${s}`, ...(message ? { payload: { message } } : {}) });

  it('shows where a new application stands, with the first name only and no PII', async () => {
    const a = await apply();
    const res = await status(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json().data;
    expect(view).toMatchObject({
      reference: a.reference,
      first_name: 'Avery',
      status: 'pending',
      property: { id: propertyId, title: 'Cedar Row House', city: 'Albany', state: 'NY' },
      awaiting_reply: false,
    });
    expect(view.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted']);
    const text = res.body;
    for (const pii of ['Quinn', a.email, '555', '6789', '1988', 'Troy']) expect(text).not.toContain(pii);
  });

  it('links the receipt and every status e-mail to the page', async () => {
    const a = await apply();
    await setStatus(a.id, 'reviewed');
    await setStatus(a.id, 'info_requested', 'Please send your last two pay stubs.');
    await t.flushMail();
    const mails = t.mail.to(a.email);
    expect(mails).toHaveLength(3);
    const url = `${t.config.publicUrl}/applications/${a.token}`;
    for (const mail of mails) {
      expect(mail.text).toContain(url);
      expect(mail.text).toContain(STATUS_PAGE_LINK_LABEL);
    }
  });

  it('shows the office request, takes the answer once, and the office sees it', async () => {
    const a = await apply();
    await setStatus(a.id, 'info_requested', 'Please send your last two pay stubs.');
    const asked = (await status(a.token)).json().data;
    expect(asked.awaiting_reply).toBe(true);
    expect(asked.events.slice(1)).toMatchObject([
      { kind: 'status_changed', status: 'info_requested', text: null },
      { kind: 'office_message', text: 'Please send your last two pay stubs.' },
    ]);

    const res = await replyWith(a.token, { text: '  I sent them by mail today.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(D.replySent);
    const answered = res.json().data;
    expect(answered.awaiting_reply).toBe(false);
    expect(answered.status).toBe('info_requested');
    expect(answered.events.at(-1)).toMatchObject({ kind: 'applicant_reply', text: 'I sent them by mail today.' });

    await t.flushMail();
    const office = t.mail.to(t.config.site.email).at(-1)!;
    expect(office.subject).toBe(`Avery Quinn Status answered about application ${a.reference}`);
    expect(office.text).toContain('I sent them by mail today.');

    const timeline = await admin.inject({ method: 'GET', url: `/api/admin/applications/${a.id}/timeline` });
    expect(timeline.json().data.entries.at(-1)).toEqual({
      kind: 'applicant_reply',
      at: answered.events.at(-1).at,
      text: 'I sent them by mail today.',
    });
  });

  it('takes answers only while the office waits for one (409)', async () => {
    const a = await apply();
    const res = await replyWith(a.token, { text: 'Hello?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(D.replyNotExpected);
  });

  it('refuses an empty, oversized or malformed answer (400), saving nothing', async () => {
    const a = await apply();
    await setStatus(a.id, 'info_requested');
    for (const [payload, message] of [
      [{ text: '   ' }, D.replyRequired],
      [{ text: 'x'.repeat(STATUS_REPLY_MAX + 1) }, D.replyTooLong],
      [{}, D.replyRequired],
    ] as const) {
      const res = await replyWith(a.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await replyWith(a.token, { text: 'ok', html: '<b>' })).statusCode).toBe(400);
    expect((await status(a.token)).json().data.awaiting_reply).toBe(true);
  });

  it('answers a tampered or unknown link with 404, never the application', async () => {
    const a = await apply();
    const tampered = `${a.token.slice(0, -2)}${a.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [tampered, 'short', 'x'.repeat(43)]) {
      const res = await status(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(D.statusNotFound);
      expect((await replyWith(token, { text: 'hi' })).statusCode).toBe(404);
    }
  });

  it('a status link does not open a draft (404)', async () => {
    const a = await apply();
    const draft = await asVisitor(t)({
      method: 'GET',
      url: `/api/applications/drafts/${a.token}`,
      remoteAddress: freshIp(),
    });
    expect(draft.statusCode).toBe(404);
  });
});
