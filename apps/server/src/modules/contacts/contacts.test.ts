import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactsReadPercent } from '@rentfront/shared';
import { contactMessages } from '../../db/schema';
import { useAdmin, useTestContext } from '../../test/app';
import { TEST_ORIGIN } from '../../test/context';
import { sendContact, UNKNOWN_ID, VALID_CONTACT } from './test-helpers';
import { fromOtherSite, postBrokenJson, postFromOtherSite, withoutCsrfToken } from '../../test/refusals';

describe('contacts', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  const send = (payload: unknown, ip?: string) => sendContact(t, payload, ip);

  async function submitted(overrides: Partial<typeof VALID_CONTACT> = {}) {
    const res = await send({ ...VALID_CONTACT, ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }

  describe('public form', () => {
    beforeEach(async () => {
      await t.flushMail();
      t.mail.sent = [];
    });

    it('stores a trimmed message as pending and unread, e-mails the office and the sender', async () => {
      const res = await send({
        full_name: '  Dana  ',
        email: ' dana.w@example.com ',
        phone: ' 518-555-0100 ',
        message: '   Hello there, I have a question.   ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true, message: CONTACT_MESSAGES.sent, data: { status: 'pending' } });
      const id = res.json().data.id;

      const list = await admin.inject({ method: 'GET', url: '/api/admin/contacts?search=dana.w' });
      const [item] = list.json().data.contacts;
      expect(item).toMatchObject({
        id,
        full_name: 'Dana',
        email: 'dana.w@example.com',
        phone: '518-555-0100',
        message: 'Hello there, I have a question.',
        status: 'pending',
        is_read: false,
        admin_reply: null,
        admin_reply_date: null,
      });

      await t.flushMail();
      const office = t.mail.to(t.config.site.email);
      expect(office).toHaveLength(1);
      expect(office[0].subject).toBe('New contact message from Dana');
      expect(office[0].text).toContain('Hello there, I have a question.');
      expect(office[0].text).toContain('518-555-0100');
      expect(office[0].headers).toMatchObject({ 'Reply-To': 'dana.w@example.com' });
      const ack = t.mail.to('dana.w@example.com');
      expect(ack).toHaveLength(1);
      expect(ack[0].text).toContain('within 1 business day');
      expect(ack[0].text).toContain('Hello there, I have a question.');
    });

    it('escapes what the visitor wrote in the e-mails', async () => {
      await submitted({ full_name: 'Eve <script>', email: 'eve@example.com', message: '<img src=x onerror=alert(1)> please call' });
      await t.flushMail();
      const [office] = t.mail.to(t.config.site.email);
      expect(office.html).not.toContain('<img src=x');
      expect(office.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(office.html).not.toContain('<script>');
    });

    it('answers every rule of the form with its message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...VALID_CONTACT, full_name: '' }, 'full_name', CONTACT_MESSAGES.nameRequired],
        [{ ...VALID_CONTACT, full_name: '   ' }, 'full_name', CONTACT_MESSAGES.nameRequired],
        [{ ...VALID_CONTACT, full_name: undefined }, 'full_name', CONTACT_MESSAGES.nameRequired],
        [{ ...VALID_CONTACT, email: '' }, 'email', CONTACT_MESSAGES.emailRequired],
        [{ ...VALID_CONTACT, email: 'not-an-email' }, 'email', CONTACT_MESSAGES.emailInvalid],
        [{ ...VALID_CONTACT, email: 'a@b' }, 'email', CONTACT_MESSAGES.emailInvalid],
        [{ ...VALID_CONTACT, phone: '' }, 'phone', CONTACT_MESSAGES.phoneRequired],
        [{ ...VALID_CONTACT, phone: undefined }, 'phone', CONTACT_MESSAGES.phoneRequired],
        [{ ...VALID_CONTACT, phone: '0518 555 0100' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
        [{ ...VALID_CONTACT, phone: 'call me' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
        [{ ...VALID_CONTACT, phone: '+1 234 567 890 123 456 7' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
        [{ ...VALID_CONTACT, message: 'Too short' }, 'message', CONTACT_MESSAGES.messageTooShort],
        [{ ...VALID_CONTACT, message: '   short     ' }, 'message', CONTACT_MESSAGES.messageTooShort],
        [{ ...VALID_CONTACT, message: '' }, 'message', CONTACT_MESSAGES.messageTooShort],
        [{ ...VALID_CONTACT, message: 'x'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageTooLong],
        [{ ...VALID_CONTACT, full_name: 'n'.repeat(121) }, 'full_name', CONTACT_MESSAGES.nameTooLong],
      ];
      for (const [payload, field, message] of cases) {
        const res = await send(payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        const body = res.json();
        expect(body.success).toBe(false);
        expect(body.errors?.[field], field).toBe(message);
      }
      // Exactly ten characters after trimming is enough.
      expect((await send({ ...VALID_CONTACT, message: '  0123456789  ' })).statusCode).toBe(201);
      await t.flushMail();
      expect(t.mail.sent).toHaveLength(2); // only the valid one e-mailed anyone
    });

    it('refuses a malformed body and a cross-site post', async () => {
      const malformed = await postBrokenJson(t, '/api/public/contact', '{"full_name":', '198.51.100.7');
      expect(malformed.statusCode).toBe(400);
      const crossSite = await postFromOtherSite(t, '/api/public/contact', VALID_CONTACT, '198.51.100.8');
      expect(crossSite.statusCode).toBe(403);
    });

    it('allows 5 messages per IP per hour; the 6th is 429 with Retry-After', async () => {
      const ip = '203.0.113.50';
      for (let i = 0; i < 5; i++) expect((await send(VALID_CONTACT, ip)).statusCode).toBe(201);
      const sixth = await send(VALID_CONTACT, ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ success: false, message: CONTACT_MESSAGES.tooMany });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
      // Another address is not affected.
      expect((await send(VALID_CONTACT, '203.0.113.51')).statusCode).toBe(201);
    });
  });

  describe('admin inbox', () => {
    let pendingId: string;
    let resolvedId: string;

    beforeAll(async () => {
      await t.app.ctx.db.delete(contactMessages);
      pendingId = await submitted({ full_name: 'Quinn Alvarez', email: 'quinn@example.com' });
      const repliedId = await submitted({ full_name: 'Robin Park', email: 'robin@EXAMPLE.com' });
      resolvedId = await submitted({ full_name: 'Sam Ortiz', email: 'sam@example.org' });
      await admin.inject({ method: 'PUT', url: `/api/admin/contacts/${repliedId}/status`, payload: { status: 'replied' } });
      await admin.inject({ method: 'PUT', url: `/api/admin/contacts/${resolvedId}/status`, payload: { status: 'resolved' } });
    });

    it('lists newest first with pagination and stats over every message', async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/admin/contacts' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.contacts.map((c: { full_name: string }) => c.full_name)).toEqual(['Sam Ortiz', 'Robin Park', 'Quinn Alvarez']);
      expect(data.pagination).toEqual({ total: 3, limit: 20, offset: 0, has_next: false, has_prev: false, total_capped: false });
      expect(data.stats).toEqual({ total: 3, pending: 1, replied: 1, resolved: 1, read: 0, unread: 3 });

      const page = await admin.inject({ method: 'GET', url: '/api/admin/contacts?limit=1&offset=1' });
      expect(page.json().data.contacts.map((c: { full_name: string }) => c.full_name)).toEqual(['Robin Park']);
      expect(page.json().data.pagination).toEqual({ total: 3, limit: 1, offset: 1, has_next: true, has_prev: true, total_capped: false });
    });

    it('filters by status and searches name or e-mail, case-insensitively, together', async () => {
      const names = async (query: string) =>
        (await admin.inject({ method: 'GET', url: `/api/admin/contacts?${query}` }))
          .json()
          .data.contacts.map((c: { full_name: string }) => c.full_name);
      expect(await names('status=pending')).toEqual(['Quinn Alvarez']);
      expect(await names('status=resolved')).toEqual(['Sam Ortiz']);
      expect(await names('status=all')).toHaveLength(3);
      expect(await names('status=')).toHaveLength(3);
      expect(await names('search=ROBIN')).toEqual(['Robin Park']);
      expect(await names('search=example.com')).toEqual(['Robin Park', 'Quinn Alvarez']);
      expect(await names('search=example.com&status=replied')).toEqual(['Robin Park']);
      expect(await names('search=%25')).toEqual([]);
      // The message text is not searched.
      expect(await names('search=Elm%20Street')).toEqual([]);
      const stats = (await admin.inject({ method: 'GET', url: '/api/admin/contacts?status=pending' })).json().data.stats;
      expect(stats.total).toBe(3);
    });

    it('refuses an unknown status filter and bad paging', async () => {
      for (const q of ['status=archived', 'limit=0', 'limit=101', 'offset=-3']) {
        const res = await admin.inject({ method: 'GET', url: `/api/admin/contacts?${q}` });
        expect(res.statusCode, q).toBe(400);
      }
    });

    it('marks a message read when opened', async () => {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/contacts/${pendingId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: pendingId, is_read: true, status: 'pending' });
      const stats = (await admin.inject({ method: 'GET', url: '/api/admin/contacts' })).json().data.stats;
      expect(stats).toMatchObject({ read: 1, unread: 2 });
    });

    it('replies: stores the reply, sets replied, e-mails the sender and returns the message', async () => {
      await t.flushMail();
      t.mail.sent = [];
      const res = await admin.inject({
        method: 'POST',
        url: `/api/admin/contacts/${pendingId}/reply`,
        payload: { message: '  Yes, it is available from June 1.\nCall us to book a visit.  ' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: CONTACT_MESSAGES.replySent,
        data: {
          id: pendingId,
          status: 'replied',
          is_read: true,
          admin_reply: 'Yes, it is available from June 1.\nCall us to book a visit.',
        },
      });
      expect(Date.now() - Date.parse(body.data.admin_reply_date)).toBeLessThan(60_000);
      await t.flushMail();
      const mails = t.mail.to('quinn@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Re: your message to ${t.config.site.name}`);
      expect(mails[0].text).toContain('Yes, it is available from June 1.');
      expect(mails[0].text).toContain(VALID_CONTACT.message);
      expect(t.mail.sent).toHaveLength(1);
    });

    it('refuses a blank reply and e-mails nobody', async () => {
      await t.flushMail();
      t.mail.sent = [];
      for (const payload of [{ message: '   ' }, { message: '' }, {}]) {
        const res = await admin.inject({ method: 'POST', url: `/api/admin/contacts/${resolvedId}/reply`, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: CONTACT_MESSAGES.replyRequired, errors: { message: CONTACT_MESSAGES.replyRequired } });
      }
      await t.flushMail();
      expect(t.mail.sent).toHaveLength(0);
      const row = (await admin.inject({ method: 'GET', url: `/api/admin/contacts/${resolvedId}` })).json().data;
      expect(row).toMatchObject({ status: 'resolved', admin_reply: null });
    });

    it('changes the status, optionally with a stored reply note, and validates it', async () => {
      const res = await admin.inject({ method: 'PUT', url: `/api/admin/contacts/${resolvedId}/status`, payload: { status: 'pending' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: CONTACT_MESSAGES.statusUpdated, data: { status: 'pending' } });
      const withNote = await admin.inject({
        method: 'PUT',
        url: `/api/admin/contacts/${resolvedId}/status`,
        payload: { status: 'resolved', admin_reply: 'Handled by phone.' },
      });
      expect(withNote.json().data).toMatchObject({ status: 'resolved', admin_reply: 'Handled by phone.' });
      expect(withNote.json().data.admin_reply_date).not.toBeNull();
      for (const payload of [{ status: 'archived' }, {}, { status: 'replied', admin_reply: 'x'.repeat(10_001) }]) {
        const bad = await admin.inject({ method: 'PUT', url: `/api/admin/contacts/${resolvedId}/status`, payload });
        expect(bad.statusCode).toBe(400);
      }
      const invalid = await admin.inject({
        method: 'PUT',
        url: `/api/admin/contacts/${resolvedId}/status`,
        payload: { status: 'archived' },
      });
      expect(invalid.json().errors).toEqual({ status: CONTACT_MESSAGES.statusInvalid });
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '42']) {
        const requests = [
          admin.inject({ method: 'GET', url: `/api/admin/contacts/${id}` }),
          admin.inject({ method: 'POST', url: `/api/admin/contacts/${id}/reply`, payload: { message: 'Hello' } }),
          admin.inject({ method: 'PUT', url: `/api/admin/contacts/${id}/status`, payload: { status: 'resolved' } }),
          admin.inject({ method: 'DELETE', url: `/api/admin/contacts/${id}` }),
        ];
        for (const res of await Promise.all(requests)) {
          expect(res.statusCode).toBe(404);
          expect(res.json().message).toBe(CONTACT_MESSAGES.notFound);
        }
      }
    });

    it('deletes a message', async () => {
      const id = await submitted({ full_name: 'Temp Person', email: 'temp@example.com' });
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/contacts/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: CONTACT_MESSAGES.deleted });
      expect((await admin.inject({ method: 'GET', url: `/api/admin/contacts/${id}` })).statusCode).toBe(404);
    });

    it('feeds the dashboard: counters, the read share and the 5 newest messages', async () => {
      for (let i = 0; i < 4; i++) await submitted({ full_name: `Dash ${i}`, email: `dash${i}@example.com` });
      const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
      expect(res.statusCode).toBe(200);
      const { stats, recent } = res.json().data.sections.contacts;
      const listed = (await admin.inject({ method: 'GET', url: '/api/admin/contacts?limit=5' })).json().data;
      expect(stats).toEqual(listed.stats);
      expect(stats.total).toBeGreaterThan(5);
      expect(recent.map((c: { id: string }) => c.id)).toEqual(listed.contacts.map((c: { id: string }) => c.id));
      expect(recent[0].full_name).toBe('Dash 3');
      expect(contactsReadPercent(stats)).toBe(Math.round((stats.read / stats.total) * 100));
      expect(contactsReadPercent({ total: 0, read: 0 })).toBeNull();
    });

    it('answers 401 without a session and 403 to cross-site or token-less writes', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/contacts'],
        ['GET', `/api/admin/contacts/${pendingId}`],
        ['POST', `/api/admin/contacts/${pendingId}/reply`],
        ['PUT', `/api/admin/contacts/${pendingId}/status`],
        ['DELETE', `/api/admin/contacts/${pendingId}`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { origin: TEST_ORIGIN },
          payload: method === 'GET' ? undefined : { status: 'resolved', message: 'Hi there' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
      const crossSite = await fromOtherSite(admin, { method: 'DELETE', url: `/api/admin/contacts/${pendingId}` });
      expect(crossSite.statusCode).toBe(403);
      const noToken = await withoutCsrfToken(t, admin, {
        method: 'POST',
        url: `/api/admin/contacts/${pendingId}/reply`,
        payload: { message: 'Forged reply' },
      });
      expect(noToken.statusCode).toBe(403);
      const still = (await admin.inject({ method: 'GET', url: `/api/admin/contacts/${pendingId}` })).json().data;
      expect(still.admin_reply).not.toBe('Forged reply');
    });
  });
});
