import { describe, expect, it } from 'vitest';
import { SITE_TEXT_MAX, SITE_TEXT_MESSAGES } from '@rentfront/shared';
import { TEST_ORIGIN } from '../../test/context';
import { SITE_TEXT_DEFAULTS } from './text-defaults';
import { useAdmin, useTestContext } from '../../test/app';
import { fromOtherSite } from '../../test/refusals';

// Issue 18 item 6: the lease terms and rental policies pages, with text admins edit in Settings.

describe('site texts', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  const publicText = (key: string) => t.app.inject({ method: 'GET', url: `/api/public/site/texts/${key}` });

  it('answers the built-in texts until an admin edits them', async () => {
    for (const [key, title, path] of [
      ['lease_terms', 'Lease Terms', '/lease-terms'],
      ['rental_policies', 'Rental Policies', '/rental-policies'],
      ['screening_criteria', 'Screening Criteria', '/screening-criteria'],
    ] as const) {
      const res = await publicText(key);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { key, title, path, body: SITE_TEXT_DEFAULTS[key], is_default: true, updated_at: null },
      });
      expect(SITE_TEXT_DEFAULTS[key].length).toBeGreaterThan(500);
    }
  });

  it('answers 404 for a text the site does not have', async () => {
    for (const key of ['privacy', 'LEASE_TERMS', '..%2F..%2Fetc', 'x'.repeat(101)]) {
      const res = await publicText(key);
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: SITE_TEXT_MESSAGES.notFound });
    }
    const put = await admin.inject({ method: 'PUT', url: '/api/admin/site-texts/privacy', payload: { body: 'Text' } });
    expect(put.statusCode).toBe(404);
    const del = await admin.inject({ method: 'DELETE', url: '/api/admin/site-texts/privacy' });
    expect(del.statusCode).toBe(404);
  });

  it('saves an edited text as plain text, lists it and serves it publicly; reset goes back to the default', async () => {
    const body = '  Rent is due on the 1st.\n\n<b>Not bold</b> <script>alert(1)</script>  ';
    const res = await admin.inject({ method: 'PUT', url: '/api/admin/site-texts/lease_terms', payload: { body } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: SITE_TEXT_MESSAGES.saved,
      data: { key: 'lease_terms', body: body.trim(), is_default: false },
    });
    expect(Date.parse(res.json().data.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await publicText('lease_terms')).json().data).toMatchObject({ body: body.trim(), is_default: false });
    // The other text is untouched.
    expect((await publicText('rental_policies')).json().data.is_default).toBe(true);

    const list = await admin.inject({ method: 'GET', url: '/api/admin/site-texts' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { key: string; is_default: boolean }) => [x.key, x.is_default])).toEqual([
      ['lease_terms', false],
      ['rental_policies', true],
      ['screening_criteria', true],
    ]);

    // A second save replaces the first.
    const again = await admin.inject({ method: 'PUT', url: '/api/admin/site-texts/lease_terms', payload: { body: 'Second version.' } });
    expect(again.json().data.body).toBe('Second version.');

    const reset = await admin.inject({ method: 'DELETE', url: '/api/admin/site-texts/lease_terms' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      message: SITE_TEXT_MESSAGES.reset,
      data: { body: SITE_TEXT_DEFAULTS.lease_terms, is_default: true },
    });
    expect((await publicText('lease_terms')).json().data.is_default).toBe(true);
  });

  it('answers each rule of the text with its field message and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ body: '' }, SITE_TEXT_MESSAGES.bodyRequired],
      [{ body: '   \n\n  ' }, SITE_TEXT_MESSAGES.bodyRequired],
      [{}, SITE_TEXT_MESSAGES.bodyRequired],
      [{ body: 42 }, SITE_TEXT_MESSAGES.bodyRequired],
      [{ body: null }, SITE_TEXT_MESSAGES.bodyRequired],
      [{ body: 'x'.repeat(SITE_TEXT_MAX + 1) }, SITE_TEXT_MESSAGES.bodyTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.inject({ method: 'PUT', url: '/api/admin/site-texts/rental_policies', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { body: message } });
    }
    const atLimit = await admin.inject({
      method: 'PUT',
      url: '/api/admin/site-texts/rental_policies',
      payload: { body: 'y'.repeat(SITE_TEXT_MAX) },
    });
    expect(atLimit.statusCode).toBe(200);
    await admin.inject({ method: 'DELETE', url: '/api/admin/site-texts/rental_policies' });

    const notJson = await admin.inject({
      method: 'PUT',
      url: '/api/admin/site-texts/rental_policies',
      headers: { 'content-type': 'application/json' },
      payload: '{"body": ',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await admin.inject({
      method: 'PUT',
      url: '/api/admin/site-texts/rental_policies',
      payload: { body: 'z'.repeat(3 * 1024 * 1024) },
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect((await publicText('rental_policies')).json().data.is_default).toBe(true);
  });

  it('answers 401 without a session and 403 to a cross-site write', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/site-texts'],
      ['PUT', '/api/admin/site-texts/lease_terms'],
      ['DELETE', '/api/admin/site-texts/lease_terms'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN },
        payload: method === 'PUT' ? { body: 'Hijacked' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const crossSite = await fromOtherSite(admin, {
      method: 'PUT',
      url: '/api/admin/site-texts/lease_terms',
      payload: { body: 'Hijacked' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await publicText('lease_terms')).json().data.is_default).toBe(true);
  });
});
