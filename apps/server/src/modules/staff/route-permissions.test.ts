import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, roleCan, USER_ROLES, type UserRole } from '@rentfront/shared';
import { auditLog } from '../../db/schema';
import { permissionFor, ROUTE_PERMISSIONS } from '../../platform/auth/permissions';

import type { Agent } from '../../test/http';
import { useStaffTeam, useTestContext } from '../../test/app';

/** A concrete URL for a pattern: every parameter becomes an id that names no record. */
function sample(pattern: string): string {
  return pattern
    .replace(/:status/g, 'approved')
    .replace(/:key/g, 'lease_terms')
    .replace(/:[A-Za-z]+/g, () => randomUUID());
}

describe('every /api/admin route is in the permission map and refused to the roles without it', () => {
  const t = useTestContext();
  const agents: Record<UserRole, Agent> = useStaffTeam(t);

  const routes = () => t.app.guardedRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('walks the route table: no guarded route is unmapped, no map entry names a missing route', () => {
    const unmapped = routes()
      .filter((r) => !permissionFor(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(unmapped).toEqual([]);
    const registered = new Set(routes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !registered.has(key))).toEqual([]);
    expect(routes().length).toBeGreaterThan(80);
  });

  it('gives each role 403 exactly where its permissions do not reach', async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes()) {
      const permission = permissionFor(method, url)!;
      for (const role of USER_ROLES) {
        const res = await agents[role].inject({ method: method as 'GET', url: sample(url), payload: method === 'GET' ? undefined : {} });
        const refused = res.statusCode === 403 && res.json().message === AUTH_MESSAGES.notPermitted;
        if (refused === roleCan(role, permission)) wrong.push(`${role} ${method} ${url} → ${res.statusCode}`);
        if (res.statusCode >= 500) wrong.push(`${role} ${method} ${url} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers an agent on an owner route with the 403 message and an audit entry', async () => {
    const res = await agents.agent.inject({ method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.notPermitted, detail: AUTH_MESSAGES.notPermitted });
    const entries = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, agents.agent.userId), eq(auditLog.action, 'permission.denied')));
    expect(entries.map((e) => e.details)).toContainEqual({ method: 'GET', route: '/api/admin/users', role: 'agent' });
  });
});
