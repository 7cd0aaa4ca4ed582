import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, roleCan, SECTION_PERMISSIONS, ADMIN_SECTIONS, USER_ROLES } from '@rentfront/shared';
import { permissionFor, roleMayCall, ROUTE_PERMISSIONS } from './permissions';

describe('role → permission table', () => {
  it('owner holds everything, manager all but staff and security, agent the day-to-day work', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...PERMISSIONS].sort());
    expect(PERMISSIONS.filter((p) => !roleCan('manager', p))).toEqual(['staff.manage', 'security.manage']);
    // Stated as what agents lack (the exceptions), not as a copy of the grant list.
    expect(PERMISSIONS.filter((p) => !roleCan('agent', p)).sort()).toEqual(
      [
        'applications.reveal_pii',
        'applications.delete',
        'exports.download',
        'notices.manage',
        'team.manage',
        'saved_searches.manage',
        'site_settings.manage',
        'audit.view',
        'staff.manage',
        'security.manage',
        'leases.execute',
        'ledger.correct',
        'reports.view',
      ].sort(),
    );
  });

  it('agents may not reveal PII, delete applications or export', () => {
    for (const p of ['applications.reveal_pii', 'applications.delete', 'exports.download', 'staff.manage', 'audit.view'] as const) {
      expect(roleCan('agent', p), p).toBe(false);
    }
  });

  it('an unknown or missing role holds nothing', () => {
    for (const role of ['admin', 'tenant', '', null, undefined]) {
      for (const p of PERMISSIONS) expect(roleCan(role, p)).toBe(false);
    }
  });

  it('every admin section names a permission, and Staff is owner-only', () => {
    for (const { slug } of ADMIN_SECTIONS) expect(PERMISSIONS).toContain(SECTION_PERMISSIONS[slug]);
    expect(USER_ROLES.filter((r) => roleCan(r, SECTION_PERMISSIONS.staff))).toEqual(['owner']);
  });
});

describe('route → permission map', () => {
  it('names only known permissions and methods', () => {
    for (const [key, permission] of Object.entries(ROUTE_PERMISSIONS)) {
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/(admin|user)\//);
      expect(PERMISSIONS).toContain(permission);
    }
  });

  it('maps every export to exports.download and the reveal and delete of applications to their own permission', () => {
    const exports = Object.entries(ROUTE_PERMISSIONS).filter(([key]) => /\/export$/.test(key));
    expect(exports.length).toBeGreaterThanOrEqual(6);
    for (const [, permission] of exports) expect(permission).toBe('exports.download');
    expect(permissionFor('POST', '/api/admin/applications/:id/reveal')).toBe('applications.reveal_pii');
    expect(permissionFor('DELETE', '/api/admin/applications/:id')).toBe('applications.delete');
  });

  it('answers HEAD like GET', () => {
    expect(permissionFor('HEAD', '/api/admin/contacts/export')).toBe('exports.download');
  });

  it('leaves an unmapped route to owners only', () => {
    expect(permissionFor('GET', '/api/admin/not-mapped')).toBeNull();
    expect(roleMayCall('owner', 'GET', '/api/admin/not-mapped')).toBe(true);
    expect(roleMayCall('manager', 'GET', '/api/admin/not-mapped')).toBe(false);
    expect(roleMayCall('agent', 'GET', '/api/admin/not-mapped')).toBe(false);
  });

  it('lets the roles call what their permissions allow', () => {
    expect(roleMayCall('agent', 'GET', '/api/admin/applications/:id')).toBe(true);
    expect(roleMayCall('agent', 'POST', '/api/admin/applications/:id/reveal')).toBe(false);
    expect(roleMayCall('manager', 'POST', '/api/admin/applications/:id/reveal')).toBe(true);
    expect(roleMayCall('manager', 'GET', '/api/admin/users')).toBe(false);
    expect(roleMayCall('owner', 'PATCH', '/api/admin/users/:id')).toBe(true);
  });
});
