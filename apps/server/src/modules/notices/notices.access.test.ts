import { describe, expect, it } from 'vitest';
import { asVisitor } from '../../test/http';
import { noticeHelpers } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';
import { fromOtherSite, withoutCsrfToken } from '../../test/refusals';

describe('notices: access', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const visitor = asVisitor(t);
  const { createOk } = noticeHelpers(() => ({ t, admin }));
  it('answers 401 to every admin route without a session', async () => {
    const created = await createOk({ title: 'Guarded' });
    for (const [method, url] of [
      ['GET', '/api/admin/notices'],
      ['POST', '/api/admin/notices'],
      ['GET', `/api/admin/notices/${created.id}`],
      ['PUT', `/api/admin/notices/${created.id}`],
      ['DELETE', `/api/admin/notices/${created.id}`],
      ['PATCH', `/api/admin/notices/${created.id}/toggle-active`],
      ['PUT', `/api/admin/notices/${created.id}/set-active`],
      ['GET', `/api/admin/notices/${created.id}/download`],
    ] as const) {
      const res = await visitor({ method, url, payload: method === 'GET' ? undefined : { title: 'Hacked', is_active: false } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await admin.inject({ method: 'GET', url: `/api/admin/notices/${created.id}` })).json().data.title).toBe('Guarded');
  });

  it('answers 403 to a cross-site write or a write without the CSRF token', async () => {
    const created = await createOk({ title: 'Protected' });
    const crossSite = await fromOtherSite(admin, { method: 'DELETE', url: `/api/admin/notices/${created.id}` });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await withoutCsrfToken(t, admin, { method: 'PATCH', url: `/api/admin/notices/${created.id}/toggle-active` });
    expect(noToken.statusCode).toBe(403);
    const still = await admin.inject({ method: 'GET', url: `/api/admin/notices/${created.id}` });
    expect(still.json().data).toMatchObject({ title: 'Protected', is_active: true });
  });
});
