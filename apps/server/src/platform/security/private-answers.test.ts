import { beforeAll, describe, expect, it } from 'vitest';
import { useAdmin, useTestContext } from '../../test/app';
import { ensureWebBuild } from '../../test/web-build';

// ASVS 14.3.2: private answers carry no-store; pages reached by a one-time link send no Referer on.
describe('Cache-Control and Referrer-Policy of private answers', () => {
  // The app serves the built web app: build it first (slow on a busy machine).
  beforeAll(() => ensureWebBuild(), 180_000);
  const t = useTestContext({}, { serveWeb: true });
  const admin = useAdmin(t);

  it('answers every back-office, sign-in and account call with no-store, errors included', async () => {
    for (const url of [
      '/api/admin/properties',
      '/api/admin/properties/stats',
      '/api/admin/contacts',
      '/api/admin/team',
      '/api/auth/sessions',
      '/api/user/profile',
      '/api/admin/no-such-route',
    ]) {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Signed out too: the 401 is not kept either.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/properties' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store and Referrer-Policy: no-referrer on pages and calls reached by a token', async () => {
    for (const url of [
      '/reset-password/some-token',
      '/verify-email/some-token',
      '/admin/invite?token=some-token',
      '/tour/manage/some-token',
      '/contractor-job?token=some-token',
      '/saved-searches/unsubscribe?token=some-token',
      '/saved-searches/confirm?token=some-token',
      '/api/tours/manage/some-token',
      '/properties?token=some-token',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('keeps the public caching of public calls and files, and the usual Referrer-Policy of public pages', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/public/site' });
    expect(site.headers['cache-control']).toBe('public, max-age=60');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=86400');
    const list = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(list.headers['cache-control']).not.toBe('no-store');
    const home = await t.app.inject({ method: 'GET', url: '/properties' });
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
