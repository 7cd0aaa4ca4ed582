import { describe, expect, it } from 'vitest';
import { isClientOnlyPath, isClientRoute, pathPattern } from './routes';

describe('route patterns', () => {
  it('knows every route of the web app, with or without a trailing slash', () => {
    const routed = [
      '/',
      '/properties',
      '/properties/abc',
      '/notice',
      '/apply/abc',
      '/screening',
      '/services',
      '/services/maintenance',
      '/about',
      '/contact',
      // Missing from the hand-written list before issue 31.
      '/lease-terms',
      '/rental-policies',
      '/screening-criteria',
      '/tour',
      '/tour/manage/tok3n',
      '/apply/resume/tok3n',
      '/applications/tok3n',
      '/admin/invite',
      '/admin',
      '/admin/settings',
      '/admin-login',
      '/reset-password/abc',
      '/verify-email',
      '/verify-email/abc',
    ];
    for (const path of routed) {
      expect(isClientRoute(path), path).toBe(true);
      if (path !== '/') expect(isClientRoute(`${path}/`), `${path}/`).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of [
      '/no/such/page',
      '/properties/a/b',
      '/tour/manage',
      '/apply',
      '/admin/a/b',
      '/servicesx',
      '/lease-terms/x',
      '/applications',
    ])
      expect(isClientRoute(path), path).toBe(false);
  });

  it('turns parameters into one segment each, optional ones included', () => {
    expect(pathPattern('/verify-email/:token?').test('/verify-email')).toBe(true);
    expect(pathPattern('/properties/:id').test('/properties/')).toBe(false);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });

  it('leaves sign-in and everything under /admin to the browser', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/settings',
      '/admin/a/b',
      '/admin-login',
      '/reset-password/abc',
      '/verify-email',
      '/verify-email/x',
    ])
      expect(isClientOnlyPath(path), path).toBe(true);
    for (const path of ['/', '/administrator', '/properties', '/tour/manage/abc', '/admin-login/x'])
      expect(isClientOnlyPath(path), path).toBe(false);
  });
});
