import { describe, expect, it } from 'vitest';
import { loginPathFor, safeAdminReturnPath } from './returnPath';

describe('safeAdminReturnPath', () => {
  it('accepts admin paths of this site, with their query', () => {
    expect(safeAdminReturnPath('/admin')).toBe('/admin');
    expect(safeAdminReturnPath('/admin/contacts')).toBe('/admin/contacts');
    expect(safeAdminReturnPath('/admin/maintenance?status=open&priority=urgent')).toBe('/admin/maintenance?status=open&priority=urgent');
    expect(safeAdminReturnPath('/admin/pre-screening?status=pending')).toBe('/admin/pre-screening?status=pending');
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.com',
    '//evil.com/admin',
    '/\\evil.com',
    '\\\\evil.com',
    '/admin\\..\\..\\evil',
    'https://evil.com/admin',
    'http:/admin',
    'javascript:alert(1)',
    ' /admin',
    '/admin/%2F%2Fevil.com',
    '/admin/%2e%2e/%2e%2e/evil',
    '/admin/../properties',
    '/admin/./contacts/..',
    '/administrator',
    '/adminx/contacts',
    '/properties',
    '/',
    '/admin/contacts#x',
    '/admin/contacts\n',
    '/admin/contacts\t//evil.com',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/admin@evil.com',
    `/admin/${'a'.repeat(600)}`,
  ])('refuses %j', (raw) => {
    expect(safeAdminReturnPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries a deep admin path, and nothing for the bare /admin or a foreign target', () => {
    expect(loginPathFor('/admin/contacts')).toBe('/admin-login?next=%2Fadmin%2Fcontacts');
    expect(loginPathFor('/admin/applications?status=pending')).toBe('/admin-login?next=%2Fadmin%2Fapplications%3Fstatus%3Dpending');
    expect(loginPathFor('/admin')).toBe('/admin-login');
    expect(loginPathFor('//evil.com')).toBe('/admin-login');
  });
});
