import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_PAGE_TEXT, SAVED_SEARCH_PER_EMAIL_MAX } from '@rentfront/shared';
import { savedSearches, savedSearchTokens, users } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { useAdmin, useTestContext } from '../../test/app';
import { TEST_ORIGIN } from '../../test/context';
import { loginAsAdmin } from '../../test/http';
import { insertProperty } from '../chatbot/test-helpers';
import { emailIndexOf } from './service';
import { confirm, saveRequest, savedConfirmed, savedPending, searchRow, tokenIn } from './test-helpers';
import { postBrokenJson, postFromOtherSite } from '../../test/refusals';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const CONFIRM = '/saved-searches/confirm';
const UNSUBSCRIBE = '/saved-searches/unsubscribe';

describe('saved searches', () => {
  const logs: string[] = [];
  const t = useTestContext({}, { logs });
  const admin = useAdmin(t);
  let n = 0;
  const address = () => `visitor${++n}-${Date.now()}@example.com`;

  beforeEach(async () => {
    await t.flushMail();
    t.mail.sent = [];
  });

  const page = (method: 'GET' | 'POST', path: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `${path}?token=${encodeURIComponent(token)}`,
      headers: method === 'POST' ? { origin: TEST_ORIGIN, ...headers } : headers,
    });

  describe('POST /api/public/saved-searches', () => {
    it('saves the search unconfirmed, the address encrypted, and mails a confirmation link', async () => {
      const email = address();
      const res = await saveRequest(t, {
        email: `  ${email.toUpperCase()} `,
        filters: {
          city: 'Albany',
          bedrooms: '2+',
          property_type: 'Apartment',
          max_price: '1500',
          page: '3',
          status: 'rented',
          sort: 'price_asc',
        },
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ success: true, message: SAVED_SEARCH_MESSAGES.saved, data: null });

      const [row] = await t.app.ctx.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.emailIndex, emailIndexOf(t.app.ctx, email)));
      expect(row).toMatchObject({ status: 'pending', source: 'web', lastSentAt: null, nextCheckAt: null });
      // Paging, sort and status are not part of a saved search; the values are parsed like /properties'.
      expect(row.filters).toEqual({ property_type: 'apartment', city: 'Albany', max_price: 1500, bedrooms: 2 });
      expect(row.email.startsWith('enc:')).toBe(true);
      expect(row.email.toLowerCase()).not.toContain(email);
      expect(t.app.ctx.pii.decrypt(row.email)).toBe(email.toUpperCase());

      await t.flushMail();
      const [mail] = t.mail.to(email);
      expect(mail.subject).toBe(`Confirm your email alert - ${t.config.site.name}`);
      expect(mail.text).toContain('Apartment · Albany · 2+ bedrooms · Up to $1,500 a month');
      const token = tokenIn(mail, CONFIRM);
      const [stored] = await t.app.ctx.db.select().from(savedSearchTokens).where(eq(savedSearchTokens.savedSearchId, row.id));
      expect(stored).toMatchObject({ tokenHash: sha256(token), purpose: 'confirm', usedAt: null });
      expect(stored.expiresAt!.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
    });

    it('answers each invalid field with its message', async () => {
      const cases: [unknown, Record<string, string>][] = [
        [{ filters: {} }, { email: SAVED_SEARCH_MESSAGES.emailRequired }],
        [{ email: '   ' }, { email: SAVED_SEARCH_MESSAGES.emailRequired }],
        [{ email: 'not-an-email' }, { email: SAVED_SEARCH_MESSAGES.emailInvalid }],
        [{ email: `${'a'.repeat(250)}@example.com` }, { email: SAVED_SEARCH_MESSAGES.emailInvalid }],
        [{ email: 42 }, { email: SAVED_SEARCH_MESSAGES.emailRequired }],
        [
          { email: 'a@example.com', filters: { property_type: 'castle' } },
          { 'filters.property_type': expect.stringContaining('property_type') },
        ],
        [
          { email: 'a@example.com', filters: { min_price: '2000', max_price: '1000' } },
          { 'filters.max_price': 'max_price must not be below min_price' },
        ],
        [{ email: 'a@example.com', filters: { bedrooms: 'lots' } }, { 'filters.bedrooms': 'bedrooms must be a number' }],
        [{ email: 'a@example.com', filters: { keyword: 'x'.repeat(201) } }, { 'filters.keyword': 'Must be at most 200 characters' }],
      ];
      for (const [payload, errors] of cases) {
        const res = await saveRequest(t, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errors });
      }
      expect(
        await t.app.ctx.db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.emailIndex, emailIndexOf(t.app.ctx, 'a@example.com'))),
      ).toEqual([]);
      await t.flushMail();
      expect(t.mail.sent).toEqual([]);
    });

    it('refuses a body that is not JSON, too large, or sent cross-site', async () => {
      const broken = await postBrokenJson(t, '/api/public/saved-searches', '{"email":', '203.0.113.90');
      expect(broken.statusCode).toBe(400);
      const huge = await saveRequest(t, { email: 'big@example.com', filters: { keyword: 'x'.repeat(2 * 1024 * 1024) } });
      expect(huge.statusCode).toBe(413);
      const cross = await postFromOtherSite(t, '/api/public/saved-searches', { email: 'x@example.com' });
      expect(cross.statusCode).toBe(403);
    });

    it('limits saves per network and per address (429 with Retry-After)', async () => {
      const ip = '203.0.113.7';
      for (let i = 0; i < 5; i++) expect((await saveRequest(t, { email: address() }, ip)).statusCode).toBe(202);
      const limited = await saveRequest(t, { email: address() }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toBe(SAVED_SEARCH_MESSAGES.tooMany);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const email = address();
      for (let i = 0; i < 3; i++) expect((await saveRequest(t, { email, filters: { city: `Town ${i}` } })).statusCode).toBe(202);
      const flood = await saveRequest(t, { email: email.toUpperCase(), filters: { city: 'Another' } });
      expect(flood.statusCode).toBe(429);
      expect(flood.json().detail).toBe(SAVED_SEARCH_MESSAGES.tooManyForEmail);
    });

    it('sends a fresh link for the same unconfirmed search (the old one dies) and nothing once confirmed', async () => {
      const email = address();
      const first = await savedPending(t, email, { city: 'Troy' });
      const second = await savedPending(t, email, { city: 'Troy' });
      expect(second.id).toBe(first.id);
      expect((await page('GET', CONFIRM, first.token)).statusCode).toBe(404);
      expect((await confirm(t, second.token)).statusCode).toBe(200);

      t.mail.sent = [];
      const again = await saveRequest(t, { email, filters: { city: 'Troy' } });
      expect(again.statusCode).toBe(202);
      expect(again.json().message).toBe(SAVED_SEARCH_MESSAGES.saved);
      await t.flushMail();
      expect(t.mail.to(email)).toEqual([]);
    });

    it(`keeps at most ${SAVED_SEARCH_PER_EMAIL_MAX} active searches per address`, async () => {
      const email = address();
      const key = `saved-search-email:${emailIndexOf(t.app.ctx, email)}`;
      for (let i = 0; i < SAVED_SEARCH_PER_EMAIL_MAX; i++) {
        await t.app.ctx.rateLimits.reset(key);
        expect((await saveRequest(t, { email, filters: { min_price: i * 100 } })).statusCode).toBe(202);
      }
      await t.app.ctx.rateLimits.reset(key);
      const over = await saveRequest(t, { email, filters: { min_price: 5000 } });
      expect(over.statusCode).toBe(409);
      expect(over.json().detail).toBe(SAVED_SEARCH_MESSAGES.limitReached);
    });
  });

  describe('confirm link', () => {
    it('shows the search with a button (a GET confirms nothing), confirms on POST, then says so', async () => {
      const email = address();
      const { id, token } = await savedPending(t, email, { city: 'Albany' });

      const ask = await page('GET', CONFIRM, token);
      expect(ask.statusCode).toBe(200);
      expect(ask.headers['content-type']).toMatch(/^text\/html/);
      expect(ask.headers['cache-control']).toBe('no-store');
      expect(ask.body).toContain(SAVED_SEARCH_PAGE_TEXT.confirmAsk.title);
      expect(ask.body).toContain('Albany');
      expect(ask.body).toContain(`<form method="post" action="${CONFIRM}?token=${token}">`);
      expect((await searchRow(t, id)).status).toBe('pending');

      const done = await page('POST', CONFIRM, token);
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain(SAVED_SEARCH_PAGE_TEXT.confirmed.title);
      const row = await searchRow(t, id);
      expect(row).toMatchObject({ status: 'confirmed' });
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect(row.nextCheckAt).toEqual(row.confirmedAt);

      // Reused: a clear page, not an error.
      for (const method of ['GET', 'POST'] as const) {
        const reused = await page(method, CONFIRM, token);
        expect(reused.statusCode).toBe(200);
        expect(reused.body).toContain(SAVED_SEARCH_PAGE_TEXT.alreadyConfirmed.title);
      }
    });

    it('works for a signed-in admin too (the token, not the session, authorises it)', async () => {
      const { token } = await savedPending(t, address());
      const res = await t.app.inject({
        method: 'POST',
        url: `${CONFIRM}?token=${token}`,
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SAVED_SEARCH_PAGE_TEXT.confirmed.title);
    });

    it('expired: 410 with the expired page, and the search stays unconfirmed', async () => {
      const { id, token } = await savedPending(t, address());
      await t.app.ctx.db
        .update(savedSearchTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(savedSearchTokens.tokenHash, sha256(token)));
      for (const method of ['GET', 'POST'] as const) {
        const res = await page(method, CONFIRM, token);
        expect(res.statusCode).toBe(410);
        expect(res.body).toContain(SAVED_SEARCH_PAGE_TEXT.expired.title);
      }
      expect((await searchRow(t, id)).status).toBe('pending');
    });

    it('invalid, missing, repeated, oversized or unsubscribe tokens: the invalid page (404), never a 500', async () => {
      const { token } = await savedPending(t, address());
      const urls = [
        `${CONFIRM}?token=nope`,
        CONFIRM,
        `${CONFIRM}?token=`,
        `${CONFIRM}?token=${token}&token=${token}`,
        `${CONFIRM}?token=${'x'.repeat(5000)}`,
        `${CONFIRM}?token=${token.slice(0, -1)}`,
      ];
      for (const url of urls) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
          expect(res.statusCode, `${method} ${url.slice(0, 60)}`).toBe(404);
          expect(res.body).toContain(SAVED_SEARCH_PAGE_TEXT.invalid.title);
        }
      }
      // A confirm token is not an unsubscribe token.
      expect((await page('POST', UNSUBSCRIBE, token)).statusCode).toBe(404);
    });

    it('never writes a token into the log', async () => {
      const { token } = await savedPending(t, address());
      await page('GET', CONFIRM, token);
      await page('POST', CONFIRM, token);
      const text = logs.join('\n');
      expect(text).toContain('/saved-searches/confirm?token=[redacted]');
      expect(text).not.toContain(token);
    });
  });

  describe('alerts and unsubscribe link', () => {
    it('mails new homes with a one-click unsubscribe that works once, erasing the address', async () => {
      const email = address();
      const id = await savedConfirmed(t, email, { city: 'Unsubville' });
      t.mail.sent = [];
      await insertProperty(t, { title: 'Quiet Cottage', city: 'Unsubville', price: 1200, bedrooms: 2 });
      const run = await admin.inject({ method: 'POST', url: '/api/admin/saved-searches/run-alerts' });
      expect(run.statusCode).toBe(200);
      expect(run.json().data.sent).toBeGreaterThanOrEqual(1);
      await t.flushMail();
      const [mail] = t.mail.to(email);
      expect(mail.subject).toBe(`1 new home matches your search - ${t.config.site.name}`);
      expect(mail.text).toContain('Quiet Cottage - $1,200/month, 2 bd, Unsubville, NY');
      const token = tokenIn(mail, UNSUBSCRIBE);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${t.config.publicUrl}${UNSUBSCRIBE}?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      const ask = await page('GET', UNSUBSCRIBE, token);
      expect(ask.statusCode).toBe(200);
      expect(ask.body).toContain(SAVED_SEARCH_PAGE_TEXT.unsubscribeAsk.title);
      expect((await searchRow(t, id)).status).toBe('confirmed');

      // RFC 8058: the mail provider POSTs from its own servers, without an Origin.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${UNSUBSCRIBE}?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.body).toContain(SAVED_SEARCH_PAGE_TEXT.unsubscribed.title);
      const row = await searchRow(t, id);
      expect(row).toMatchObject({ status: 'unsubscribed', email: '', emailIndex: '', nextCheckAt: null });

      for (const method of ['GET', 'POST'] as const) {
        const reused = await page(method, UNSUBSCRIBE, token);
        expect(reused.statusCode).toBe(200);
        expect(reused.body).toContain(SAVED_SEARCH_PAGE_TEXT.alreadyUnsubscribed.title);
      }
      expect((await page('POST', UNSUBSCRIBE, 'not-a-token')).statusCode).toBe(404);

      // Nothing more for this search, whatever is listed next.
      await insertProperty(t, { title: 'Second Cottage', city: 'Unsubville', price: 1100, bedrooms: 2 });
      t.mail.sent = [];
      await admin.inject({ method: 'POST', url: '/api/admin/saved-searches/run-alerts' });
      await t.flushMail();
      expect(t.mail.sent).toEqual([]);
    });
  });

  describe('admin', () => {
    it('lists searches newest first with the address masked, the filters in words, status and dates', async () => {
      const email = `listme-${Date.now()}@example.com`;
      const id = await savedConfirmed(t, email, { city: 'Listville', bedrooms: 3 });
      const res = await admin.inject({ method: 'GET', url: `/api/admin/saved-searches?email=${encodeURIComponent(email.toUpperCase())}` });
      expect(res.statusCode).toBe(200);
      const { saved_searches: rows, pagination } = res.json().data;
      expect(pagination).toMatchObject({ total: 1, offset: 0, has_next: false, has_prev: false });
      expect(rows).toEqual([
        {
          id,
          email_masked: 'l***@example.com',
          filters: { city: 'Listville', bedrooms: 3 },
          summary: 'Listville · 3+ bedrooms',
          status: 'confirmed',
          source: 'web',
          created_at: expect.any(String),
          confirmed_at: expect.any(String),
          last_sent_at: null,
        },
      ]);
      expect(res.body).not.toContain(email);

      const all = await admin.inject({ method: 'GET', url: '/api/admin/saved-searches?limit=2' });
      expect(all.json().data.saved_searches).toHaveLength(2);
      expect(all.json().data.pagination.has_next).toBe(true);
      const pending = await admin.inject({ method: 'GET', url: '/api/admin/saved-searches?status=pending&limit=100' });
      expect(pending.json().data.saved_searches.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    });

    it('answers a bad query with 400', async () => {
      for (const query of ['status=paused', 'limit=0', 'limit=101', 'offset=-1', `email=${'a'.repeat(300)}`]) {
        const res = await admin.inject({ method: 'GET', url: `/api/admin/saved-searches?${query}` });
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('deletes a search (its links die with it); unknown and malformed ids are 404', async () => {
      const { id, token } = await savedPending(t, address());
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/saved-searches/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: SAVED_SEARCH_MESSAGES.deleted });
      expect(await searchRow(t, id)).toBeUndefined();
      expect((await page('GET', CONFIRM, token)).statusCode).toBe(404);
      for (const other of [id, UNKNOWN_ID, 'not-a-uuid']) {
        const missing = await admin.inject({ method: 'DELETE', url: `/api/admin/saved-searches/${other}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().detail).toBe(SAVED_SEARCH_MESSAGES.notFound);
      }
    });

    it('401 without a session, 403 for a non-admin or cross-site write', async () => {
      const routes = [
        ['GET', '/api/admin/saved-searches'],
        ['DELETE', `/api/admin/saved-searches/${UNKNOWN_ID}`],
        ['POST', '/api/admin/saved-searches/run-alerts'],
      ] as const;
      for (const [method, url] of routes) {
        const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
      const notAdmin = await loginAsAdmin(t);
      await t.db.db.update(users).set({ role: 'agent' }).where(eq(users.id, notAdmin.userId));
      for (const [method, url] of routes) {
        expect((await notAdmin.inject({ method, url })).statusCode, `${method} ${url}`).toBe(403);
      }
      const cross = await admin.inject({
        method: 'DELETE',
        url: `/api/admin/saved-searches/${UNKNOWN_ID}`,
        headers: { origin: 'https://evil.example' },
      });
      expect(cross.statusCode).toBe(403);
    });
  });
});
