// Admin lease routes: who may call them and what bad input they refuse (401, 400 naming the
// field, 403, 404, 413).
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { createProperty } from '../../test/factories/property';
import { asVisitor } from '../../test/http';
import { createLeaseVia, LEASE_TEMPLATE_URL, leaseBody, useLeaseTestSetUp } from './test-helpers';

describe('admin leases: guards and bad input', () => {
  const { t, manager, agent } = useLeaseTestSetUp();

  it('401 without a session on every route', async () => {
    const visitor = asVisitor(t);
    for (const [method, url] of [
      ['GET', '/api/admin/leases'],
      ['POST', '/api/admin/leases'],
      ['GET', `/api/admin/leases/${crypto.randomUUID()}`],
      ['POST', `/api/admin/leases/${crypto.randomUUID()}/countersign`],
      ['GET', `/api/admin/leases/${crypto.randomUUID()}/document.pdf`],
      ['GET', LEASE_TEMPLATE_URL],
      ['DELETE', LEASE_TEMPLATE_URL],
    ] as const) {
      expect((await visitor({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
  });

  it('400 names the field: due day, end before start, negative amount, percent fee, unknown property, twice the same e-mail', async () => {
    const p = await createProperty(t);
    const post = (over: Record<string, unknown>) =>
      agent.inject({ method: 'POST', url: '/api/admin/leases', payload: { ...leaseBody(p.id), ...over } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ due_day: 29 }, 'due_day', M.dueDay],
      [{ end_date: '2026-12-31' }, 'end_date', M.endBeforeStart],
      [{ monthly_rent_cents: -1 }, 'monthly_rent_cents', M.amount('monthly_rent_cents')],
      [{ late_fee: { type: 'percent', amount: 20_000, cap_cents: null } }, 'late_fee.amount', M.lateFeePercent],
      [{ start_date: '2027-02-30' }, 'start_date', M.startDate],
      [{ residents: [] }, 'residents', M.residentsCount],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
      expect(JSON.stringify(res.json())).toContain(message.replace(/"/g, '\\"'));
    }
    const twice = await post({
      residents: [
        { full_name: 'A', email: 'same@example.com' },
        { full_name: 'B', email: 'SAME@example.com' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain(M.residentEmailTwice);
    const unknown = await post({ property_id: crypto.randomUUID() });
    expect([unknown.statusCode, unknown.json().errors?.property_id]).toEqual([400, M.propertyNotFound]);
  });

  it('413 for an oversized body, 404 for an unknown or malformed id', async () => {
    const p = await createProperty(t);
    const big = await agent.inject({
      method: 'POST',
      url: '/api/admin/leases',
      payload: { ...leaseBody(p.id), notes: 'x'.repeat(1_100_000) },
    });
    expect(big.statusCode).toBe(413);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await agent.inject({ method: 'GET', url: `/api/admin/leases/${id}` })).statusCode).toBe(404);
      expect((await agent.inject({ method: 'POST', url: `/api/admin/leases/${id}/send` })).statusCode).toBe(404);
      expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${id}/cancel`, payload: {} })).statusCode).toBe(404);
      expect((await agent.inject({ method: 'GET', url: `/api/admin/leases/${id}/document.pdf` })).statusCode).toBe(404);
      expect((await manager.inject({ method: 'POST', url: `/api/admin/leases/${id}/countersign` })).statusCode).toBe(404);
      const end = await manager.inject({ method: 'POST', url: `/api/admin/leases/${id}/end`, payload: { move_out_date: '2027-01-01' } });
      expect(end.statusCode).toBe(404);
      const renewal = await agent.inject({
        method: 'POST',
        url: `/api/admin/leases/${id}/renewal`,
        payload: { end_date: null, monthly_rent_cents: 1 },
      });
      expect(renewal.statusCode).toBe(404);
      const put = await agent.inject({
        method: 'PUT',
        url: `/api/admin/leases/${id}`,
        payload: leaseBody(p.id) as unknown as Record<string, unknown>,
      });
      expect(put.statusCode).toBe(404);
    }
    // A draft has no document yet; bad bodies of end and cancel name their field.
    const draft = await createLeaseVia(agent, leaseBody(p.id));
    const none = await agent.inject({ method: 'GET', url: `/api/admin/leases/${draft.id}/document.pdf` });
    expect([none.statusCode, none.json().message]).toEqual([404, M.noDocument]);
    const badEnd = await manager.inject({
      method: 'POST',
      url: `/api/admin/leases/${draft.id}/end`,
      payload: { move_out_date: '31/12/2027' },
    });
    expect(badEnd.statusCode).toBe(400);
    expect(JSON.stringify(badEnd.json())).toContain(M.moveOutDate);
    const longReason = await manager.inject({
      method: 'POST',
      url: `/api/admin/leases/${draft.id}/cancel`,
      payload: { reason: 'x'.repeat(501) },
    });
    expect(longReason.statusCode).toBe(400);
    expect(JSON.stringify(longReason.json())).toContain('reason');
  });

  it('403 for an agent on countersign, end and cancel', async () => {
    const p = await createProperty(t);
    const lease = await createLeaseVia(agent, leaseBody(p.id));
    for (const [action, payload] of [
      ['countersign', undefined],
      ['end', { move_out_date: '2027-06-30' }],
      ['cancel', {}],
    ] as const) {
      const res = await agent.inject({ method: 'POST', url: `/api/admin/leases/${lease.id}/${action}`, payload });
      expect(res.statusCode, action).toBe(403);
    }
  });
});
